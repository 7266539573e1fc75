import { z } from 'zod';

/**
 * What PostgreSQL can hold, said where requests are validated. An id past its column's range or a
 * day outside the calendar used to reach the database and fail there (a 500); with these it is a
 * field error like any other.
 */

/** The largest PostgreSQL `integer`: the serial ids (members, operators, articles, conversations...). */
export const PG_INT_MAX = 2_147_483_647;

/** A serial (integer) row id in a path or query string. */
export const serialId = z.coerce.number().int().min(1).max(PG_INT_MAX);

/** A bigserial row id (withdrawals, payouts, chat messages...): as far as a JSON number stays exact. */
export const bigserialId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** True for yyyy-MM-dd naming a day that exists, years 1970 to 2999 (0001-01-01 failed in the reports' date arithmetic). */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1970 || y > 2999) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A day of a report or record range: yyyy-MM-dd that exists (a bad one: the field's `format` rule). */
export const calendarDay = z.string().refine(isCalendarDay, { params: { rule: 'format' } });
