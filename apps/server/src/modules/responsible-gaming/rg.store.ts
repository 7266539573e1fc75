import type { RgBlockKind, RgLimitKind, RgPeriod } from '@platform/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import type { LimitRow } from './rg.rules';
import { rgExclusions, rgLimits, rgState } from './rg.tables';

export type StateRow = {
  brandId: number;
  blockedUntil: Date | null;
  blockKind: RgBlockKind | null;
  betLimits: boolean;
  realityCheckMinutes: number | null;
  /** The brand's time zone, so refusals name the end time as the member's clock shows it. */
  timezone: string;
};
export type StoredLimit = LimitRow & { kind: RgLimitKind; period: RgPeriod };
export type ExclusionRow = typeof rgExclusions.$inferSelect;

/** 'infinity' comes back from the driver as an invalid Date: that is how a permanent block reads. */
const date = (v: string | null) => (v === null ? null : new Date(v === 'infinity' ? Number.NaN : v));

export function rgStore(db: Db) {
  async function read(exec: Executor, memberId: number, lock = false): Promise<StateRow | undefined> {
    const r = await exec.execute<{
      brand_id: number;
      blocked_until: string | null;
      block_kind: RgBlockKind | null;
      bet_limits: boolean;
      reality_check_minutes: number | null;
      timezone: string;
    }>(sql`
      select s.brand_id, to_json(s.blocked_until) #>> '{}' as blocked_until, s.block_kind, s.bet_limits, s.reality_check_minutes, b.timezone
        from rg_state s join brands b on b.id = s.brand_id
       where s.member_id = ${memberId} ${lock ? sql`for update of s` : sql``}`);
    const row = r.rows[0];
    return (
      row && {
        brandId: row.brand_id,
        blockedUntil: date(row.blocked_until),
        blockKind: row.block_kind,
        betLimits: row.bet_limits,
        realityCheckMinutes: row.reality_check_minutes,
        timezone: row.timezone,
      }
    );
  }

  return {
    /**
     * The member's row, unlocked, or undefined when the member never set anything (no limits, no
     * block); `exec` reads it inside a transaction (a login's, after the block gate).
     */
    state: (memberId: number, exec: Executor = db) => read(exec, memberId),

    /** The member's row, created when missing and locked: every change and every deposit check queue here. */
    async lock(tx: Executor, brandId: number, memberId: number): Promise<StateRow> {
      await tx.insert(rgState).values({ memberId, brandId }).onConflictDoNothing();
      return (await read(tx, memberId, true)) as StateRow;
    },

    /**
     * The gate between a block and a login: a block takes it exclusively before it ends the member's
     * sessions, a login shared while it checks for a block and opens its session, so a login either
     * commits its session before the block ends every session, or finds the block. An advisory lock,
     * so a member without an rg_state row yet is gated too.
     */
    blockGate: (tx: Executor, memberId: number, mode: 'block' | 'login') =>
      mode === 'block'
        ? tx.execute(sql`select pg_advisory_xact_lock(hashtext('rg_block'), ${memberId})`)
        : tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext('rg_block'), ${memberId})`),

    /** Locks the row only if it exists: a member with none has no limit to respect. */
    lockIfAny: (tx: Executor, memberId: number) => read(tx, memberId, true),

    limits: async (exec: Executor, memberId: number, kind?: RgLimitKind): Promise<StoredLimit[]> =>
      exec
        .select({
          kind: rgLimits.kind,
          period: rgLimits.period,
          amountMinor: rgLimits.amountMinor,
          pendingMinor: rgLimits.pendingMinor,
          pendingRemove: rgLimits.pendingRemove,
          pendingAt: rgLimits.pendingAt,
        })
        .from(rgLimits)
        .where(and(eq(rgLimits.memberId, memberId), kind ? eq(rgLimits.kind, kind) : undefined)),

    async putLimit(
      tx: Executor,
      key: { brandId: number; memberId: number; kind: RgLimitKind; period: RgPeriod },
      r: LimitRow,
      at: Date,
    ) {
      const values = { ...r, updatedAt: at };
      await tx
        .insert(rgLimits)
        .values({ ...key, ...values })
        .onConflictDoUpdate({ target: [rgLimits.memberId, rgLimits.kind, rgLimits.period], set: values });
    },

    deleteLimit: (tx: Executor, memberId: number, kind: RgLimitKind, period: RgPeriod) =>
      tx
        .delete(rgLimits)
        .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period))),

    /**
     * The provider functions check usage only when this is true: any loss or wager row, in force
     * or pending. Their running sums are not kept while it is false, so they are dropped here and
     * the next bet sums the usage again (drizzle/0042, 0043).
     */
    syncBetLimits: (tx: Executor, memberId: number, at: Date) =>
      tx.execute(sql`
        update rg_state set updated_at = ${at.toISOString()}::timestamptz, usage_hour = null,
          bet_limits = exists (select 1 from rg_limits where member_id = ${memberId} and kind in ('loss', 'wager'))
         where member_id = ${memberId}`),

    /** until null: permanent ('infinity', which every `blocked_until > now` comparison keeps true). */
    setBlock: (tx: Executor, memberId: number, kind: RgBlockKind | null, until: Date | null, at: Date) =>
      tx.execute(sql`
        update rg_state set block_kind = ${kind}, updated_at = ${at.toISOString()}::timestamptz,
          blocked_until = ${kind === null ? sql`null` : until ? sql`${until.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`}
         where member_id = ${memberId}`),

    addExclusion: (tx: Executor, row: typeof rgExclusions.$inferInsert) => tx.insert(rgExclusions).values(row),

    history: (memberId: number, limit: number): Promise<ExclusionRow[]> =>
      db
        .select()
        .from(rgExclusions)
        .where(eq(rgExclusions.memberId, memberId))
        .orderBy(desc(rgExclusions.id))
        .limit(limit),

    setRealityCheck: (tx: Executor, memberId: number, minutes: number | null, at: Date) =>
      tx.update(rgState).set({ realityCheckMinutes: minutes, updatedAt: at }).where(eq(rgState.memberId, memberId)),

    /** Hourly buckets older than the longest window (30 days) and a day of margin; answers how many went. */
    async purgeUsage(before: Date): Promise<number> {
      const r = await db.execute(sql`delete from rg_usage where hour < ${before.toISOString()}::timestamptz`);
      return r.rowCount ?? 0;
    },

    /**
     * Wagered and net lost per window, as the limit check counts them (rg_usage_sums, drizzle/0043:
     * the hourly buckets and the bet events not yet in them); each `from` is an hour boundary.
     */
    async usage(memberId: number, from: Record<RgPeriod, Date>) {
      const f = (p: RgPeriod) => sql`${from[p].toISOString()}::timestamptz`;
      const r = await db.execute<Record<string, string>>(sql`
        select wager_day::text, wager_week::text, wager_month::text, loss_day::text, loss_week::text, loss_month::text
          from rg_usage_sums(${memberId}, ${f('day')}, ${f('week')}, ${f('month')})`);
      const row = r.rows[0] ?? {};
      const n = (k: string) => BigInt(row[k] ?? '0');
      return {
        wager: { day: n('wager_day'), week: n('wager_week'), month: n('wager_month') },
        loss: { day: n('loss_day'), week: n('loss_week'), month: n('loss_month') },
      };
    },
  };
}
export type RgStore = ReturnType<typeof rgStore>;
