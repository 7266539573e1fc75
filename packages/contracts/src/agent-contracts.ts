import { z } from 'zod';
import { percent, percentInput } from './agent-team';
import { MAX_AMOUNT_MINOR, parseMinor } from './amounts';
import { serialId } from './bounds';
import { dateRangeQuery, money, page, pageQuery } from './money';

/**
 * Dividend and salary contracts between an agent (upline) and a direct downline agent (spec §3,
 * §4, §7), their requests, settlement records and the consolidated data call.
 */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The whitelabel flag that switches each kind on (its agent menu screen and its calls). */
export const CONTRACT_FLAGS: Record<
  ContractKind,
  'contractDividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary'
> = {
  dividend: 'contractDividend',
  dailySalary: 'dailySalary',
  hourlySalary: 'hourlySalary',
  realTimeSalary: 'realTimeSalary',
};

/** Spec §9: contract periods. Dividends choose one; daily salary is daily, hourly hourly, real-time every 5 minutes. */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const CONTRACT_PERIODS = [...DIVIDEND_PERIODS, 'hourly', 'realtime'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export const REALTIME_SALARY_MINUTES = 5;
/** The most a top agent (no upline contract) may offer, in basis points, per kind. */
export const TOP_AGENT_RATE_CAP_BP: Record<ContractKind, number> = {
  dividend: 5000,
  dailySalary: 300,
  hourlySalary: 300,
  realTimeSalary: 300,
};
export const MAX_CONTRACT_TIERS = 10;

/**
 * A tier threshold as typed: like an amount, but 0 is allowed (a tier that needs no bets or loss).
 * Refused with the rule `amount`, naming the field.
 */
export const thresholdInput = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'x') : raw.trim();
  const minor = parseMinor(text);
  if (minor === null || minor > MAX_AMOUNT_MINOR) {
    ctx.addIssue({ code: 'custom', params: { rule: 'amount' }, message: 'amount' });
    return z.NEVER;
  }
  return minor;
});

/**
 * A dividend tier: when the team's period bet, period loss (stake - win, if the team lost) and
 * active members reach these, the downline earns `rate` of the team's loss. The highest tier met counts.
 */
export const dividendTierInput = z.object({
  periodBet: thresholdInput,
  periodLoss: thresholdInput,
  activeMembers: z.coerce.number().int().min(0).max(1_000_000),
  rate: percentInput,
});
/**
 * A salary tier (daily, hourly, real-time): when the team's bet amount in the period and its active
 * members reach these, the downline earns a share of the bet amount: `lossRate` when the team lost
 * in the period, `winRate` when it won or broke even.
 */
export const salaryTierInput = z.object({
  betAmount: thresholdInput,
  activeMembers: z.coerce.number().int().min(0).max(1_000_000),
  winRate: percentInput,
  lossRate: percentInput,
});
export const dividendTier = z.object({ periodBet: money, periodLoss: money, activeMembers: z.number(), rate: percent });
export const salaryTier = z.object({
  betAmount: money,
  activeMembers: z.number(),
  winRate: percent,
  lossRate: percent,
});
export type DividendTier = z.infer<typeof dividendTier>;
export type SalaryTier = z.infer<typeof salaryTier>;

export const CONTRACT_STATUSES = ['accepted', 'completed', 'rejected'] as const;
export const REQUEST_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export const REQUEST_TYPES = ['new', 'termination'] as const;
/** Why a contract completed. */
export const CONTRACT_END_REASONS = ['terminated', 'replaced', 'upline_lowered'] as const;

const party = {
  uplineId: z.number().int(),
  uplineAccount: z.string(),
  downlineId: z.number().int(),
  downlineAccount: z.string(),
};
/**
 * A contract pays for each period that starts at or after its acceptedAt and ends by its endedAt
 * (if it ended): a period it did not cover to the end is not paid. A downline agent's rateCap is the
 * maxRate of its own accepted contract of the kind; a top agent's is TOP_AGENT_RATE_CAP_BP; any other
 * agent without one has 0.00 (it may offer nothing). When a contract ends (terminated, or replaced by
 * a lower one), the downline's own contracts above its new cap end too (upline_lowered), recursively.
 */
export const contract = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  ...party,
  tiers: z.union([z.array(dividendTier), z.array(salaryTier)]),
  /** The highest rate of any tier: what a downline's own offers may not exceed. */
  maxRate: percent,
  status: z.enum(CONTRACT_STATUSES),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contract>;
export const contractRequest = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  type: z.enum(REQUEST_TYPES),
  status: z.enum(REQUEST_STATUSES),
  ...party,
  /** For a new contract: its terms; for a termination: the contract it ends. */
  period: z.enum(CONTRACT_PERIODS),
  tiers: z.union([z.array(dividendTier), z.array(salaryTier)]),
  maxRate: percent,
  contractId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ContractRequest = z.infer<typeof contractRequest>;

/** GET on a kind's path: as upline (contracts I offered) or downline (contracts with my upline). */
export const contractListQuery = pageQuery.extend({
  role: z.enum(['upline', 'downline']).default('upline'),
  /** Only contracts with this direct downline (role upline). */
  memberId: serialId.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export const contractList = page(contract).extend({
  /** Requests in process between the caller and the other side, newest first. */
  requests: z.array(contractRequest),
  /** The highest rate the caller may offer for this kind. */
  rateCap: percent,
});
export type ContractList = z.infer<typeof contractList>;

/** POST on a kind's path. */
export const contractAction = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('offer'),
    downlineId: serialId,
    /** Dividends only (daily when absent); salaries have their kind's period. */
    period: z.enum(DIVIDEND_PERIODS).optional(),
    /**
     * dividendTierInput items for a dividend, salaryTierInput items for a salary; the server parses
     * them by the kind of the path, so a bad value is named as e.g. `tiers.1.rate`. Thresholds must
     * rise from tier to tier (periodBet / betAmount strictly, the others never falling).
     */
    tiers: z.array(z.record(z.string(), z.unknown())).min(1).max(MAX_CONTRACT_TIERS),
  }),
  z.object({ action: z.literal('accept'), requestId: serialId }),
  z.object({ action: z.literal('reject'), requestId: serialId }),
  /** Upline asks to end a contract; the downline accepts or rejects the request. */
  z.object({ action: z.literal('requestTermination'), contractId: serialId }),
  /** Downline ends its contract with the upline at once. */
  z.object({ action: z.literal('terminate'), contractId: serialId }),
]);
export type ContractAction = z.input<typeof contractAction>;
export const contractActionResult = z.object({ request: contractRequest.nullable(), contract: contract.nullable() });

export const consolidatedKind = z.object({
  enabled: z.boolean(),
  /** The caller's accepted contract with its upline, if any. */
  contract: contract.nullable(),
  /** Offers from the upline waiting for the caller's answer. */
  pending: z.array(contractRequest),
  rateCap: percent,
});
export const consolidatedContracts = z.object({
  dividend: consolidatedKind,
  dailySalary: consolidatedKind,
  hourlySalary: consolidatedKind,
  realTimeSalary: consolidatedKind,
});
export type ConsolidatedContracts = z.infer<typeof consolidatedContracts>;

/** paid: moved through the ledger; in_process: the upline's balance was short, retried each run; none: nothing due. */
export const SETTLEMENT_STATUSES = ['paid', 'in_process', 'none'] as const;
export const settlementQuery = dateRangeQuery.extend(pageQuery.shape).extend({
  kind: z.enum(CONTRACT_KINDS),
  /** received: as the downline; paid: as the upline to its downlines. */
  role: z.enum(['received', 'paid']).default('received'),
  memberId: serialId.optional(),
});
export const settlementRow = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  contractId: z.number().int(),
  ...party,
  period: z.enum(CONTRACT_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamBets: money,
  /** The team's win - stake in the period. */
  teamProfit: money,
  activeMembers: z.number().int(),
  rate: percent,
  amount: money,
  status: z.enum(SETTLEMENT_STATUSES),
  paidAt: z.string().nullable(),
});
export type SettlementRow = z.infer<typeof settlementRow>;
export const settlementPage = page(settlementRow).extend({
  totals: z.object({ count: z.number().int(), teamBets: money, amount: money, paid: money }),
});
export type SettlementPage = z.infer<typeof settlementPage>;

export const operatorSettleBody = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** Dividends only: which dividend period to settle (daily when absent). */
  period: z.enum(DIVIDEND_PERIODS).optional(),
  /** ISO instant inside the period to settle; the last closed period when absent or null. Open periods are refused. */
  at: z.string().datetime().nullish(),
});
export type OperatorSettleBody = z.input<typeof operatorSettleBody>;
export const operatorSettleResult = z.object({
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  contracts: z.number().int(),
  paid: z.number().int(),
  inProcess: z.number().int(),
  amount: money,
});
export type OperatorSettleResult = z.infer<typeof operatorSettleResult>;
