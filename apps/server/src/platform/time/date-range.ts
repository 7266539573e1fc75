import type { DateRangeQuery } from '@platform/contracts';
import { fieldError, type RuleName } from '../http/app-error';
import { localDay, startOfDay } from './zoned';

const DAY = 86_400_000;
/** A custom range longer than this is refused: the records are for reading, not for exports. */
export const MAX_RANGE_DAYS = 366;

/** yyyy-MM-dd as midnight UTC, or null for a date that does not exist (2026-02-30). */
function dayOf(text: string): number | null {
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== text ? null : t;
}

/**
 * The instants [from, to) a record range covers, in the member's day: `tz` is the browser's IANA
 * zone, so "today" for a member in Asia/Dhaka starts at 18:00 UTC of the day before. 7d and 30d end
 * with today; custom takes two dates, both included. Days are calendar days of the zone (a DST
 * change makes one 23 or 25 hours).
 */
export function rangeOf(q: DateRangeQuery, now: Date): { from: Date; to: Date } {
  const zone = q.tz;
  const span = (first: number, last: number) => ({
    from: new Date(startOfDay(first, zone)),
    to: new Date(startOfDay(last + DAY, zone)),
  });
  const today = localDay(now.getTime(), zone);
  if (q.range === 'today') return span(today, today);
  if (q.range === '7d') return span(today - 6 * DAY, today);
  if (q.range === '30d') return span(today - 29 * DAY, today);
  const from = q.from ? dayOf(q.from) : null;
  const to = q.to ? dayOf(q.to) : null;
  const bad = (field: 'from' | 'to', rule: RuleName) => fieldError(field, rule, { max: MAX_RANGE_DAYS });
  if (from === null) throw bad('from', q.from ? 'format' : 'required');
  if (to === null) throw bad('to', q.to ? 'format' : 'required');
  if (to < from) throw bad('to', 'range');
  if ((to - from) / DAY >= MAX_RANGE_DAYS) throw bad('to', 'range');
  return span(from, to);
}
