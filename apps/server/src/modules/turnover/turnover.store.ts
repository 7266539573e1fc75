import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';

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

    async open(exec: Executor, brandId: number, memberId: number) {
      const rows = await exec.execute<{ required: string; done: string }>(sql`
        select coalesce(sum(required_minor), 0) as required, coalesce(sum(progress_minor), 0) as done
        from turnover_requirements
        where brand_id = ${brandId} and member_id = ${memberId} and met_at is null`);
      const r = rows.rows[0];
      return { required: BigInt(r?.required ?? 0), done: BigInt(r?.done ?? 0) };
    },
  };
}
export type TurnoverStore = ReturnType<typeof turnoverStore>;
