import { sql } from 'drizzle-orm';
import { bigserial, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';

/**
 * One row per wallet-transfer request, keyed by the member's Idempotency-Key. The row is written in
 * the same transaction as the transfers it made: a retry with the same key finds it and gets the
 * first answer back, and the same key with another body (`print`) is refused. A request that failed
 * (insufficient funds) rolled its row back, so its key can be used again.
 */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    idemKey: text('idem_key').notNull(),
    /** The request as the key promised it: operation, wallets and amount (or "all"). */
    print: text('print').notNull(),
    /** The answer given the first time (the transfer result as sent on the wire). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [unique('wallet_requests_key').on(t.brandId, t.memberId, t.idemKey)],
);
