// The store every instance shares: Redis when REDIS_URL is set, nothing (in-process) otherwise.
// Two connections: one for commands (counters, publish) that fails fast while Redis is away, so
// a limit falls back to its in-memory twin instead of waiting; one for subscriptions, which
// queues and re-subscribes by itself after a reconnect.
import { Redis } from 'ioredis';

export interface SharedStoreOptions {
  /** REDIS_URL; empty or unset: in-process only (the embedded default, `npm start`). */
  url: string | undefined;
  /** Put before every key and channel (REDIS_PREFIX), so several sites or test runs share one Redis. */
  prefix?: string;
  /** Names the service in warnings. */
  name: string;
  warn?: (message: string) => void;
}

export interface SharedStore {
  /** The command connection; null when in-process. */
  readonly redis: Redis | null;
  /** The key and channel prefix. */
  readonly prefix: string;
  /** Publishes to every instance (their `subscribe` handlers); false when it could not. */
  publish(channel: string, message: string): Promise<boolean>;
  /**
   * Calls `onMessage` for each message published on `channel` by any instance. `onReady` runs
   * each time the subscription is (re)established: messages sent while it was down are lost, so
   * the caller catches up then (asks the source of truth).
   */
  subscribe(channel: string, onMessage: (message: string) => void, onReady?: () => void): void;
  /** True while subscribed on a live connection (so polling may slow down). */
  listening(): boolean;
  /**
   * Resolves true once Redis answers, false after `timeoutMs` without it (or when in-process):
   * a service awaits it at start, so its first requests already count in Redis.
   */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export const DEFAULT_REDIS_PREFIX = 'mystic:';

export function createSharedStore(options: SharedStoreOptions): SharedStore {
  const prefix = options.prefix || DEFAULT_REDIS_PREFIX;
  const url = options.url?.trim();
  if (!url) {
    return {
      redis: null,
      prefix,
      publish: async () => false,
      subscribe: () => {},
      listening: () => false,
      ready: async () => false,
      close: async () => {},
    };
  }
  const warn = options.warn ?? ((m: string) => console.warn(m));
  // One warning per outage, not one per failed command or reconnect attempt.
  let down = false;
  const onError = (err: Error) => {
    if (down) return;
    down = true;
    warn(
      `[${options.name}] Redis unavailable (${err.message}): limits count per instance and ` +
        'changes reach other instances by polling until it is back',
    );
  };
  const onReady = () => {
    if (down) warn(`[${options.name}] Redis is back`);
    down = false;
  };
  const common = {
    connectTimeout: 2_000,
    // Keep trying, at most every 2 s: Redis coming back restores sharing without a restart.
    retryStrategy: (times: number) => Math.min(200 * times, 2_000),
  };
  // A Redis that hangs rather than refuses: a command gives up after a second (the limit then
  // counts in memory), so no request waits on it.
  const redis = new Redis(url, {
    ...common,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  redis.on('error', onError);
  redis.on('ready', onReady);

  let subscriber: Redis | null = null;
  let subscribed = false;
  const handlers = new Map<string, { onMessage: (m: string) => void; onReady?: () => void }[]>();
  const subscriberConnection = (): Redis => {
    if (subscriber) return subscriber;
    const sub = new Redis(url, { ...common, maxRetriesPerRequest: null });
    sub.on('error', (err: Error) => {
      subscribed = false;
      onError(err);
    });
    sub.on('close', () => {
      subscribed = false;
    });
    sub.on('message', (channel: string, message: string) => {
      for (const h of handlers.get(channel) ?? []) h.onMessage(message);
    });
    // ioredis subscribes again after a reconnect; catching up is the callers' part.
    sub.on('ready', () => {
      if (handlers.size === 0) return;
      void sub.subscribe(...handlers.keys()).then(() => {
        subscribed = true;
        for (const list of handlers.values()) for (const h of list) h.onReady?.();
      }, onError);
    });
    subscriber = sub;
    return sub;
  };

  return {
    redis,
    prefix,
    async publish(channel, message) {
      try {
        await redis.publish(prefix + channel, message);
        return true;
      } catch (err) {
        onError(err as Error);
        return false;
      }
    },
    subscribe(channel, onMessage, onReadyCb) {
      const full = prefix + channel;
      const list = handlers.get(full) ?? [];
      list.push({ onMessage, onReady: onReadyCb });
      handlers.set(full, list);
      const sub = subscriberConnection();
      if (sub.status === 'ready') {
        void sub.subscribe(full).then(() => {
          subscribed = true;
          onReadyCb?.();
        }, onError);
      }
    },
    listening: () => subscribed && subscriber?.status === 'ready',
    ready(timeoutMs = 2_000) {
      if (redis.status === 'ready') return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          redis.off('ready', onUp);
          resolve(ok);
        };
        const onUp = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        redis.once('ready', onUp);
      });
    },
    async close() {
      await Promise.all([redis, subscriber].map((c) => c?.quit().catch(() => c.disconnect())));
    },
  };
}
