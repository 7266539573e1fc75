import { z } from 'zod';
import { REQUEST_STATUSES } from './agent-contracts';
import { serialId } from './bounds';
import { amountInput, dateRangeQuery, money, page, pageQuery } from './money';

/** Per-transfer and daily limits, in minor units (the daily total counts what a member SENT today, brand day). */
export const TRANSFER_MIN_MINOR = 100n;
export const TRANSFER_MAX_MINOR = 5_000_000n;
export const TRANSFER_DAILY_MINOR = 20_000_000n;

export const TRANSFER_DIRECTIONS = ['downline', 'upline'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

const paymentPassword = z.string().min(1).max(64);
export const transferDownlineBody = z.object({
  memberId: serialId,
  amount: amountInput,
  paymentPassword,
});
export type TransferDownlineBody = z.input<typeof transferDownlineBody>;
export const transferUplineBody = z.object({ amount: amountInput, paymentPassword });
export type TransferUplineBody = z.input<typeof transferUplineBody>;

export const transferLimits = z.object({ min: money, max: money, daily: money });
export type TransferLimits = z.infer<typeof transferLimits>;

export const agentTransferInfo = z.object({
  currency: z.string(),
  balance: money,
  limits: transferLimits,
  /** Sent today (brand day), both directions; `remainingToday` = daily - usedToday (never below 0). */
  usedToday: money,
  remainingToday: money,
  upline: z.object({ memberId: z.number().int(), account: z.string() }).nullable(),
  paymentPasswordSet: z.boolean(),
});
export type AgentTransferInfo = z.infer<typeof agentTransferInfo>;

export const agentTransferResult = z.object({
  id: z.number().int(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  toMemberId: z.number().int(),
  toAccount: z.string(),
  amount: money,
  /** The sender's cash after the transfer (on a replay: as it was then). */
  balance: money,
  /** True when this Idempotency-Key had already made the transfer; nothing moved this time. */
  replayed: z.boolean(),
  createdAt: z.string(),
});
export type AgentTransferResult = z.infer<typeof agentTransferResult>;

export const TRANSFER_RECORD_SIDES = ['all', 'sent', 'received'] as const;
export const agentTransferRecordsQuery = dateRangeQuery.extend(pageQuery.shape).extend({
  side: z.enum(TRANSFER_RECORD_SIDES).default('all'),
});
export type AgentTransferRecordsQuery = z.input<typeof agentTransferRecordsQuery>;

export const agentTransferRecord = z.object({
  id: z.number().int(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  /** As the caller sees it: it sent the money or received it. */
  side: z.enum(['sent', 'received']),
  counterpartyId: z.number().int(),
  counterparty: z.string(),
  amount: money,
  createdAt: z.string(),
});
export type AgentTransferRecord = z.infer<typeof agentTransferRecord>;
export const agentTransferRecordPage = page(agentTransferRecord).extend({
  totals: z.object({ sent: money, received: money }),
});
export type AgentTransferRecordPage = z.infer<typeof agentTransferRecordPage>;

// Affiliate (agent) application: request states of spec §4.
export const AFFILIATE_APPLICATION_STATUSES = REQUEST_STATUSES;
export type AffiliateApplicationStatus = (typeof AFFILIATE_APPLICATION_STATUSES)[number];
export const affiliateApplyBody = z.object({
  reason: z.string().trim().max(140).optional(),
  contact: z.string().trim().max(64).optional(),
});
export type AffiliateApplyBody = z.input<typeof affiliateApplyBody>;

export const affiliateApplication = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  status: z.enum(AFFILIATE_APPLICATION_STATUSES),
  reason: z.string().nullable(),
  contact: z.string().nullable(),
  /** The operator's note on a decision (shown to the member on a rejection). */
  remark: z.string().nullable(),
  /** The invitation code the approval issued; null otherwise. */
  affiliateCode: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AffiliateApplication = z.infer<typeof affiliateApplication>;
/** The member's view: its latest application (null: never applied) and whether it may apply now. */
export const affiliateApplicationState = z.object({
  application: affiliateApplication.nullable(),
  canApply: z.boolean(),
  isAgent: z.boolean(),
});
export type AffiliateApplicationState = z.infer<typeof affiliateApplicationState>;

export const operatorApplicationsQuery = pageQuery.extend({
  status: z.enum(AFFILIATE_APPLICATION_STATUSES).optional(),
});
export const affiliateApplicationPage = page(affiliateApplication);
export type AffiliateApplicationPage = z.infer<typeof affiliateApplicationPage>;
export const AFFILIATE_REVIEW_ACTIONS = ['approve', 'reject'] as const;
export const operatorReviewParams = z.object({
  id: serialId,
  action: z.enum(AFFILIATE_REVIEW_ACTIONS),
});
export const operatorReviewBody = z.object({ remark: z.string().trim().max(140).optional() });
