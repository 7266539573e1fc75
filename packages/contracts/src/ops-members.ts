import { z } from 'zod';
import { serialId } from './bounds';
import { money, page, pageQuery } from './money';
import { SORT_ORDERS } from './ops-lists';

/**
 * The back office's Members section: find a member (username, mobile, id, IP), read the member page
 * (profile, balances, ledger, rounds, cashier, sessions and IPs, notes) and act on the account
 * (disable, enable, force logout, reset password, unbind authenticator, notes). Balance
 * adjustments (operators.ts) and responsible gaming (responsible-gaming.ts) keep their own calls.
 */

/** What the search box's text is matched against; `any` tries every key the text can be. */
export const OPS_MEMBER_SEARCH_KEYS = ['any', 'username', 'mobile', 'id', 'ip'] as const;
export type OpsMemberSearchKey = (typeof OPS_MEMBER_SEARCH_KEYS)[number];
export const OPS_MEMBER_SORTS = ['id', 'account', 'createdAt', 'lastLoginAt'] as const;
export const OPS_MEMBER_STATUSES = ['active', 'disabled'] as const;
export type OpsMemberStatus = (typeof OPS_MEMBER_STATUSES)[number];

export const opsMemberSearchQuery = pageQuery.extend({
  /**
   * Username (prefix, any case), mobile (a full number in any form the brand reads, or the start of
   * one), member id, or an IP the member registered or logged in from (exact).
   */
  q: z.string().trim().max(64).optional(),
  by: z.enum(OPS_MEMBER_SEARCH_KEYS).default('any'),
  status: z.enum(OPS_MEMBER_STATUSES).optional(),
  /** true: agents only; false: players only. */
  agent: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(OPS_MEMBER_SORTS).default('id'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type OpsMemberSearchQuery = z.input<typeof opsMemberSearchQuery>;

export const opsMemberRow = z.object({
  id: z.number().int(),
  account: z.string(),
  /** Masked in the list (maskMobile); the member page shows the full number. */
  mobile: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(OPS_MEMBER_STATUSES),
  vip: z.string(),
  upline: z.string().nullable(),
  registerIp: z.string().nullable(),
  cash: money,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OpsMemberRow = z.infer<typeof opsMemberRow>;
export const opsMemberPage = page(opsMemberRow);

export const opsMemberParams = z.object({ memberId: serialId });

export const opsBalances = z.object({
  cash: money,
  locked: money,
  bonus: money,
  /** Transfer-mode game wallets, by vendor code. */
  games: z.array(z.object({ vendor: z.string(), balance: money })),
});

export const opsMember = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** The full E.164 number: operators verify callers by it (the list masks it). */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The payee (bank account holder) name. */
  payeeName: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  status: z.enum(OPS_MEMBER_STATUSES),
  vip: z.object({ level: z.number().int(), name: z.string() }),
  language: z.string(),
  upline: z.object({ id: z.number().int(), account: z.string() }).nullable(),
  affiliateCode: z.string().nullable(),
  referralCode: z.string().nullable(),
  registerIp: z.string().nullable(),
  /** Other registration fields the member gave (line, whatsapp, birthday...). */
  profile: z.record(z.string(), z.string()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  passwordChangedAt: z.string(),
  /** An operator reset the password: the member must choose a new one at the next login. */
  mustChangePassword: z.boolean(),
  totpBound: z.boolean(),
  liveSessions: z.number().int(),
  balances: opsBalances,
});
export type OpsMember = z.infer<typeof opsMember>;

export const opsLedgerEntry = z.object({
  id: z.number(),
  type: z.string(),
  direction: z.enum(['in', 'out']),
  /** member_cash, member_locked, member_bonus or member_vendor (with `vendor`). */
  wallet: z.string(),
  vendor: z.string(),
  /** The other side: a house account kind, or another member wallet. */
  counterparty: z.string(),
  amount: money,
  balanceAfter: money,
  memo: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const opsLedgerPage = page(opsLedgerEntry);

export const opsRoundsQuery = pageQuery.extend({ status: z.enum(['open', 'settled', 'cancelled']).optional() });
export const opsRound = z.object({
  id: z.number(),
  vendor: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  stake: money,
  win: money,
  status: z.enum(['open', 'settled', 'cancelled']),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const opsRoundsPage = page(opsRound);

export const opsDeposit = z.object({
  id: z.number(),
  amount: money,
  currency: z.string(),
  status: z.string(),
  channel: z.string(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const opsDepositsPage = page(opsDeposit);

export const opsWithdrawal = z.object({
  id: z.number(),
  amount: money,
  paid: money,
  received: money,
  status: z.string(),
  account: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export const opsWithdrawalsPage = page(opsWithdrawal);

export const opsSession = z.object({
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  ip: z.string().nullable(),
  /** The browser's User-Agent at login (null for sessions from before it was kept). */
  device: z.string().nullable(),
  remember: z.boolean(),
  state: z.enum(['live', 'ended', 'expired']),
});
export const opsSessionsPage = page(opsSession);

export const opsMemberIp = z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() });
export const opsMemberIpsPage = page(opsMemberIp);

export const opsNoteBody = z.object({ text: z.string().trim().min(1).max(500) });
export type OpsNoteBody = z.input<typeof opsNoteBody>;
export const opsNote = z.object({
  id: z.number(),
  text: z.string(),
  operatorId: z.number().nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export const opsNotesPage = page(opsNote);

/** Every account action says why (kept in the audit log). */
export const opsActionBody = z.object({ reason: z.string().trim().min(1).max(200) });
export type OpsActionBody = z.input<typeof opsActionBody>;
/** What an action leaves: the member's state after it. */
export const opsActionResult = z.object({
  status: z.enum(OPS_MEMBER_STATUSES),
  liveSessions: z.number().int(),
  totpBound: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type OpsActionResult = z.infer<typeof opsActionResult>;
/** A reset password is shown once, to the operator who reset it; it is stored only hashed. */
export const opsPasswordResetResult = opsActionResult.extend({ temporaryPassword: z.string() });
