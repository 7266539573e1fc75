/**
 * Calls on one provider transaction id queue here before taking a pooled connection: waiting on the
 * database lock inside open transactions could hold every connection while the lock holder needs
 * one more (the ledger resolves new account ids on the pool). The advisory lock in the transaction
 * still covers other processes.
 */
export function serialQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function serial<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

/**
 * At most `limit` provider transactions open at once. Inside one, the ledger may still need a
 * pooled connection (new account ids); were every connection held by a transaction waiting on a row
 * the first one locked, nothing could finish. Keeping one connection out of reach prevents that.
 */
export function semaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function within<T>(fn: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
