import type { Logger } from '@mystic/shared/log';

/** Follow-ups running at once (see `soon`). */
const LANES = 2;
/** The longest a follow-up waits for a quiet moment before it runs anyway (ms). */
const MAX_WAIT_MS = 3000;

/** Work that outlives the request that started it (profile updates, mails, push), awaited on shutdown. */
export interface Background {
  run(label: string, task: () => Promise<unknown>): void;
  /**
   * A follow-up of something committed (its mails, a member's profile update): run soon, two at
   * a time, once no request is being answered, or after MAX_WAIT_MS at the latest. In a rush of
   * bookings the members waiting for an answer go first (a booking's follow-ups cost about as
   * much CPU as the booking); what fails stays in its outbox for the periodic sweep.
   */
  soon(label: string, task: () => Promise<unknown>): void;
  /** Resolves when everything started or queued so far has finished. */
  idle(): Promise<void>;
}

/** `quiet` resolves when no request is being answered (the drain's count). */
export function createBackground(
  log: Logger,
  quiet: () => Promise<void> = () => Promise.resolve(),
): Background {
  const inFlight = new Set<Promise<unknown>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const run = (label: string, task: () => Promise<unknown>) => {
    const p: Promise<unknown> = task()
      .catch((err: unknown) => log.warn({ err }, `${label} failed`))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const turn = () =>
    running < LANES
      ? (running++, Promise.resolve())
      : new Promise<void>((resolve) => waiting.push(resolve));
  return {
    run,
    soon(label, task) {
      run(label, async () => {
        await turn();
        try {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            quiet(),
            new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS))),
          ]);
          clearTimeout(timer);
          await task();
        } finally {
          // The turn passes to the next follow-up waiting, else the lane is free.
          const next = waiting.shift();
          if (next) next();
          else running--;
        }
      });
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
