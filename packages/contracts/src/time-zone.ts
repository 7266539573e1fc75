import { z } from 'zod';

/**
 * An IANA time zone name as browsers report it (Intl.DateTimeFormat().resolvedOptions().timeZone):
 * "Asia/Dhaka", "America/New_York", "UTC". Names only: numeric offsets ("+06:00") are refused,
 * because PostgreSQL reads their sign the POSIX way (the other way round).
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** True for a zone name this runtime's Intl knows (the server checks with its own). */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A member's IANA zone in a query; a bad one is a field error with the rule `timeZone`. */
export const timeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, { params: { rule: 'timeZone' } });

/** What a browser sends as its zone, from the one place that reads it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
