import { z } from 'zod';
import {
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_STATUSES,
  contract,
  SETTLEMENT_STATUSES,
  settlementRow,
} from './agent-contracts';
import { serialId } from './bounds';
import { money, page, pageQuery } from './money';
import { SORT_ORDERS } from './ops-lists';

/**
 * The back office's agent calls (permission `agents`): the tree browser (children loaded lazily,
 * search by account), the brand's contracts and the settlement runs with their records. Affiliate
 * applications and "settle now" are AGENT_TRANSFER_API / AGENT_CONTRACT_API calls.
 */
const memberId = serialId;

export const opsTreeNode = z.object({
  id: z.number().int(),
  account: z.string(),
  /** Member type (spec §6): 0 player, 1 top agent, 2 downline agent... */
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['active', 'disabled']),
  /** 0 for a member without upline; 1 for its direct downlines, and so on. */
  level: z.number().int(),
  uplineId: z.number().int().nullable(),
  /** Direct downlines. */
  directCount: z.number().int(),
  /** Every member below, at any depth. */
  teamSize: z.number().int(),
  createdAt: z.string(),
});
export type OpsTreeNode = z.infer<typeof opsTreeNode>;
export const opsTreePathItem = z.object({ id: z.number().int(), account: z.string() });

export const opsTreeQuery = pageQuery.extend({
  /** Whose direct downlines; absent: the members without upline that are agents (the tree's roots). */
  parentId: memberId.optional(),
});
export const opsTreePage = page(opsTreeNode).extend({
  /** The parent itself (null for the roots). */
  parent: opsTreeNode.nullable(),
  /** The parent's uplines from the top, then the parent. */
  path: z.array(opsTreePathItem),
});
export type OpsTreePage = z.infer<typeof opsTreePage>;

export const OPS_SEARCH_LIMIT = 20;
export const opsAgentSearchQuery = z.object({
  /** The start of an account (case-insensitive); an exact match comes first. */
  account: z.string().trim().min(2).max(64),
});
export const opsAgentSearchResult = z.object({
  list: z.array(opsTreeNode.extend({ path: z.array(opsTreePathItem) })),
});
export type OpsAgentSearchResult = z.infer<typeof opsAgentSearchResult>;

export const OPS_CONTRACT_SORTS = ['createdAt', 'maxRate'] as const;
export const opsContractsQuery = pageQuery.extend({
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  /** Either party's account (case-insensitive, exact) or id. */
  member: z.string().trim().min(1).max(64).optional(),
  sort: z.enum(OPS_CONTRACT_SORTS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
});
export type OpsContractsQuery = z.input<typeof opsContractsQuery>;
export const opsContractPage = page(contract);

/** A settlement run: one kind's period, as the job or an operator's "settle now" settled it. */
export const opsSettlementRun = z.object({
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Records (one per contract settled for the period). */
  contracts: z.number().int(),
  paid: z.number().int(),
  inProcess: z.number().int(),
  none: z.number().int(),
  /** Everything due, and what of it moved. */
  amount: money,
  paidAmount: money,
  /** When the first record of the run was written. */
  settledAt: z.string(),
});
export type OpsSettlementRun = z.infer<typeof opsSettlementRun>;
export const opsRunsQuery = pageQuery.extend({ kind: z.enum(CONTRACT_KINDS).optional() });
export const opsRunsPage = page(opsSettlementRun);

export const opsSettlementsQuery = pageQuery.extend({
  kind: z.enum(CONTRACT_KINDS).optional(),
  /** One run: the period start as the runs list gives it. */
  periodStart: z.iso.datetime({ offset: true }).optional(),
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  /** Either party's account (case-insensitive, exact) or id. */
  member: z.string().trim().min(1).max(64).optional(),
});
export type OpsSettlementsQuery = z.input<typeof opsSettlementsQuery>;
export const opsSettlement = settlementRow.extend({
  /** The ledger transfer that paid it (null while in process or nothing due). */
  transferId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OpsSettlement = z.infer<typeof opsSettlement>;
export const opsSettlementPage = page(opsSettlement);
