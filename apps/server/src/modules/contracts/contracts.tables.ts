import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Tiers as stored: thresholds in minor units and rates in basis points, as JSON numbers (an amount
 * above 2^53 is refused at the door, so numbers are exact). The settlement SQL reads them in place.
 */
export type StoredTier =
  | { periodBet: number; periodLoss: number; activeMembers: number; rate: number }
  | { betAmount: number; activeMembers: number; winRate: number; lossRate: number };

/**
 * Dividend and salary contracts between an agent (upline) and a direct downline agent. `accepted`
 * is in force (at most one per downline and kind); `completed` ended (end_reason says why);
 * `rejected` is the record of an offer the downline turned down. The upline cap (a downline's
 * max rate never above its upline's own) is a deferred constraint trigger (drizzle/0013).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    maxRateBp: integer('max_rate_bp').notNull(),
    status: text('status').notNull(),
    endReason: text('end_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_in_force').on(t.downlineId, t.kind).where(sql`${t.status} = 'accepted'`),
    index('agent_contracts_upline').on(t.uplineId, t.kind, t.status),
    index('agent_contracts_settle').on(t.brandId, t.kind, t.period),
    check('agent_contracts_status', sql`${t.status} in ('accepted','completed','rejected')`),
    check('agent_contracts_kind', sql`${t.kind} in ('dividend','dailySalary','hourlySalary','realTimeSalary')`),
    check('agent_contracts_rate', sql`${t.maxRateBp} between 0 and 10000`),
    check('agent_contracts_self', sql`${t.uplineId} <> ${t.downlineId}`),
  ],
);

/** Offers (new contracts) and termination requests, answered by the downline. */
export const agentContractRequests = pgTable(
  'agent_contract_requests',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('in_process'),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    maxRateBp: integer('max_rate_bp').notNull(),
    /** termination: the contract it ends; new: the contract its answer made (accepted or rejected). */
    contractId: integer('contract_id').references(() => agentContracts.id),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('agent_contract_requests_downline').on(t.downlineId, t.kind, t.status),
    index('agent_contract_requests_upline').on(t.uplineId, t.kind, t.status),
    check('agent_contract_requests_type', sql`${t.type} in ('new','termination')`),
    check('agent_contract_requests_status', sql`${t.status} in ('in_process','approved','rejected')`),
  ],
);

/**
 * One row per contract and period settled: the team's figures, the tier rate that applied and
 * the amount. `paid` moved through the ledger (transfer_id); `in_process` waits for the upline's
 * balance and is retried by every run; `none` had nothing due.
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    uplineId: integer('upline_id').notNull(),
    downlineId: integer('downline_id').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    teamBetsMinor: bigint('team_bets_minor', { mode: 'bigint' }).notNull(),
    teamProfitMinor: bigint('team_profit_minor', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    unique('contract_settlements_once').on(t.contractId, t.periodStart),
    index('contract_settlements_downline').on(t.downlineId, t.kind, t.periodStart),
    index('contract_settlements_upline').on(t.uplineId, t.kind, t.periodStart),
    index('contract_settlements_open').on(t.brandId, t.kind).where(sql`${t.status} = 'in_process'`),
    check('contract_settlements_status', sql`${t.status} in ('paid','in_process','none')`),
    check('contract_settlements_amount', sql`${t.amountMinor} >= 0`),
  ],
);
