import { z } from 'zod';
import { serialId } from './bounds';
import { amountInput, money } from './money';

/**
 * Responsible gaming (issue 13, the regulators' standard set: UKGC RTS 12, MGA): limits per member
 * on deposits, net losses and wagers over rolling windows, a time-out, a self-exclusion, and the
 * reality check of the game window. Lowering or setting a limit applies at once; raising or
 * removing one waits 24 hours (`pending`), so a member cannot undo a limit on impulse.
 */

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
/** Rolling windows: day = the last 24 hours, week = 7 days, month = 30 days. */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];
export const RG_PERIOD_HOURS: Record<RgPeriod, number> = { day: 24, week: 7 * 24, month: 30 * 24 };
/** How long a raise or a removal waits before it applies. */
export const RG_COOLING_OFF_HOURS = 24;

export const RG_TIMEOUTS = ['24h', '7d', '30d'] as const;
export type RgTimeout = (typeof RG_TIMEOUTS)[number];
export const RG_TIMEOUT_HOURS: Record<RgTimeout, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };
export const RG_EXCLUSIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type RgExclusion = (typeof RG_EXCLUSIONS)[number];
/** Calendar months of each self-exclusion; permanent has no end. */
export const RG_EXCLUSION_MONTHS: Record<Exclude<RgExclusion, 'permanent'>, number> = { '6m': 6, '1y': 12, '5y': 60 };
/** Reality check intervals in minutes; 0 turns it off. */
export const RG_REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60] as const;
export const RG_BLOCK_KINDS = ['timeout', 'exclusion'] as const;
export type RgBlockKind = (typeof RG_BLOCK_KINDS)[number];

export const rgLimitBody = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  amount: amountInput,
});
export type RgLimitBody = z.input<typeof rgLimitBody>;
export const rgLimitParams = z.object({ kind: z.enum(RG_LIMIT_KINDS), period: z.enum(RG_PERIODS) });

export const rgTimeoutBody = z.object({ duration: z.enum(RG_TIMEOUTS) });
export type RgTimeoutBody = z.input<typeof rgTimeoutBody>;
/** Sealed: the login password is re-entered (not needed by a member who never set one, e.g. SMS sign-up). */
export const rgExclusionBody = z.object({
  duration: z.enum(RG_EXCLUSIONS),
  password: z.string().max(128).optional(),
});
export type RgExclusionBody = z.input<typeof rgExclusionBody>;
export const rgRealityCheckBody = z.object({ minutes: z.literal(RG_REALITY_CHECK_MINUTES) });
export type RgRealityCheckBody = z.input<typeof rgRealityCheckBody>;

export const rgSessionQuery = z.object({
  /** When the game window opened (the launch answer's `launchedAt`), ISO 8601. */
  since: z.iso.datetime({ offset: true }),
});

export const rgLimit = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** In force now; null: no limit. */
  amount: money.nullable(),
  /** A raise (amount) or a removal (amount null) waiting until `at`. */
  pending: z.object({ amount: money.nullable(), at: z.string() }).nullable(),
  /** Deposited, net lost (never below 0) or wagered within the window, whether or not a limit is set. */
  used: money,
});
export type RgLimit = z.infer<typeof rgLimit>;

export const rgBlock = z.object({
  kind: z.enum(RG_BLOCK_KINDS),
  /** null: permanent self-exclusion. */
  until: z.string().nullable(),
});
export type RgBlock = z.infer<typeof rgBlock>;

export const rgState = z.object({
  /** Every kind x period, in the order of RG_LIMIT_KINDS then RG_PERIODS. */
  limits: z.array(rgLimit),
  block: rgBlock.nullable(),
  /** Minutes between reality checks in the game window; null: off. */
  realityCheckMinutes: z.number().int().nullable(),
  currency: z.string(),
  /** Self-exclusion asks for the login password; a member who never set one (SMS sign-up) is not asked. */
  passwordRequired: z.boolean(),
});
export type RgState = z.infer<typeof rgState>;

/** What starting a time-out or self-exclusion answers; the member's sessions have ended. */
export const rgBlockResult = rgBlock;

export const rgSession = z.object({
  since: z.string(),
  rounds: z.number().int(),
  staked: money,
  won: money,
  /** won - staked: negative when the member is down. */
  net: money,
  currency: z.string(),
});
export type RgSession = z.infer<typeof rgSession>;

// Operators (back office): read a member's state and history, set or lift a block.
export const rgMemberParams = z.object({ memberId: serialId });
export const rgOperatorBlockBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), duration: z.enum(RG_TIMEOUTS), reason: z.string().trim().min(1).max(200) }),
  z.object({
    kind: z.literal('exclusion'),
    duration: z.enum(RG_EXCLUSIONS),
    reason: z.string().trim().min(1).max(200),
  }),
]);
export type RgOperatorBlockBody = z.input<typeof rgOperatorBlockBody>;
export const rgOperatorLiftBody = z.object({ reason: z.string().trim().min(1).max(200) });

export const rgExclusionEntry = z.object({
  id: z.number().int(),
  kind: z.enum(RG_BLOCK_KINDS),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** 'member' or 'operator:<id>'. */
  setBy: z.string(),
  reason: z.string().nullable(),
});
export const rgOperatorState = rgState.extend({
  memberId: z.number().int(),
  account: z.string(),
  history: z.array(rgExclusionEntry),
});
export type RgOperatorState = z.infer<typeof rgOperatorState>;
