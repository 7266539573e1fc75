import { z } from 'zod';
import { serialId } from './bounds';
import { amountInput, money, page, pageQuery } from './money';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './operator-access';
import { API } from './paths';

/** Operator (back office) calls: their own login, the audit log and balance adjustments. */

export const operatorLoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;

/**
 * The first login step's answer; no session yet. `totp`: the operator has an authenticator, send
 * one of its codes with the ticket. `enrol`: the first login (or after an owner reset it): show
 * `otpauthUri` as a QR code (and `secret` for typing), then send a code from the new authenticator
 * with the ticket, which completes the enrolment. A ticket lives 5 minutes and takes 5 codes.
 */
export const operatorLoginResult = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), ticket: z.string() }),
  z.object({
    step: z.literal('enrol'),
    ticket: z.string(),
    /** Base32, as authenticator apps take it typed in. */
    secret: z.string(),
    /** otpauth://totp/<Brand>:<username>?secret=...&issuer=<Brand> (the QR code's content). */
    otpauthUri: z.string(),
  }),
]);
export type OperatorLoginResult = z.infer<typeof operatorLoginResult>;

export const OPERATOR_TICKET_MINUTES = 5;
export const OPERATOR_TICKET_TRIES = 5;

export const operatorTotpBody = z.object({
  ticket: z.string().trim().min(1).max(128),
  /** The 6 digits the authenticator shows now. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type OperatorTotpBody = z.infer<typeof operatorTotpBody>;

/** The signed-in operator: who, which role, what it allows (the back office hides the rest). */
export const operatorMe = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  /** The brand's name (the back office's title). */
  brand: z.string(),
});
export type OperatorMe = z.infer<typeof operatorMe>;
export const operatorSession = z.object({ token: z.string(), operator: operatorMe });
export type OperatorSession = z.infer<typeof operatorSession>;

/** Operator routes called before any session (the two login steps); every other one names a permission. */
export const OPERATOR_SIGN_IN_PATHS: readonly string[] = [API.operatorLogin, API.operatorTotp];
export const OPERATOR_PATH_PREFIX = '/wps/operator/';

/** Operator management (permission 'operators'). */
export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
export const OPERATOR_SORTS = ['id', 'username', 'role', 'status', 'createdAt', 'lastLoginAt'] as const;
export const operatorListQuery = pageQuery.extend({
  sort: z.enum(OPERATOR_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
  role: z.enum(OPERATOR_ROLES).optional(),
  status: z.enum(OPERATOR_STATUSES).optional(),
  /** Part of the username, any case. */
  q: z.string().trim().min(1).max(64).optional(),
});
export type OperatorListQuery = z.infer<typeof operatorListQuery>;
export const operatorItem = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  /** Whether an authenticator is enrolled (false: they enrol one at their next login). */
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorItem = z.infer<typeof operatorItem>;
export const operatorPage = page(operatorItem);
export const operatorIdParams = z.object({ id: serialId });
export const operatorCreateBody = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/),
  password: z.string().min(10).max(128),
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorCreateBody = z.infer<typeof operatorCreateBody>;
export const operatorRoleBody = z.object({ role: z.enum(OPERATOR_ROLES) });
export const operatorStatusBody = z.object({ status: z.enum(OPERATOR_STATUSES) });

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
  // Back office: members (opsmembers)
  'member.disable',
  'member.enable',
  'member.logout',
  'member.password_reset',
  'member.totp_unbind',
  'member.note',
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
  // Configuration (ops-config)
  'config.flags',
  'config.module',
  'config.languages',
  'config.register_rule',
  'config.region_add',
  'config.region_remove',
  'config.maintenance_create',
  'config.maintenance_update',
  'config.maintenance_delete',
  'config.vendor',
  'config.game',
  'config.cs_create',
  'config.cs_update',
  'config.cs_delete',
  // Access (operators: their sessions and management)
  'operator.login',
  'operator.enrol',
  'operator.logout',
  'operator.create',
  'operator.role',
  'operator.disable',
  'operator.enable',
  'operator.totp_reset',
  'reports.reconcile',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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

export const adjustParams = z.object({ memberId: serialId });

export const adjustResult = z.object({
  transferId: z.number(),
  /** True when this Idempotency-Key had already moved the money: nothing moved this time. */
  replayed: z.boolean(),
  balances: z.object({ cash: money, locked: money, bonus: money }),
});
export type AdjustResult = z.infer<typeof adjustResult>;
