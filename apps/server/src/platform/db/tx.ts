import { randomInt } from 'node:crypto';
import type { Db } from './client';

/** A Drizzle transaction: the same query API as Db, inside one BEGIN ... COMMIT. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool or an open transaction: stores take this so services choose the boundary. */
export type Executor = Db | Tx;

type PgError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error behind a Drizzle wrapper, if any. */
export function pgErrorOf(error: unknown): PgError | undefined {
  let e = error as PgError | undefined;
  for (let i = 0; i < 3 && e; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as PgError | undefined;
  }
  return undefined;
}

/**
 * Serialization failures and deadlocks are a normal outcome of concurrency, not bugs: the whole
 * transaction runs again. A race on a ledger idempotency key is retried too, so the second writer
 * finds the first one's transfer and answers it as a replay.
 */
export function isRetryable(error: unknown): boolean {
  const e = pgErrorOf(error);
  if (!e) return false;
  if (e.code === '40001' || e.code === '40P01') return true;
  return e.code === '23505' && e.constraint === 'ledger_transfers_key';
}

export async function withRetry<T>(fn: () => Promise<T>, attempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (error) {
      if (i >= attempts || !isRetryable(error)) throw error;
      // Jittered backoff so the colliding transactions do not meet again in lockstep.
      await new Promise((r) => setTimeout(r, randomInt(1, 4 * i + 1)));
    }
  }
}

/** Runs fn in one transaction, again from the start when PostgreSQL asks for a retry. */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withRetry(() => db.transaction(fn));
}
