import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { operators } from '../operators/operators.tables';
import { brands } from '../system/system.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Transfers between an agent and its team, beside the ledger transfer that moved the money: who
 * sent to whom in which direction, so both sides' records and the sender's daily total are one
 * index range each. The sender's Idempotency-Key is unique per sender: a retry finds its row.
 */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    direction: text('direction').$type<'downline' | 'upline'>().notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => members.id),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => members.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    requestKey: text('request_key').notNull(),
    /** ledger_transfers.id of the movement (type agent_transfer). */
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    /** The sender's cash right after, so a replay answers what the first call answered. */
    senderBalanceMinor: bigint('sender_balance_minor', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('agent_transfers_key').on(t.brandId, t.senderId, t.requestKey),
    index('agent_transfers_sender').on(t.senderId, t.createdAt),
    index('agent_transfers_receiver').on(t.receiverId, t.createdAt),
    check('agent_transfers_amount', sql`${t.amountMinor} > 0`),
    check('agent_transfers_direction', sql`${t.direction} in ('downline','upline')`),
    check('agent_transfers_not_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/**
 * A member's application to become an agent (affiliate), reviewed by an operator. States of spec
 * §4: in_process, approved, rejected. At most one in process per member (partial unique index).
 */
export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<'in_process' | 'approved' | 'rejected'>().notNull().default('in_process'),
    reason: text('reason'),
    contact: text('contact'),
    remark: text('remark'),
    /** The invitation code issued on approval. */
    affiliateCode: text('affiliate_code'),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('affiliate_applications_open').on(t.memberId).where(sql`${t.status} = 'in_process'`),
    index('affiliate_applications_member').on(t.memberId, t.id),
    index('affiliate_applications_brand').on(t.brandId, t.status, t.id),
    check('affiliate_applications_status', sql`${t.status} in ('in_process','approved','rejected')`),
  ],
);
