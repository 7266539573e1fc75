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
     * The member's open requirements and what the turnover consumer will do with the member's bet
     * events it has not applied yet, read in one statement so all of it comes from one snapshot:
     * the stake of pending bets not rolled back by a pending rollback (they will fill), and the
     * progress pending rollbacks will take back from bets already applied (their recorded fills).
     */
    async open(exec: Executor, brandId: number, memberId: number) {
      const rows = await exec.execute<{ required: string; done: string; pending: string; returned: string }>(sql`
        with open as (
          select coalesce(sum(required_minor), 0) as required, coalesce(sum(progress_minor), 0) as done
            from turnover_requirements
           where brand_id = ${brandId} and member_id = ${memberId} and met_at is null
        ), pend as (
          select e.vendor, e.tx_id, e.ref_tx_id, e.kind, e.amount_minor
            from provider_transactions e, event_cursors c
           where c.name = 'turnover' and (e.txid, e.id) > (c.txid, c.last_id)
             and e.member_id = ${memberId} and e.brand_id = ${brandId}
             and e.kind in ('bet', 'rollback') and e.amount_minor > 0
        ), bets as (
          select coalesce(sum(b.amount_minor), 0) as pending from pend b
           where b.kind = 'bet'
             and not exists (select 1 from pend r where r.kind = 'rollback' and r.vendor = b.vendor and r.ref_tx_id = b.tx_id)
        ), back as (
          select coalesce(sum(f.amount_minor), 0) as returned
            from pend r
            join provider_transactions b
              on b.brand_id = ${brandId} and b.vendor = r.vendor and b.tx_id = r.ref_tx_id and b.kind = 'bet'
            join turnover_fills f on f.bet_event_id = b.id
           where r.kind = 'rollback'
        )
        select required, done, pending, returned from open, bets, back`);
      const r = rows.rows[0];
      return {
        required: BigInt(r?.required ?? 0),
        done: BigInt(r?.done ?? 0),
        pending: BigInt(r?.pending ?? 0),
        returned: BigInt(r?.returned ?? 0),
      };
    },

    /**
     * The turnover consumer of the bet events, set-based over the whole batch. First each rollback
     * takes back exactly what its bet filled (the bet's turnover_fills rows, from an earlier batch),
     * reopening those requirements; a bet that filled nothing, or one placed before the deposit
     * that brought a requirement, takes nothing from it. Then the batch's bets that no rollback in
     * the batch refunds fill each member's open requirements oldest first, in event order: bet i
     * covers (B(i-1), B(i)] of the member's running stake, requirement j covers (R(j-1), R(j)] of
     * the running remainder, and the overlap is what the bet adds there; each fill is recorded.
     * Rollbacks go first so that a refund frees progress the batch's later bets can fill.
     */
    async applyBetEvents(exec: Executor, range: EventRange, at: Date) {
      await exec.execute(sql`
        with rolled as (
          select b.id
            from provider_transactions e
            join provider_transactions b
              on b.brand_id = e.brand_id and b.vendor = e.vendor and b.tx_id = e.ref_tx_id and b.kind = 'bet'
           where ${inRange(range)} and e.kind = 'rollback' and e.amount_minor > 0
        ), gone as (
          delete from turnover_fills f using rolled where f.bet_event_id = rolled.id
          returning f.requirement_id, f.amount_minor
        ), back as (
          select requirement_id, sum(amount_minor) as amount from gone group by requirement_id
        )
        update turnover_requirements t
           set progress_minor = t.progress_minor - back.amount, met_at = null
          from back
         where t.id = back.requirement_id`);
      await exec.execute(sql`
        with bets as (
          select e.id, e.brand_id, e.member_id, e.amount_minor,
                 sum(e.amount_minor) over (partition by e.brand_id, e.member_id order by e.txid, e.id) as upto
            from provider_transactions e
           where ${inRange(range)} and e.kind = 'bet' and e.amount_minor > 0
             and not exists (
               select 1 from provider_transactions r
                where r.brand_id = e.brand_id and r.vendor = e.vendor and r.ref_tx_id = e.tx_id
                  and r.kind = 'rollback' and r.amount_minor > 0 and ${inRange(range, 'r')})
        ), locked as (
          select t.id, t.brand_id, t.member_id, t.required_minor - t.progress_minor as remaining
            from turnover_requirements t
           where t.met_at is null
             and (t.brand_id, t.member_id) in (select distinct brand_id, member_id from bets)
           order by t.id
           for update of t
        ), reqs as (
          select l.id, l.brand_id, l.member_id, l.remaining,
                 sum(l.remaining) over (partition by l.brand_id, l.member_id order by l.id) as upto
            from locked l
        ), fills as (
          select b.id as bet_id, q.id as requirement_id,
                 least(b.upto, q.upto) - greatest(b.upto - b.amount_minor, q.upto - q.remaining) as amount
            from bets b
            join reqs q on q.brand_id = b.brand_id and q.member_id = b.member_id
           where least(b.upto, q.upto) > greatest(b.upto - b.amount_minor, q.upto - q.remaining)
        ), recorded as (
          insert into turnover_fills (bet_event_id, requirement_id, amount_minor)
          select bet_id, requirement_id, amount from fills
        ), added as (
          select requirement_id, sum(amount) as amount from fills group by requirement_id
        )
        update turnover_requirements t
           set progress_minor = t.progress_minor + added.amount,
               met_at = case when t.progress_minor + added.amount >= t.required_minor then ${at.toISOString()}::timestamptz end
          from added
         where t.id = added.requirement_id`);
    },
  };
}
export type TurnoverStore = ReturnType<typeof turnoverStore>;
