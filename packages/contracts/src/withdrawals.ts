import { z } from 'zod';
import { bigserialId, serialId } from './bounds';
import { LIMITS } from './constants';
import { amountInput, dateRangeQuery, money, page, pageQuery } from './money';
import { checkWindow, opsListFilters } from './ops-lists';
import { imageList } from './uploads';

/**
 * Withdraw (spec §3, §4): payout accounts bound to the member, a 6-digit payment password, and
 * withdrawals that move through requested -> approved | rejected | cancelled, then are paid out in
 * one or more parts that the member confirms (received, or not received with proof images).
 */

export const PAYOUT_KINDS = ['ewallet', 'bank'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/**
 * Where a member can be paid. E-wallet numbers are the wallet's mobile number (Rocket adds a check
 * digit: 12 digits); bank account numbers vary by bank, so only their length is bounded.
 */
export const PAYOUT_PROVIDERS = {
  bkash: { kind: 'ewallet', pattern: /^01\d{9}$/ },
  nagad: { kind: 'ewallet', pattern: /^01\d{9}$/ },
  rocket: { kind: 'ewallet', pattern: /^01\d{9,10}$/ },
  upay: { kind: 'ewallet', pattern: /^01\d{9}$/ },
  dbbl: { kind: 'bank', pattern: /^\d{8,20}$/ },
  brac: { kind: 'bank', pattern: /^\d{8,20}$/ },
  city: { kind: 'bank', pattern: /^\d{8,20}$/ },
  islami: { kind: 'bank', pattern: /^\d{8,20}$/ },
  sonali: { kind: 'bank', pattern: /^\d{8,20}$/ },
  ebl: { kind: 'bank', pattern: /^\d{8,20}$/ },
} as const satisfies Record<string, { kind: PayoutKind; pattern: RegExp }>;
export type PayoutProvider = keyof typeof PAYOUT_PROVIDERS;
export const PAYOUT_PROVIDER_CODES = Object.keys(PAYOUT_PROVIDERS) as PayoutProvider[];

/** At most this many accounts are bound at once (removed ones do not count). */
export const MAX_PAYOUT_ACCOUNTS = 5;
export const PAYMENT_PASSWORD_LENGTH = 6;
/** Wrong payment passwords in a row before withdrawals lock, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;

/** "01712345678" -> "*******5678": only the last 4 digits are ever shown to the member. */
export function maskAccountNumber(number: string): string {
  const tail = number.slice(-4);
  return `${'*'.repeat(Math.max(0, number.length - 4))}${tail}`;
}

/** The holder must be the member's real name: the same words, ignoring case and extra spaces. */
export function sameHolderName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return norm(a) === norm(b);
}

/** Letters of any script, marks (Bengali vowel signs), spaces, dots, apostrophes and hyphens. */
export const holderName = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u);

export const payoutAccountBody = z
  .object({
    provider: z.enum(PAYOUT_PROVIDER_CODES as [PayoutProvider, ...PayoutProvider[]]),
    accountNumber: z
      .string()
      .trim()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6,20}$/)),
    holderName,
  })
  .superRefine((b, ctx) => {
    if (!PAYOUT_PROVIDERS[b.provider].pattern.test(b.accountNumber))
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], params: { rule: 'pattern' }, message: 'pattern' });
  });
export type PayoutAccountBody = z.input<typeof payoutAccountBody>;

export const payoutAccount = z.object({
  id: z.number(),
  kind: z.enum(PAYOUT_KINDS),
  provider: z.string(),
  /** Masked: all but the last 4 digits are '*'. */
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
export const payoutAccountList = z.object({ list: z.array(payoutAccount), max: z.number() });
export type PayoutAccountList = z.infer<typeof payoutAccountList>;
export const withdrawalParams = z.object({ id: bigserialId });
/** A payout account is a serial row, unlike the withdrawals (bigserial). */
export const payoutAccountParams = z.object({ id: serialId });
export const payoutPartParams = z.object({ pid: bigserialId });
export const withdrawalPartParams = z.object({ id: bigserialId, pid: bigserialId });

const sixDigits = z.string().regex(/^\d{6}$/);
export const setPaymentPasswordBody = z.object({
  paymentPassword: sixDigits,
  confirmPaymentPassword: z.string().max(64),
});
export const changePaymentPasswordBody = z.object({
  oldPaymentPassword: z.string().min(1).max(64),
  newPaymentPassword: sixDigits,
  confirmPaymentPassword: z.string().max(64),
});
/** Forgotten payment password: a code sent to the bound mobile (POST /wps/verification/sms/member). */
export const resetPaymentPasswordBody = z.object({
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  newPaymentPassword: sixDigits,
  confirmPaymentPassword: z.string().max(64),
});
export type SetPaymentPasswordBody = z.infer<typeof setPaymentPasswordBody>;
export type ChangePaymentPasswordBody = z.infer<typeof changePaymentPasswordBody>;
export type ResetPaymentPasswordBody = z.infer<typeof resetPaymentPasswordBody>;

/**
 * requested -> approved | rejected | cancelled (member, only while requested);
 * approved -> paid (parts paid out, awaiting confirmation) -> completed (received == amount);
 * paid -> disputed while a part is reported not received, until an operator forces or returns it.
 */
export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'cancelled',
  'paid',
  'disputed',
  'completed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A part: paid (awaiting the member) -> received | not_received; not_received -> received | returned. */
export const PAYOUT_STATUSES = ['paid', 'received', 'not_received', 'returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const WITHDRAWAL_EVENTS = [
  'requested',
  'approved',
  'rejected',
  'cancelled',
  'paid',
  'received',
  'not_received',
  'forced',
  'returned',
  'completed',
] as const;
export type WithdrawalEvent = (typeof WITHDRAWAL_EVENTS)[number];

export const withdrawBody = z.object({
  amount: amountInput,
  payoutAccountId: serialId,
  paymentPassword: z.string().min(1).max(64),
});
export type WithdrawBody = z.input<typeof withdrawBody>;

export const notReceivedBody = z.object({
  /** 1 to 3 png or jpg images, at most 5 MB each (checked by the upload service, spec §8 messages). */
  proof: imageList(LIMITS.uploadMaxImages),
  remark: z.string().trim().max(LIMITS.remarkMaxLength).optional(),
});
export type NotReceivedBody = z.input<typeof notReceivedBody>;

export const withdrawalPart = z.object({
  id: z.number(),
  amount: money,
  status: z.enum(PAYOUT_STATUSES),
  paidAt: z.string(),
  /** When an unconfirmed part counts as received (spec §9 "after {0} minutes"). */
  autoReceiptAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Counted as received by the clock, not by the member. */
  auto: z.boolean(),
  /** Upload ids of the "not received" proof (GET /wps/uploads/:id). */
  proofIds: z.array(z.string()),
  remark: z.string().nullable(),
});
export type WithdrawalPart = z.infer<typeof withdrawalPart>;

export const withdrawalStep = z.object({
  event: z.enum(WITHDRAWAL_EVENTS),
  at: z.string(),
  amount: money.nullable(),
  payoutId: z.number().nullable(),
  auto: z.boolean(),
});
export type WithdrawalStep = z.infer<typeof withdrawalStep>;

export const withdrawal = z.object({
  id: z.number(),
  amount: money,
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Paid out and not returned (received or awaiting confirmation). */
  paid: money,
  received: money,
  /** amount - received: what the member is still owed. */
  remaining: money,
  account: payoutAccount.omit({ id: true, createdAt: true }),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancellable: z.boolean(),
  parts: z.array(withdrawalPart),
  timeline: z.array(withdrawalStep),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawRecordsQuery = dateRangeQuery.extend(pageQuery.shape).extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export type WithdrawRecordsQuery = z.input<typeof withdrawRecordsQuery>;
export const withdrawalPage = page(withdrawal);
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

export const withdrawInfo = z.object({
  currency: z.string(),
  /** Cash in the main wallet (bonus money is not cash). */
  balance: money,
  /**
   * What the member can withdraw now: the cash once turnover is met, 0.00 while any is still to
   * bet (withdrawing is refused until then, so the whole balance would promise what is locked).
   */
  withdrawable: money,
  /** Held by withdrawals still in progress. */
  locked: money,
  min: money,
  max: money,
  turnover: z.object({ required: money, done: money, remaining: money }),
  accounts: z.array(payoutAccount),
  maxAccounts: z.number(),
  /** The member's real name; null until set (the first bound account sets it). */
  realName: z.string().nullable(),
  paymentPasswordSet: z.boolean(),
  /** ISO time until which wrong payment passwords lock withdrawals; null when not locked. */
  lockedUntil: z.string().nullable(),
  autoReceiptMinutes: z.number(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

// Operator side
export const OPS_WITHDRAWAL_SORTS = ['createdAt', 'amount'] as const;
export const operatorWithdrawalsQuery = pageQuery
  .extend({
    status: z.enum(WITHDRAWAL_STATUSES).optional(),
    ...opsListFilters,
    sort: z.enum(OPS_WITHDRAWAL_SORTS).optional(),
  })
  .superRefine(checkWindow);
export type OperatorWithdrawalsQuery = z.input<typeof operatorWithdrawalsQuery>;
export const operatorWithdrawal = withdrawal.extend({
  memberId: z.number(),
  memberAccount: z.string(),
  /** The full account number: the operator pays to it. */
  accountNumber: z.string(),
  operatorId: z.number().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;
export const operatorWithdrawalPage = page(operatorWithdrawal);
export const rejectBody = z.object({ reason: z.string().trim().min(1).max(200) });
export const payoutBody = z.object({ amount: amountInput });
export type PayoutBody = z.input<typeof payoutBody>;
