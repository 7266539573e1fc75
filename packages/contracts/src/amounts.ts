/**
 * Money on the wire is a decimal string with exactly 2 decimals ("1234.50"); in the database it is
 * an integer of minor units (bigint). Nothing in between is ever a float.
 *
 * The helpers and constants here hold no schema: the web's first paint formats amounts with them,
 * and a module the first paint imports is bundled whole with what lazy screens use of it (its
 * schemas, and Zod with them). The schemas are in money.ts.
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

/** The key a client sends with every money-moving call so a retry moves money once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const DATE_RANGES = ['today', '7d', '30d', 'custom'] as const;

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
