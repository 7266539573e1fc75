import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import { type EventRange, inRange } from '../bet-events/bet-events.range';

export type TurnoverSource = 'deposit' | 'bonus' | 'adjust';

export function turnoverStore() {
  return {
    /** Idempotent per (brand, source, source id): a second call finds the first row. */
    async insert(
      exec: Executor,
      r: { brandId: number; memberId: number; source: TurnoverSource; sourceId: string; requiredMinor: bigint },
    ) {
      await exec.execute(sql`
        insert into turnover_requirements (brand_id, member_id, source, source_id, required_minor)
        values (${r.brandId}, ${r.memberId}, ${r.source}, ${r.sourceId}, ${r.requiredMinor.toString()}::bigint)
        on conflict (brand_id, source, source_id) do nothing`);
      const rows = await exec.execute<{ id: string; required_minor: string; member_id: number }>(sql`
        select id, required_minor, member_id from turnover_requirements
        where brand_id = ${r.brandId} and source = ${r.source} and source_id = ${r.sourceId}`);
      return rows.rows[0];
    },

    /**
     * Fills the member's open requirements oldest first with `stake`, in one statement: the open
     * rows are locked (FOR UPDATE, in id order, so concurrent bets queue instead of both reading the
     * same progress), then each gets min(its remainder, what the older ones left of the stake).
     */
    async advance(exec: Executor, brandId: number, memberId: number, stake: bigint, at: Date) {
      const rows = await exec.execute<{ id: string; added: string; met: boolean }>(sql`
        with locked as (
          select id, required_minor, progress_minor from turnover_requirements
          where brand_id = ${brandId} and member_id = ${memberId} and met_at is null
          order by id
          for update
        ), ranked as (
          select id, required_minor - progress_minor as remaining,
                 coalesce(sum(required_minor - progress_minor)
                   over (order by id rows between unbounded preceding and 1 preceding), 0) as before
          from locked
        )
        update turnover_requirements t
           set progress_minor = t.progress_minor + least(r.remaining, ${stake.toString()}::bigint - r.before),
               met_at = case when ${stake.toString()}::bigint - r.before >= r.remaining then ${at.toISOString()}::timestamptz end
          from ranked r
         where t.id = r.id and r.before < ${stake.toString()}::bigint
        returning t.id, least(r.remaining, ${stake.toString()}::bigint - r.before) as added, t.met_at is not null as met`);
      return rows.rows;
    },

    /**
     * The member's open requirements and the stake of its bet events the turnover consumer has not
     * applied yet (bets minus refunds), read in one statement so both come from one snapshot.
     */
    async open(exec: Executor, brandId: number, memberId: number) {
      const rows = await exec.execute<{ required: string; done: string; pending: string }>(sql`
        with open as (
          select coalesce(sum(required_minor), 0) as required, coalesce(sum(progress_minor), 0) as done
            from turnover_requirements
           where brand_id = ${brandId} and member_id = ${memberId} and met_at is null
        ), pending as (
          select coalesce(sum(case when e.kind = 'bet' then e.amount_minor else -e.amount_minor end), 0) as pending
            from provider_transactions e, event_cursors c
           where c.name = 'turnover' and (e.txid, e.id) > (c.txid, c.last_id)
             and e.member_id = ${memberId} and e.brand_id = ${brandId} and e.kind in ('bet', 'rollback')
        )
        select required, done, pending from open, pending`);
      const r = rows.rows[0];
      return { required: BigInt(r?.required ?? 0), done: BigInt(r?.done ?? 0), pending: BigInt(r?.pending ?? 0) };
    },

    /**
     * The turnover consumer of the bet events: each member's net stake in the batch (bets minus
     * rollback refunds) fills open requirements oldest first; a net refund takes progress back
     * newest first (a met requirement opens again). Set-based over every member of the batch.
     */
    async applyBetEvents(exec: Executor, range: EventRange, at: Date) {
      const net = sql`
        select e.brand_id, e.member_id,
               sum(case when e.kind = 'bet' then e.amount_minor else -e.amount_minor end) as delta
          from provider_transactions e
         where ${inRange(range)} and e.kind in ('bet', 'rollback') and e.amount_minor > 0
         group by e.brand_id, e.member_id`;
      await exec.execute(sql`
        with ev as (select * from (${net}) n where n.delta > 0),
        locked as (
          select t.id, t.member_id, t.required_minor - t.progress_minor as remaining
            from turnover_requirements t join ev on ev.brand_id = t.brand_id and ev.member_id = t.member_id
           where t.met_at is null
           order by t.id
           for update of t
        ), ranked as (
          select l.id, l.remaining, ev.delta,
                 coalesce(sum(l.remaining) over (partition by l.member_id order by l.id
                   rows between unbounded preceding and 1 preceding), 0) as before
            from locked l join ev on ev.member_id = l.member_id
        )
        update turnover_requirements t
           set progress_minor = t.progress_minor + least(r.remaining, r.delta - r.before),
               met_at = case when r.delta - r.before >= r.remaining then ${at.toISOString()}::timestamptz end
          from ranked r
         where t.id = r.id and r.before < r.delta`);
      await exec.execute(sql`
        with ev as (select n.brand_id, n.member_id, -n.delta as need from (${net}) n where n.delta < 0),
        locked as (
          select t.id, t.member_id, t.progress_minor
            from turnover_requirements t join ev on ev.brand_id = t.brand_id and ev.member_id = t.member_id
           where t.progress_minor > 0
           order by t.id desc
           for update of t
        ), ranked as (
          select l.id, l.progress_minor, ev.need,
                 coalesce(sum(l.progress_minor) over (partition by l.member_id order by l.id desc
                   rows between unbounded preceding and 1 preceding), 0) as after
            from locked l join ev on ev.member_id = l.member_id
        )
        update turnover_requirements t
           set progress_minor = t.progress_minor - least(r.progress_minor, r.need - r.after), met_at = null
          from ranked r
         where t.id = r.id and r.after < r.need`);
    },
  };
}
export type TurnoverStore = ReturnType<typeof turnoverStore>;
