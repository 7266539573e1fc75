import { bigint, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id: orders events by the transaction that wrote them. */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Where each consumer of the bet events (provider_transactions rows) has got to. A batch reads the
 * rows after (txid, id) whose writing transaction is older than every transaction still running,
 * applies them set-based and moves the cursor in the same transaction: each event applied once.
 */
export const eventCursors = pgTable('event_cursors', {
  name: text('name').primaryKey(),
  txid: xid8('txid').notNull(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
