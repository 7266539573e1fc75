import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Past this many keys, ended windows are swept; past it still, the oldest windows are dropped. */
const MAX_KEYS = 50_000;

/**
 * The counters behind the per-IP route limits: one fixed window per key, in memory. It replaces
 * @fastify/rate-limit's LocalStore, which hands every caller the one object it keeps counting in:
 * of requests sent at once, the ones let in read the count after later ones had raised it, so a
 * burst of 3 against a limit of 2 was refused whole. Here each caller gets its own numbers.
 */
export class RateWindowStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { hits: number; ends: number }>();

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, ms: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.ends <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      w = { hits: 0, ends: now + ms };
      this.windows.set(key, w);
    }
    w.hits += 1;
    callback(null, { current: w.hits, ttl: w.ends - now });
  }

  child(): FastifyRateLimitStore {
    return new RateWindowStore();
  }

  /** Drops ended windows, then (keys held in the order their windows opened) the oldest ones. */
  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.ends <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
