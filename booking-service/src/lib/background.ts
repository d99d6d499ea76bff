import type { Logger } from '@mystic/shared/log';

/** Work that outlives the request that started it (profile updates, push), awaited on shutdown. */
export interface Background {
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves when everything started so far has finished. */
  idle(): Promise<void>;
}

export function createBackground(log: Logger): Background {
  const inFlight = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const p: Promise<unknown> = task()
        .catch((err: unknown) => log.warn({ err }, `${label} failed`))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
