import { z } from 'zod';
import { calendarDay } from './bounds';
import { money, page, pageQuery } from './money';
import { SORT_ORDERS } from './ops-lists';

/**
 * The back office's dashboard and reports (permission `reports`). Every day here is a brand day:
 * a calendar day of the brand's time zone (brands.timezone), the one the day stats, the team
 * roll-up and contract settlement use. Amounts are decimal strings ("1234.50"); GGR = bets - wins;
 * NGR = GGR - bonuses - rebates.
 */

export const OPS_PERIODS = ['today', '7d', '30d'] as const;
export type OpsPeriod = (typeof OPS_PERIODS)[number];

export const dashboardQuery = z.object({ period: z.enum(OPS_PERIODS).default('today') });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Money and head counts of a period or of one day. */
export const opsFigures = z.object({
  /** Deposits credited (approved or paid), by decision time. */
  deposits: money,
  /** Withdrawal parts paid out and not returned, by payout time. */
  withdrawals: money,
  /** Stakes of settled rounds, by the day they settled (a rolled-back stake is not counted). */
  bets: money,
  /** Payouts of those rounds. */
  wins: money,
  /** bets - wins. */
  ggr: money,
  /** Net bonus given: transfers out of the brand's promotion accounts minus those back into them. */
  bonuses: money,
  /** Net paid out of the brand's commission (rebate) accounts; no rebate payout exists yet, so 0.00 today. */
  rebates: money,
  /** ggr - bonuses - rebates. */
  ngr: money,
  rounds: z.number(),
  /** Members with a settled round (a bet) in the period. */
  activePlayers: z.number(),
  registrations: z.number(),
  /** Members whose first credited deposit ever falls in the period. */
  firstDepositors: z.number(),
});
export type OpsFigures = z.infer<typeof opsFigures>;

export const gameFigures = z.object({ rounds: z.number(), bets: money, wins: money, ggr: money });

export const reconcileStatus = z.object({
  /** ok: every invariant held at the last run; problems: some did not; never: no run yet. */
  status: z.enum(['ok', 'problems', 'never']),
  checkedAt: z.string().nullable(),
  /** How long the last run took (ms). */
  ms: z.number().nullable(),
  problems: z.number(),
  accounts: z.number(),
  transfers: z.number(),
  /** The first problems found (check name and row), at most 20. */
  details: z.array(z.object({ check: z.string(), detail: z.record(z.string(), z.unknown()) })),
});
export type ReconcileStatus = z.infer<typeof reconcileStatus>;

export const dashboard = z.object({
  period: z.enum(OPS_PERIODS),
  /** First and last brand day of the period (yyyy-MM-dd), and the brand's zone. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  totals: opsFigures,
  /** One entry per brand day of the period, oldest first (activePlayers: that day's). */
  series: z.array(opsFigures.extend({ day: z.string() })),
  byVendor: z.array(gameFigures.extend({ vendor: z.string(), name: z.string() })),
  byCategory: z.array(gameFigures.extend({ category: z.string() })),
  reconcile: reconcileStatus,
});
export type Dashboard = z.infer<typeof dashboard>;

const day = calendarDay;

/**
 * A report's brand days, both included (at most 366). Left out, `to` is the brand's today and `from`
 * six days before `to`: the server decides, since only it knows the brand's zone (a browser's today
 * is another day for hours of every day).
 */
export const reportRange = z.object({ from: day.optional(), to: day.optional() });
/** The brand days a report answered for (what it was asked, or the default range). */
const answeredRange = z.object({ from: z.string(), to: z.string() });

/** Daily profit and loss: one row per brand day and vendor (or category). */
export const PNL_GROUPS = ['vendor', 'category'] as const;
export const PNL_SORTS = ['day', 'key', 'rounds', 'bets', 'wins', 'ggr'] as const;
export const pnlQuery = pageQuery.extend({
  ...reportRange.shape,
  by: z.enum(PNL_GROUPS).default('vendor'),
  sort: z.enum(PNL_SORTS).default('day'),
  order: z.enum(SORT_ORDERS).default('desc'),
  /** Only this vendor code (by=vendor) or category (by=category). */
  key: z.string().trim().min(1).max(64).optional(),
});
export type PnlQuery = z.infer<typeof pnlQuery>;
export const pnlRow = gameFigures.extend({ day: z.string(), key: z.string(), name: z.string() });
export type PnlRow = z.infer<typeof pnlRow>;
export const pnlPage = page(pnlRow).extend({ totals: gameFigures, ...answeredRange.shape });

/** Per member over the range: members with a deposit, a withdrawal or a settled round in it. */
export const PLAYER_SORTS = ['memberId', 'username', 'deposits', 'withdrawals', 'bets', 'wins', 'ggr'] as const;
export const playersQuery = pageQuery.extend({
  ...reportRange.shape,
  sort: z.enum(PLAYER_SORTS).default('ggr'),
  order: z.enum(SORT_ORDERS).default('desc'),
  /** Part of the username, or a member id. */
  q: z.string().trim().min(1).max(64).optional(),
});
export type PlayersQuery = z.infer<typeof playersQuery>;
export const playerRow = z.object({
  memberId: z.number(),
  username: z.string(),
  deposits: money,
  withdrawals: money,
  rounds: z.number(),
  bets: money,
  wins: money,
  ggr: money,
});
export type PlayerRow = z.infer<typeof playerRow>;
export const playersPage = page(playerRow).extend(answeredRange.shape);

/** Per agent over the range: its team (downline, itself excluded) and what it was paid by contract. */
export const AGENT_SORTS = [
  'agentId',
  'username',
  'teamSize',
  'deposits',
  'bets',
  'ggr',
  'dividends',
  'salaries',
] as const;
export const agentsQuery = pageQuery.extend({
  ...reportRange.shape,
  sort: z.enum(AGENT_SORTS).default('ggr'),
  order: z.enum(SORT_ORDERS).default('desc'),
  q: z.string().trim().min(1).max(64).optional(),
});
export type AgentsQuery = z.infer<typeof agentsQuery>;
export const agentRow = z.object({
  agentId: z.number(),
  username: z.string(),
  /** Downline members now (any depth). */
  teamSize: z.number(),
  deposits: money,
  withdrawals: money,
  bets: money,
  wins: money,
  ggr: money,
  /** Contract settlements paid to this agent in the range (by payment time): dividends and salaries. */
  dividends: money,
  salaries: money,
});
export type AgentRow = z.infer<typeof agentRow>;
export const agentsPage = page(agentRow).extend(answeredRange.shape);

/** What a CSV export answers (text/csv; a header row of English column names, then one line per row). */
export const csvFile = z.string().describe('text/csv: a header row, then one line per row; amounts as decimal strings');
