import { z } from 'zod';
import { DATE_RANGES, MAX_AMOUNT_MINOR, parseMinor } from './amounts';
import { calendarDay } from './bounds';
import { timeZone } from './time-zone';

/**
 * An amount a member or operator types: a positive decimal with at most 2 decimals, as a string
 * ("100", "100.5", "100.50") or a JSON number whose text reads the same way. Exponents ("1e2"),
 * 3 decimals, NaN, Infinity, negatives, zero, objects and anything above 2^53 - 1 minor units are
 * refused with the rule `amount`, naming the field. The parsed value is minor units as a bigint.
 */
export const amountInput = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'x') : raw.trim();
  const minor = parseMinor(text);
  if (minor === null || minor <= 0n || minor > MAX_AMOUNT_MINOR) {
    ctx.addIssue({ code: 'custom', params: { rule: 'amount' }, message: 'amount' });
    return z.NEVER;
  }
  return minor;
});

/** An amount as the server answers it: "1234.50". */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[\w.:-]+$/);

/** Date ranges of the record screens (spec: today, 7 days, 30 days, custom). */
export const dateRangeQuery = z.object({
  range: z.enum(DATE_RANGES).default('7d'),
  /** yyyy-MM-dd, in the member's time zone; only with range=custom. */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** The member's IANA time zone (the browser's), so "today" is their day (e.g. Asia/Dhaka). */
  tz: timeZone.default('UTC'),
});
export type DateRangeQuery = z.infer<typeof dateRangeQuery>;

export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number(), pageSize: z.number(), total: z.number() });
