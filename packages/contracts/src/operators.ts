import { z } from 'zod';
import { amountInput, money, page, pageQuery } from './money';

/** Operator (back office) calls: their own login, the audit log and balance adjustments. */

export const operatorLoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;
export const operatorLoginResult = z.object({ token: z.string() });

/** Dotted action names the audit log records (other capabilities add theirs). */
export const AUDIT_ACTIONS = [
  'member.adjust',
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.payout',
  // Money (withdrawals: WD)
  'withdrawal.force_receipt',
  'withdrawal.return',
  'withdrawal.auto_receipt',
  // Content (back office: banners, announcements and promotions, help sections)
  'banner.create',
  'banner.update',
  'banner.enable',
  'banner.disable',
  'banner.order',
  'banner.delete',
  'announcement.create',
  'announcement.update',
  'announcement.publish',
  'announcement.unpublish',
  'announcement.delete',
  'help.save',
  'help.delete',
  // Back office cashier (payment channels)
  'channel.update',
] as const;

export const auditQuery = pageQuery.extend({
  action: z.string().trim().min(1).max(64).optional(),
  targetType: z.string().trim().min(1).max(64).optional(),
  targetId: z.string().trim().min(1).max(128).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number(),
  operatorId: z.number().nullable(),
  operator: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = page(auditEntry);

export const ADJUST_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUST_WALLETS = ['cash', 'bonus'] as const;

/**
 * An operator's balance adjustment. Credits to the bonus wallet bring a turnover requirement of
 * `turnoverBp` basis points of the amount (the brand's bonus multiplier when absent).
 */
export const adjustBody = z.object({
  direction: z.enum(ADJUST_DIRECTIONS),
  amount: amountInput,
  wallet: z.enum(ADJUST_WALLETS),
  reason: z.string().trim().min(1).max(200),
  turnoverBp: z.number().int().min(0).max(1_000_000).optional(),
});
export type AdjustBody = z.input<typeof adjustBody>;

export const adjustParams = z.object({ memberId: z.coerce.number().int().positive() });

export const adjustResult = z.object({
  transferId: z.number(),
  /** True when this Idempotency-Key had already moved the money: nothing moved this time. */
  replayed: z.boolean(),
  balances: z.object({ cash: money, locked: money, bonus: money }),
});
export type AdjustResult = z.infer<typeof adjustResult>;
