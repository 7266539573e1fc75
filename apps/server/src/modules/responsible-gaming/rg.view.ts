import {
  formatMinor,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type RgBlock,
  type RgLimit,
  type RgLimitKind,
  type RgPeriod,
} from '@platform/contracts';
import { AppError } from '../../platform/http/app-error';
import { type Block, effective } from './rg.rules';
import type { ExclusionRow, StoredLimit } from './rg.store';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-26 16:05 GMT+6": a time in the brand's zone, the way messages name the end of a block. */
export function formatUntil(d: Date, timezone: string): string {
  let f = formats.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    });
    formats.set(timezone, f);
  }
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

export const blockOut = (b: Block): RgBlock => ({ kind: b.kind, until: b.until?.toISOString() ?? null });

/** The refusal a blocked member gets at login, deposit and launch: the code says which block, the value when it ends. */
export function blockedError(b: Block, timezone: string): AppError {
  const details = blockOut(b);
  if (b.kind === 'timeout')
    return new AppError('RG_TIMEOUT', { until: formatUntil(b.until as Date, timezone) }, details);
  if (!b.until) return new AppError('RG_EXCLUDED', {}, details, 'rgExcludedPermanent');
  return new AppError('RG_EXCLUDED', { until: formatUntil(b.until, timezone) }, details);
}

export type Used = Record<RgLimitKind, Record<RgPeriod, bigint>>;

/** Every kind x period, in force now, what waits, and what was used in the window. */
export function limitsOut(rows: StoredLimit[], used: Used, now: Date): RgLimit[] {
  const out: RgLimit[] = [];
  for (const kind of RG_LIMIT_KINDS)
    for (const period of RG_PERIODS) {
      const r = rows.find((x) => x.kind === kind && x.period === period);
      const amount = r ? effective(r, now) : null;
      const waiting = r?.pendingAt && r.pendingAt.getTime() > now.getTime() ? r : null;
      out.push({
        kind,
        period,
        amount: amount === null ? null : formatMinor(amount),
        pending: waiting
          ? {
              amount: waiting.pendingRemove || waiting.pendingMinor === null ? null : formatMinor(waiting.pendingMinor),
              at: (waiting.pendingAt as Date).toISOString(),
            }
          : null,
        used: formatMinor(used[kind][period] > 0n ? used[kind][period] : 0n),
      });
    }
  return out;
}

export const historyOut = (r: ExclusionRow) => ({
  id: r.id,
  kind: r.kind,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt?.toISOString() ?? null,
  setBy: r.setBy,
  reason: r.reason,
});
