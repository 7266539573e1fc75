import { isDay, latinDigits, readDay } from './day';
import { readTime } from './time';

/**
 * The value of a day and a time typed side by side (DateTimeField), and its instant. Pure, so the
 * rules are tested without a page: what a form gets is always what was typed, never an older value.
 */

/** A real day and a time of day, yyyy-MM-ddTHH:mm: the value a datetime-local input had. */
export const isLocalDateTime = (v: string) => {
  const [day = '', time = '', ...rest] = v.split('T');
  return rest.length === 0 && isDay(day) && /^\d{2}:\d{2}$/.test(time) && readTime(time).kind === 'time';
};

/** The day and the time of a value (the time cut to HH:mm), for the two boxes. */
export function splitDateTime(v: string): { day: string; time: string } {
  const [day = '', time = ''] = v.split('T');
  return { day, time: time.slice(0, 5) };
}

/**
 * What the two boxes hold together: '' with neither a day nor a bad time, yyyy-MM-ddTHH:mm once both
 * read, else the texts as typed (Latin digits, a space between: never an ISO form, so no date parser
 * or instant schema takes it for a time). The last is what a form must refuse: keeping the previous
 * value instead would let Save send a time the person no longer sees.
 */
export function joinDateTime(day: string, time: string): string {
  const [d, t] = [readDay(day), readTime(time)];
  if (d.kind === 'empty' && t.kind !== 'bad') return '';
  if (d.kind === 'day' && t.kind === 'time') return `${d.day}T${t.time}`;
  return `${latinDigits(day).trim()} ${latinDigits(time).trim()}`.trim();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as yyyy-MM-ddTHH:mm in the operator's own clock (the browser's zone, as every screen shows time). */
export function localOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An ISO instant with its offset, as the contracts' instants are written (and never a typed text). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
export const isInstant = (v: string) => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v));

/**
 * The form's value for what DateTimeField gives: null for nothing, the instant (UTC ISO) of a local
 * day and time, else the typed text, which the contract's instant schema refuses.
 */
export function instantOfLocal(v: string): string | null {
  if (!v) return null;
  return isLocalDateTime(v) ? new Date(v).toISOString() : v;
}

/** The field's value for what the form holds: the local day and time of an instant, else the typed text. */
export function localOfInstant(v: string | null | undefined): string {
  if (!v) return '';
  return isInstant(v) ? localOf(v) : v;
}
