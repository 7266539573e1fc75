import type { DateRangeQuery } from '@platform/contracts';
import { fieldError } from '../http/app-error';

const DAY = 86_400_000;
/** A custom range longer than this is refused: the records are for reading, not for exports. */
export const MAX_RANGE_DAYS = 366;

/** yyyy-MM-dd as midnight UTC, or null for a date that does not exist (2026-02-30). */
function dayOf(text: string): number | null {
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== text ? null : t;
}

/**
 * The instants [from, to) a record range covers, in the member's day: `tz` is minutes east of UTC,
 * so "today" for a member in Dhaka (360) starts at 18:00 UTC of the day before. 7d and 30d end
 * with today; custom takes two dates, both included.
 */
export function rangeOf(q: DateRangeQuery, now: Date): { from: Date; to: Date } {
  const shift = q.tz * 60_000;
  const todayStart = Math.floor((now.getTime() + shift) / DAY) * DAY - shift;
  const end = todayStart + DAY;
  if (q.range === 'today') return { from: new Date(todayStart), to: new Date(end) };
  if (q.range === '7d') return { from: new Date(todayStart - 6 * DAY), to: new Date(end) };
  if (q.range === '30d') return { from: new Date(todayStart - 29 * DAY), to: new Date(end) };
  const from = q.from ? dayOf(q.from) : null;
  const to = q.to ? dayOf(q.to) : null;
  const bad = (field: 'from' | 'to', rule: string) => fieldError(field, rule, { max: MAX_RANGE_DAYS });
  if (from === null) throw bad('from', q.from ? 'format' : 'required');
  if (to === null) throw bad('to', q.to ? 'format' : 'required');
  if (to < from) throw bad('to', 'range');
  if ((to - from) / DAY >= MAX_RANGE_DAYS) throw bad('to', 'range');
  return { from: new Date(from - shift), to: new Date(to + DAY - shift) };
}
