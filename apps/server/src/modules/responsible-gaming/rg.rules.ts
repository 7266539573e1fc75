import {
  RG_COOLING_OFF_HOURS,
  RG_EXCLUSION_MONTHS,
  RG_PERIOD_HOURS,
  RG_TIMEOUT_HOURS,
  type RgBlockKind,
  type RgExclusion,
  type RgPeriod,
  type RgTimeout,
} from '@platform/contracts';

/**
 * The limit rules as pure functions of a row and the time, so the service, the tests and the
 * provider SQL functions (drizzle/0015, which read the same columns) agree on one definition.
 */
export type LimitRow = {
  amountMinor: bigint | null;
  pendingMinor: bigint | null;
  pendingRemove: boolean;
  pendingAt: Date | null;
};
export const NO_LIMIT: LimitRow = { amountMinor: null, pendingMinor: null, pendingRemove: false, pendingAt: null };

const HOUR_MS = 3_600_000;

/** The limit in force at `t`: a pending change counts once its time has come (no job applies it). */
export function effective(r: LimitRow, t: Date): bigint | null {
  if (r.pendingAt && r.pendingAt.getTime() <= t.getTime()) return r.pendingRemove ? null : r.pendingMinor;
  return r.amountMinor;
}

/** The row with any pending change that is due folded into `amountMinor`. */
export function settle(r: LimitRow, t: Date): LimitRow {
  if (!r.pendingAt || r.pendingAt.getTime() > t.getTime()) return r;
  return { ...NO_LIMIT, amountMinor: effective(r, t) };
}

/**
 * Setting a limit: a first limit, a lower one or the same one applies at once (and drops a waiting
 * raise or removal); a higher one waits 24 hours while the current one stays in force. Asking the
 * same raise again keeps its original time, so repeating it does not push it further away.
 */
export function setLimit(row: LimitRow, amountMinor: bigint, t: Date): LimitRow {
  const r = settle(row, t);
  if (r.amountMinor === null || amountMinor <= r.amountMinor) return { ...NO_LIMIT, amountMinor };
  const same = r.pendingAt && !r.pendingRemove && r.pendingMinor === amountMinor;
  return {
    amountMinor: r.amountMinor,
    pendingMinor: amountMinor,
    pendingRemove: false,
    pendingAt: same ? r.pendingAt : new Date(t.getTime() + RG_COOLING_OFF_HOURS * HOUR_MS),
  };
}

/** Removing a limit waits 24 hours; with no limit in force there is nothing to remove. */
export function removeLimit(row: LimitRow, t: Date): LimitRow {
  const r = settle(row, t);
  if (r.amountMinor === null) return NO_LIMIT;
  return {
    amountMinor: r.amountMinor,
    pendingMinor: null,
    pendingRemove: true,
    pendingAt: r.pendingRemove && r.pendingAt ? r.pendingAt : new Date(t.getTime() + RG_COOLING_OFF_HOURS * HOUR_MS),
  };
}

/** A row that limits nothing now and later can be deleted. */
export const isEmpty = (r: LimitRow) => r.amountMinor === null && r.pendingAt === null;

/**
 * Where a rolling window starts, at hour granularity like the usage buckets (rg_usage, drizzle/0043)
 * and the provider SQL functions' check: buckets with hour >= date_trunc('hour', t - window), in
 * UTC as every app session runs (db/client.ts).
 */
export function windowStart(period: RgPeriod, t: Date): Date {
  const start = t.getTime() - RG_PERIOD_HOURS[period] * HOUR_MS;
  return new Date(start - (start % HOUR_MS));
}

/** Deposits count from the exact moment the window opens (they carry their own timestamps). */
export const depositWindowStart = (period: RgPeriod, t: Date) =>
  new Date(t.getTime() - RG_PERIOD_HOURS[period] * HOUR_MS);

/** When a time-out or self-exclusion asked at `t` ends; null: permanent. Months are calendar months (UTC). */
export function blockEnd(kind: RgBlockKind, duration: RgTimeout | RgExclusion, t: Date): Date | null {
  if (kind === 'timeout') return new Date(t.getTime() + RG_TIMEOUT_HOURS[duration as RgTimeout] * HOUR_MS);
  if (duration === 'permanent') return null;
  const end = new Date(t.getTime());
  end.setUTCMonth(end.getUTCMonth() + RG_EXCLUSION_MONTHS[duration as Exclude<RgExclusion, 'permanent'>]);
  return end;
}

export type Block = { kind: RgBlockKind; until: Date | null };

/** A block in force at `t` (blocked_until 'infinity' reads as null: permanent). */
export function activeBlock(s: { blockedUntil: Date | null; blockKind: RgBlockKind | null } | undefined, t: Date) {
  if (!s?.blockKind) return null;
  const until = s.blockedUntil;
  if (until && Number.isFinite(until.getTime()) && until.getTime() <= t.getTime()) return null;
  return { kind: s.blockKind, until: until && Number.isFinite(until.getTime()) ? until : null } satisfies Block;
}

/**
 * A new block on top of one in force: the longer end wins, and an exclusion stays an exclusion,
 * so a time-out asked during a self-exclusion can never shorten it or make it liftable.
 */
export function combine(current: Block | null, next: Block): Block {
  if (!current) return next;
  const later = (a: Date | null, b: Date | null) => (a === null || b === null ? null : a > b ? a : b);
  const kind = current.kind === 'exclusion' || next.kind === 'exclusion' ? 'exclusion' : 'timeout';
  return { kind, until: later(current.until, next.until) };
}
