import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';

/** The one NOTIFY channel every instance LISTENs on. */
export const REALTIME_CHANNEL = 'realtime';
/** The advisory lock the instance that tails the ledger holds (on its own connection). */
export const LEDGER_TAIL_LOCK = 0x5245_4c54; // 'RELT'

const intArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;
const textArray = (xs: readonly string[]) => `{${xs.map((x) => `"${x.replace(/["\\]/g, '')}"`).join(',')}}`;

/** The realtime module's SQL: NOTIFY, balances of connected members, the ledger tail, the watch job. */
export function realtimeStore(db: Db) {
  return {
    notify: (payload: string) => db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`),

    /** Main-wallet (member_cash) balances of these members, in one query. */
    async cashBalances(memberIds: readonly number[]): Promise<Map<number, bigint>> {
      if (!memberIds.length) return new Map();
      const rows = await db.execute<{ member_id: number; balance_minor: string }>(sql`
        select member_id, balance_minor from ledger_accounts
         where kind = 'member_cash' and member_id = any(${intArray(memberIds)}::int[])`);
      return new Map(rows.rows.map((r) => [Number(r.member_id), BigInt(r.balance_minor)]));
    },

    /** Of these session token hashes, the ones no longer live (revoked, expired, member disabled). */
    async deadSessions(hashes: readonly string[]): Promise<{ tokenHash: string; disabled: boolean }[]> {
      if (!hashes.length) return [];
      const rows = await db.execute<{ token_hash: string; disabled: boolean }>(sql`
        select s.token_hash, m.status = 'disabled' as disabled
          from sessions s join members m on m.id = s.member_id
         where s.token_hash = any(${textArray(hashes)}::text[])
           and (s.revoked_at is not null or s.expires_at <= now() or m.status <> 'active')`);
      return rows.rows.map((r) => ({ tokenHash: r.token_hash, disabled: Boolean(r.disabled) }));
    },

    /** The newest ledger transfer id (0 when none): where a new tail starts. */
    async lastTransferId(): Promise<number> {
      const rows = await db.execute<{ id: string | null }>(sql`select max(id) as id from ledger_transfers`);
      return Number(rows.rows[0]?.id ?? 0);
    },

    /**
     * One step of the ledger tail, in one statement (one snapshot): the transfers after `cursor`
     * (at most `limit`) and those among `gaps` (ids skipped earlier, maybe written by a transaction
     * still running then), the distinct members whose accounts they touched, and the snapshot's
     * xmin/xmax (xid8 as text) that tell when a gap can no longer be filled.
     */
    async tail(cursor: number, gaps: readonly number[], limit: number) {
      const rows = await db.execute<{ xmin: string; xmax: string; ids: string[] | null; members: number[] | null }>(sql`
        with r as (
          (select id, from_account_id, to_account_id from ledger_transfers
            where id > ${cursor} order by id limit ${limit})
          union
          select id, from_account_id, to_account_id from ledger_transfers
           where id = any(${intArray(gaps)}::bigint[])
        )
        select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
               pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
               (select array_agg(id::text) from r) as ids,
               (select array_agg(distinct a.member_id) from r
                  join ledger_accounts a on a.id in (r.from_account_id, r.to_account_id)
                 where a.member_id is not null) as members`);
      const r = rows.rows[0];
      return {
        xmin: BigInt(r?.xmin ?? '0'),
        xmax: BigInt(r?.xmax ?? '0'),
        ids: (r?.ids ?? []).map(Number),
        members: (r?.members ?? []).map(Number),
      };
    },

    /**
     * Moves the watch mark to `now` and answers what happened in between (nothing on the first run):
     * maintenance windows that started or ended, announcements whose publication time passed.
     */
    watch: (now: Date) =>
      inTransaction(db, async (tx) => {
        const prev = await tx.execute<{ at: Date }>(sql`select at from realtime_marks where name = 'watch' for update`);
        await tx.execute(sql`insert into realtime_marks (name, at) values ('watch', ${now})
          on conflict (name) do update set at = excluded.at`);
        const from = prev.rows[0]?.at;
        if (!from) return { started: [], ended: [], announcements: [], catalogue: [] };
        const started = await tx.execute<{
          brand_id: number;
          start_time: Date;
          end_time: Date;
          message: string;
          messages: Record<string, string>;
        }>(sql`
          select brand_id, start_time, end_time, message, messages from maintenance_windows
           where scope = 'site' and start_time > ${from} and start_time <= ${now} and end_time > ${now}`);
        const ended = await tx.execute<{ brand_id: number }>(sql`
          select distinct w.brand_id from maintenance_windows w
           where w.scope = 'site' and w.end_time > ${from} and w.end_time <= ${now}
             and not exists (select 1 from maintenance_windows o where o.brand_id = w.brand_id
                              and o.scope = 'site' and o.start_time <= ${now} and o.end_time > ${now})`);
        // A vendor's or a game's window that started or ended: the lobby's players fetch the catalogue again.
        const catalogue = await tx.execute<{ brand_id: number }>(sql`
          select distinct brand_id from maintenance_windows
           where scope <> 'site'
             and ((start_time > ${from} and start_time <= ${now}) or (end_time > ${from} and end_time <= ${now}))`);
        const published = await tx.execute<{ brand_id: number; id: number }>(sql`
          select brand_id, max(id) as id from announcements
           where published_at > ${from} and published_at <= ${now} and (expires_at is null or expires_at > ${now})
           group by brand_id`);
        return {
          started: started.rows.map((w) => ({
            brandId: Number(w.brand_id),
            startTime: new Date(w.start_time),
            endTime: new Date(w.end_time),
            message: w.messages?.en || w.message,
          })),
          ended: ended.rows.map((w) => Number(w.brand_id)),
          catalogue: catalogue.rows.map((w) => Number(w.brand_id)),
          announcements: published.rows.map((a) => ({ brandId: Number(a.brand_id), id: Number(a.id) })),
        };
      }),
  };
}
export type RealtimeStore = ReturnType<typeof realtimeStore>;
