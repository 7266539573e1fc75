import { z } from 'zod';
import { timeZone } from './time-zone';

/**
 * Money on the wire is a decimal string with exactly 2 decimals ("1234.50"); in the database it is
 * an integer of minor units (bigint). Nothing in between is ever a float.
 */
export const MONEY_DECIMALS = 2;
/** The largest amount any call accepts, in minor units (2^53 - 1: exact in every JSON reader). */
export const MAX_AMOUNT_MINOR = 9_007_199_254_740_991n;

const DECIMAL = /^(0|[1-9]\d{0,15})(\.\d{1,2})?$/;

/** "12.5" -> 1250n; null for anything that is not a plain non-negative decimal with at most 2 places. */
export function parseMinor(text: string): bigint | null {
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
}

/** 1250n -> "12.50"; negative amounts keep their sign ("-0.05"). */
export function formatMinor(minor: bigint | number | string): string {
  const v = BigInt(minor);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return neg ? `-${text}` : text;
}

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

/** The key a client sends with every money-moving call so a retry moves money once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[\w.:-]+$/);

/** Date ranges of the record screens (spec: today, 7 days, 30 days, custom). */
export const DATE_RANGES = ['today', '7d', '30d', 'custom'] as const;
export const dateRangeQuery = z.object({
  range: z.enum(DATE_RANGES).default('7d'),
  /** yyyy-MM-dd, in the member's time zone; only with range=custom. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
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

/**
 * What a ledger movement was, as the account record (transactionHistory) shows and filters it.
 * Every transfer carries exactly one of these.
 */
export const TRANSFER_TYPES = [
  'deposit',
  'withdraw_lock',
  'withdraw_unlock',
  'withdraw_payout',
  'withdraw_return',
  'wallet_out',
  'wallet_in',
  'bet',
  'win',
  'bet_refund',
  'bonus',
  'bonus_release',
  'adjust',
  'commission',
  'agent_transfer',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
