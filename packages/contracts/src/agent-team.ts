import { z } from 'zod';
import { TRANSFER_TYPES } from './amounts';
import { betRound, betTotals } from './bets';
import { serialId } from './bounds';
import { CATEGORY_CODES } from './catalogue';
import { dateRangeQuery, money, page, pageQuery } from './money';
import { timeZone } from './time-zone';

/**
 * A rebate or contract rate as typed: a percentage 0..100 with at most 2 decimals ("1.5", "1.50",
 * 0.8). Parsed to basis points (1.50% -> 150). Refused with the rule `percent`, naming the field.
 */
export const percentInput = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'x') : raw.trim();
  const m = /^(0|[1-9]\d{0,2})(?:\.(\d{1,2}))?$/.exec(text);
  const bp = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : -1;
  if (bp < 0 || bp > 10_000) {
    ctx.addIssue({ code: 'custom', params: { rule: 'percent' }, message: 'percent' });
    return z.NEVER;
  }
  return bp;
});
/** A percentage as the server answers it: "1.50". */
export const percent = z.string().regex(/^\d{1,3}\.\d{2}$/);
/** 150 -> "1.50". */
export const formatBasisPoints = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A member id named in a path, query or body. */
export const memberIdParam = z.object({ memberId: serialId });

/** What a downline account is: a player, or an agent who can build a team of its own. */
export const DOWNLINE_KINDS = ['member', 'agent'] as const;
/** The agent type a downline agent gets (top agents are type 1). */
export const DOWNLINE_AGENT_TYPE = 2;

export const agentProfile = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  rebate: percent,
  uplineId: z.number().int().nullable(),
  uplineAccount: z.string().nullable(),
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** The brand's clock, for the agent center's GMT clock: minutes east of UTC. */
  utcOffsetMinutes: z.number().int(),
});
export type AgentProfile = z.infer<typeof agentProfile>;

/** One period of the team overview; profit is the team's win - stake (negative: the team lost). */
export const teamPeriod = z.object({
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: money,
  withdrawals: money,
  bets: money,
  profit: money,
});
export const teamOverviewQuery = z.object({
  /** The agent's IANA zone; accepted for a uniform query, the periods follow the brand's clock. */
  tz: timeZone.default('UTC'),
});
export const teamOverview = z.object({
  teamSize: z.number().int(),
  directCount: z.number().int(),
  agents: z.number().int(),
  /** Cash + locked + bonus of every team member except the caller. */
  teamBalance: money,
  today: teamPeriod,
  d7: teamPeriod,
  d30: teamPeriod,
  asOf: z.string(),
});
export type TeamOverview = z.infer<typeof teamOverview>;

export const createDownlineBody = z.object({
  username: z.string(),
  password: z.string(),
  kind: z.enum(DOWNLINE_KINDS),
  rebate: percentInput,
});
export type CreateDownlineBody = z.input<typeof createDownlineBody>;
export const createdDownline = z.object({ memberId: z.number().int(), account: z.string(), type: z.number().int() });

export const downlineListQuery = pageQuery.extend({
  /** Whose direct downlines: the caller when absent; must be in the caller's downline. */
  parentId: serialId.optional(),
  /** Part of an account name, searched over the caller's whole team. */
  keyword: z.string().trim().max(32).optional(),
  kind: z.enum(DOWNLINE_KINDS).optional(),
});
export const downlineRow = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  rebate: percent,
  parentId: z.number().int().nullable(),
  /** 1 for a direct downline. */
  depth: z.number().int(),
  teamSize: z.number().int(),
  directCount: z.number().int(),
  balance: money,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type DownlineRow = z.infer<typeof downlineRow>;
export const downlinePage = page(downlineRow);
export const downlineDetail = downlineRow.extend({
  /** From the caller (first) down to the member (last). */
  path: z.array(z.object({ memberId: z.number().int(), account: z.string() })),
  d30: teamPeriod,
});
export type DownlineDetail = z.infer<typeof downlineDetail>;
export const rebateBody = z.object({ rebate: percentInput });

export const invitation = z.object({
  code: z.string(),
  kind: z.enum(DOWNLINE_KINDS),
  rebate: percent,
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationList = z.array(invitation);
export const createInvitationBody = z.object({ kind: z.enum(DOWNLINE_KINDS), rebate: percentInput });
export const invitationParam = z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,16}$/) });

/** Optional member filter of the team reports: the member (in the caller's downline, or self). */
const teamMemberFilter = z.object({ memberId: serialId.optional() });

export const teamBetsQuery = dateRangeQuery
  .extend(pageQuery.shape)
  .extend(teamMemberFilter.shape)
  .extend({ gameType: z.enum(CATEGORY_CODES).optional() });
export const teamBetRound = betRound.extend({ memberId: z.number().int(), account: z.string() });
export const teamBetsPage = page(teamBetRound).extend({ totals: betTotals });
export type TeamBetsPage = z.infer<typeof teamBetsPage>;

export const teamTransactionsQuery = dateRangeQuery
  .extend(pageQuery.shape)
  .extend(teamMemberFilter.shape)
  .extend({ type: z.enum(TRANSFER_TYPES).optional() });
export const teamTransaction = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  type: z.enum(TRANSFER_TYPES),
  /** Signed, from the member's side: + in, - out. */
  amount: money,
  balanceAfter: money,
  time: z.string(),
});
export const teamTransactionsPage = page(teamTransaction).extend({
  totals: z.object({ count: z.number().int(), in: money, out: money }),
});
export type TeamTransactionsPage = z.infer<typeof teamTransactionsPage>;

/** User loss statements: one line per team member who played or moved money in the range. */
export const teamLossQuery = dateRangeQuery.extend(pageQuery.shape).extend(teamMemberFilter.shape);
export const lossRow = z.object({
  memberId: z.number().int(),
  account: z.string(),
  rounds: z.number().int(),
  bets: money,
  wins: money,
  /** wins - bets: negative is the member's loss. Sorted by it, biggest loss first. */
  profit: money,
  deposits: money,
  withdrawals: money,
});
export const teamLossPage = page(lossRow).extend({ totals: lossRow.omit({ memberId: true, account: true }) });
export type TeamLossPage = z.infer<typeof teamLossPage>;

/** My income (revenue report): contract payouts received and paid, by day. */
export const incomeQuery = dateRangeQuery.extend(pageQuery.shape);
export const incomeRow = z.object({
  day: z.string(),
  dividend: money,
  dailySalary: money,
  hourlySalary: money,
  realTimeSalary: money,
  /** Paid by the caller to its downline agents under their contracts. */
  paid: money,
  /** Received - paid. */
  net: money,
});
export const incomePage = page(incomeRow).extend({ totals: incomeRow.omit({ day: true }) });
export type IncomePage = z.infer<typeof incomePage>;

/** Downline account details: balances of team members. */
export const teamAccountsQuery = pageQuery.extend(teamMemberFilter.shape).extend({
  keyword: z.string().trim().max(32).optional(),
});
export const teamAccount = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  cash: money,
  locked: money,
  bonus: money,
  total: money,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const teamAccountsPage = page(teamAccount).extend({
  totals: z.object({ cash: money, locked: money, bonus: money, total: money }),
});
export type TeamAccountsPage = z.infer<typeof teamAccountsPage>;
