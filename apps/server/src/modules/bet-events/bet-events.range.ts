import { sql } from 'drizzle-orm';

/** A batch of bet events: every provider_transactions row after `from` up to and including `to`, in (txid, id) order. */
export type EventRange = { fromTxid: string; fromId: number; toTxid: string; toId: number };

/** The SQL condition "this row is in the range", for consumers' set-based statements over provider_transactions. */
export const inRange = (r: EventRange, alias = 'e') =>
  sql`(${sql.raw(alias)}.txid, ${sql.raw(alias)}.id) > (${r.fromTxid}::xid8, ${r.fromId}::bigint)
      and (${sql.raw(alias)}.txid, ${sql.raw(alias)}.id) <= (${r.toTxid}::xid8, ${r.toId}::bigint)`;
