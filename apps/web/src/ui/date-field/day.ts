/**
 * Calendar days as the app writes them, yyyy-MM-dd, read from what a person types and walked by the
 * calendar. Pure: every step goes through Date.UTC, so no zone or summer time shifts a day.
 */

/** Zeros of the decimal digit blocks of the offered languages' scripts (Bengali ০, Arabic ٠ and ۰, Devanagari ०, ...). */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0be6, 0x0e50, 0x0ed0, 0x1040, 0x17e0, 0xff10];

/** Any script's digits as 0-9: a Bengali keyboard types ১৯৯০, the value and the API want 1990. */
export function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    const zero = ZEROS.find((z) => cp >= z && cp <= z + 9);
    return zero === undefined ? ch : String(cp - zero);
  });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const dayFrom = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** Year, month (1-12) and day of a yyyy-MM-dd. */
export function partsOf(day: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return [y, m, d];
}

/** The day that many days (or months) away; Date.UTC carries overflow into the next month or year. */
function fromUtc(t: number): string {
  const date = new Date(t);
  return dayFrom(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
export function addDays(day: string, n: number): string {
  const [y, m, d] = partsOf(day);
  return fromUtc(Date.UTC(y, m - 1, d + n));
}
export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** Same day of another month, the month's last when it is shorter (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = partsOf(day);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const [ny, nm] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  return dayFrom(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}
/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = partsOf(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * What a typed text is: nothing, a day, a day the calendar does not have (2026-02-30; `month`, the
 * first of the typed month when that exists, is where the calendar opens), or not a date.
 */
export type Reading =
  | { kind: 'empty' }
  | { kind: 'day'; day: string }
  | { kind: 'impossible'; month?: string }
  | { kind: 'format' };

/** yyyy-MM-dd with - / . or a space between, single-digit month and day allowed, or 8 digits in a row. */
const TYPED = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$|^(\d{4})(\d{2})(\d{2})$/;

export function readDay(text: string): Reading {
  const typed = latinDigits(text).trim();
  if (!typed) return { kind: 'empty' };
  const m = TYPED.exec(typed);
  if (!m) return { kind: 'format' };
  const [y, mo, d] = (m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]]).map(Number) as [number, number, number];
  if (mo < 1 || mo > 12) return { kind: 'impossible' };
  if (d < 1 || d > daysInMonth(y, mo)) return { kind: 'impossible', month: dayFrom(y, mo, 1) };
  return { kind: 'day', day: dayFrom(y, mo, d) };
}

/** A yyyy-MM-dd naming a real day. */
export const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && readDay(v).kind === 'day';

/** Where a day falls against the field's bounds (yyyy-MM-dd compares as text). */
export function rangeOf(day: string, min?: string, max?: string): 'early' | 'late' | 'in' {
  if (min && day < min) return 'early';
  if (max && day > max) return 'late';
  return 'in';
}

/** A day the field may hold: real and within its bounds. */
export const dayWithin = (v: string, min?: string, max?: string) => isDay(v) && rangeOf(v, min, max) === 'in';

/** `day` moved into [min, max]. */
export function clampDay(day: string, min?: string, max?: string): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

/**
 * A month's weeks as the calendar draws them: rows of 7, starting on `firstDay` (0 = Sunday), with
 * null where the cell belongs to the month before or after.
 */
export function monthWeeks(y: number, m: number, firstDay: number): (string | null)[][] {
  const lead = (weekdayOf(dayFrom(y, m, 1)) - firstDay + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysInMonth(y, m); d++) cells.push(dayFrom(y, m, d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
