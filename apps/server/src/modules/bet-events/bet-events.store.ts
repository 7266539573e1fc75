import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor, Tx } from '../../platform/db/tx';
import { type EventRange, inRange } from './bet-events.range';

/** The cursor table and the batch boundaries; the consumers' own effects live in their modules' stores. */
export function betEventsStore() {
  return {
    /**
     * The consumer's cursor, locked for this transaction; undefined while another node holds it,
     * unless `wait`: then after that node's batch has committed.
     */
    async lockCursor(tx: Tx, name: string, wait = false) {
      const rows = await tx.execute<{ txid: string; last_id: string }>(
        sql`select txid::text as txid, last_id from event_cursors where name = ${name} for update ${wait ? sql`` : sql`skip locked`}`,
      );
      const r = rows.rows[0];
      return r && { txid: r.txid, lastId: Number(r.last_id) };
    },

    /**
     * The end of the next batch: the `limit`-th event after the cursor, among events whose writing
     * transaction is older than every transaction still running. Such a transaction has ended, so
     * no event can appear later in the range already read: nothing is skipped, whatever the
     * commit order of concurrent calls.
     */
    async batchEnd(tx: Tx, from: { txid: string; lastId: number }, limit: number) {
      const rows = await tx.execute<{ txid: string; id: string; n: string }>(sql`
        select txid::text as txid, id, count(*) over () as n from (
          select txid, id from provider_transactions
           where (txid, id) > (${from.txid}::xid8, ${from.lastId}::bigint)
             and txid < pg_snapshot_xmin(pg_current_snapshot())
           order by txid, id limit ${limit}
        ) b order by txid desc, id desc limit 1`);
      const r = rows.rows[0];
      return r && { txid: r.txid, id: Number(r.id), events: Number(r.n) };
    },

    async moveCursor(tx: Tx, name: string, to: { txid: string; id: number; events?: number }) {
      await tx.execute(
        sql`update event_cursors set txid = ${to.txid}::xid8, last_id = ${to.id}, updated_at = now() where name = ${name}`,
      );
    },

    /** How long each event of the range waited, in 10 ms buckets (the lag figure of bench/provider-wallet). */
    async lagBuckets(tx: Tx, range: EventRange) {
      const rows = await tx.execute<{ bucket: number; n: string }>(sql`
        select floor(extract(epoch from clock_timestamp() - e.created_at) * 100)::int as bucket, count(*) as n
          from provider_transactions e where ${inRange(range)} group by 1`);
      return rows.rows.map((r) => ({ bucket: Number(r.bucket), n: Number(r.n) }));
    },

    /** Events not yet applied by a consumer (0 when it has caught up). */
    async pending(exec: Executor | Db, name: string) {
      const rows = await exec.execute<{ n: string }>(sql`
        select count(*) as n from provider_transactions e, event_cursors c
         where c.name = ${name} and (e.txid, e.id) > (c.txid, c.last_id)`);
      return Number(rows.rows[0]?.n ?? 0);
    },
  };
}
export type BetEventsStore = ReturnType<typeof betEventsStore>;
