import {
  formatMinor,
  RG_PERIODS,
  type RgBlock,
  type RgBlockKind,
  type RgExclusion,
  type RgLimitKind,
  type RgPeriod,
  type RgSession,
  type RgState,
  type RgTimeout,
} from '@platform/contracts';
import { inTransaction, type Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { Translate } from '../../platform/i18n/translate';
import type { RgCtx, RgDeps, RgRequestCtx } from './rg.ports';
import {
  activeBlock,
  blockEnd,
  combine,
  depositWindowStart,
  effective,
  isEmpty,
  NO_LIMIT,
  removeLimit,
  setLimit,
  windowStart,
} from './rg.rules';
import { blockedError, blockOut, limitsOut } from './rg.view';

/** `setBy` of the blocks a member asks for (an operator's read 'operator:<id>'). */
const MEMBER = 'member';
/** A reality-check summary never reaches further back than a session can live. */
const SESSION_MAX_MS = 24 * 3_600_000;

const byPeriod = <T>(f: (p: RgPeriod) => T) =>
  Object.fromEntries(RG_PERIODS.map((p) => [p, f(p)])) as Record<RgPeriod, T>;

/**
 * The member's limits, time-out, self-exclusion and reality check, and the gates other modules
 * call: login, launch (assertOpen) and deposits (admitDeposit, inside the deposit's transaction).
 * Every change locks the member's rg_state row, so concurrent changes and deposit checks queue.
 */
export function rgService(deps: RgDeps) {
  const { store, clock } = deps;

  async function state(ctx: RgCtx): Promise<RgState> {
    const now = clock();
    const from = byPeriod((p) => windowStart(p, now));
    const [s, rows, usage, deposited, settings, member] = await Promise.all([
      store.state(ctx.memberId),
      store.limits(deps.db, ctx.memberId),
      store.usage(ctx.memberId, from),
      deps.depositedSince(
        deps.db,
        ctx.brand.id,
        ctx.memberId,
        RG_PERIODS.map((p) => depositWindowStart(p, now)),
      ),
      deps.settings(ctx.brand),
      deps.members.byId(ctx.memberId),
    ]);
    const block = activeBlock(s, now);
    const used = { deposit: byPeriod((p) => deposited[RG_PERIODS.indexOf(p)] ?? 0n), ...usage };
    return {
      limits: limitsOut(rows, used, now),
      block: block && blockOut(block),
      realityCheckMinutes: s?.realityCheckMinutes ?? null,
      currency: settings.currencyCode,
      passwordRequired: member?.passwordSet ?? true,
    };
  }

  /** Applies one limit change under the member's lock, keeping bet_limits true while any loss or wager row exists. */
  async function changeLimit(ctx: RgCtx, kind: RgLimitKind, period: RgPeriod, amount: bigint | null) {
    await inTransaction(deps.db, async (tx) => {
      const now = clock();
      await store.lock(tx, ctx.brand.id, ctx.memberId);
      const current = (await store.limits(tx, ctx.memberId, kind)).find((r) => r.period === period) ?? NO_LIMIT;
      const next = amount === null ? removeLimit(current, now) : setLimit(current, amount, now);
      const key = { brandId: ctx.brand.id, memberId: ctx.memberId, kind, period };
      if (isEmpty(next)) await store.deleteLimit(tx, ctx.memberId, kind, period);
      else await store.putLimit(tx, key, next, now);
      await store.syncBetLimits(tx, ctx.memberId, now);
    });
    return state(ctx);
  }

  /**
   * Starts (or lengthens) a block, records it, and ends every session of the member in the same
   * transaction. A member's own request finding a block in force under the lock is refused with it:
   * the block that started first ended this request's session, so asked one after the other it
   * could not have come (a burst of presses records one block, not thirty). An operator may
   * lengthen a block in force.
   */
  async function block(
    tx: Tx,
    c: { brandId: number; memberId: number; setBy: string; reason: string | null },
    kind: RgBlockKind,
    duration: RgTimeout | RgExclusion,
  ) {
    const now = clock();
    await store.blockGate(tx, c.memberId, 'block');
    const s = await store.lock(tx, c.brandId, c.memberId);
    const current = activeBlock(s, now);
    if (current && c.setBy === MEMBER) throw blockedError(current, s.timezone);
    const endsAt = blockEnd(kind, duration, now);
    const next = combine(current, { kind, until: endsAt });
    await store.setBlock(tx, c.memberId, next.kind, next.until, now);
    await store.addExclusion(tx, { ...c, kind, startsAt: now, endsAt });
    await deps.sessions.endAll(c.memberId, tx);
    return next;
  }

  /** Each try is counted with the login's before it is checked, so a burst of guesses meets the login's lock. */
  async function checkPassword(ctx: RgRequestCtx, given: string | undefined) {
    const m = await deps.members.byId(ctx.memberId);
    if (!m) throw new AppError('NOT_LOGGED_IN');
    // A member who never set a password (signed up by SMS code) has none to re-enter.
    if (!m.passwordSet) return;
    if (!given) throw fieldError('password', 'required');
    await deps.members.recheckPassword(m, given, ctx);
  }

  return {
    state,
    setLimit: (ctx: RgCtx, b: { kind: RgLimitKind; period: RgPeriod; amount: bigint }) =>
      changeLimit(ctx, b.kind, b.period, b.amount),
    removeLimit: (ctx: RgCtx, kind: RgLimitKind, period: RgPeriod) => changeLimit(ctx, kind, period, null),

    async timeout(ctx: RgCtx, duration: RgTimeout): Promise<RgBlock> {
      const c = { brandId: ctx.brand.id, memberId: ctx.memberId, setBy: MEMBER, reason: null };
      const next = await inTransaction(deps.db, (tx) => block(tx, c, 'timeout', duration));
      deps.sessions.ended(c.memberId, 'excluded');
      return blockOut(next);
    },

    async exclude(ctx: RgRequestCtx, b: { duration: RgExclusion; password?: string }): Promise<RgBlock> {
      await checkPassword(ctx, b.password);
      const c = { brandId: ctx.brand.id, memberId: ctx.memberId, setBy: MEMBER, reason: null };
      const next = await inTransaction(deps.db, (tx) => block(tx, c, 'exclusion', b.duration));
      deps.sessions.ended(c.memberId, 'excluded');
      return blockOut(next);
    },

    async realityCheck(ctx: RgCtx, minutes: number): Promise<RgState> {
      await inTransaction(deps.db, async (tx) => {
        await store.lock(tx, ctx.brand.id, ctx.memberId);
        await store.setRealityCheck(tx, ctx.memberId, minutes === 0 ? null : minutes, clock());
      });
      return state(ctx);
    },

    /** Net result of the member's rounds since the game window opened (at most 24 hours back). */
    async session(ctx: RgCtx, since: Date): Promise<RgSession> {
      const now = clock();
      if (since.getTime() > now.getTime() + 60_000) throw fieldError('since', 'format');
      const from = new Date(Math.max(since.getTime(), now.getTime() - SESSION_MAX_MS));
      const [r, settings] = await Promise.all([
        deps.roundsSince(ctx.brand.id, ctx.memberId, from),
        deps.settings(ctx.brand),
      ]);
      return {
        since: from.toISOString(),
        rounds: r.rounds,
        staked: formatMinor(r.stake),
        won: formatMinor(r.win),
        net: formatMinor(r.win - r.stake),
        currency: settings.currencyCode,
      };
    },

    /** Login, SMS login and game launch: a member in a time-out or self-exclusion is refused, told until when. */
    async assertOpen(memberId: number): Promise<void> {
      const s = await store.state(memberId);
      const b = activeBlock(s, clock());
      if (s && b) throw blockedError(b, s.timezone);
    },

    /**
     * In the transaction that opens a login's session: the same check behind the block gate, so a
     * block committing meanwhile either ends this session or is found here (never a session that
     * outlives the block it raced).
     */
    async admitSession(tx: Tx, memberId: number): Promise<void> {
      await store.blockGate(tx, memberId, 'login');
      const s = await store.state(memberId, tx);
      const b = activeBlock(s, clock());
      if (s && b) throw blockedError(b, s.timezone);
    },

    /**
     * Inside the deposit's transaction, before the gateway: the member's rg_state row is locked, so
     * concurrent deposits of one member are checked one after another against what the others
     * created (credited or pending) within each window, this one included.
     */
    async admitDeposit(
      tx: Tx,
      c: { brandId: number; memberId: number; amountMinor: bigint; t: Translate },
    ): Promise<void> {
      const s = await store.lockIfAny(tx, c.memberId);
      if (!s) return;
      const now = clock();
      const b = activeBlock(s, now);
      if (b) throw blockedError(b, s.timezone);
      const limits = (await store.limits(tx, c.memberId, 'deposit'))
        .map((r) => ({ period: r.period, limit: effective(r, now) }))
        .filter((l): l is { period: RgPeriod; limit: bigint } => l.limit !== null);
      if (!limits.length) return;
      const sums = await deps.depositedSince(
        tx,
        c.brandId,
        c.memberId,
        limits.map((l) => depositWindowStart(l.period, now)),
      );
      for (const [i, l] of limits.entries()) {
        const used = sums[i] ?? 0n;
        if (used + c.amountMinor <= l.limit) continue;
        const shown = { limit: formatMinor(l.limit), used: formatMinor(used) };
        throw new AppError(
          'RG_DEPOSIT_LIMIT',
          { ...shown, period: c.t(`rg.period.${l.period}`) },
          { period: l.period, ...shown },
        );
      }
    },

    block,
  };
}
export type RgService = ReturnType<typeof rgService>;
