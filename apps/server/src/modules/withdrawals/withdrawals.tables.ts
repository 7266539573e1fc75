import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
 * Where a member is paid: an e-wallet (bKash, Nagad, Rocket...) or a bank account. Removing one only
 * stamps removed_at, so past withdrawals keep pointing at what they were paid to.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'ewallet' | 'bank'>().notNull(),
    provider: text('provider').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('payout_accounts_live')
      .on(t.brandId, t.memberId, t.provider, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
    index('payout_accounts_member').on(t.brandId, t.memberId, t.id),
    check('payout_accounts_kind', sql`${t.kind} in ('ewallet','bank')`),
  ],
);

/** The 6-digit payment password (argon2id) and its lockout after wrong tries. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  hash: text('hash').notNull(),
  /** Wrong tries since the last right one (or the last lock). */
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const WITHDRAWAL_STATUS_SQL = `'requested','approved','rejected','cancelled','paid','disputed','completed'`;

/**
 * One row per withdrawal request. The payout account is copied in, so a later removal or edit never
 * changes where a withdrawal was paid. paid_minor (parts paid out and not returned) and
 * received_minor (parts confirmed) are recomputed from the parts in the same transaction as any
 * change to them; the CHECK keeps received <= paid <= amount whatever the code does.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    accountKind: text('account_kind').notNull(),
    accountProvider: text('account_provider').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    receivedMinor: bigint('received_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull().default('requested'),
    /** The member's Idempotency-Key and a hash of what it was sent with (same key, other content = 409). */
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Some part counted as received because the member did not answer in time. */
    autoReceived: boolean('auto_received').notNull().default(false),
    reason: text('reason'),
    /** The operator who approved or rejected it. */
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    unique('withdrawals_request_key').on(t.brandId, t.memberId, t.requestKey),
    index('withdrawals_member_idx').on(t.brandId, t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.brandId, t.status, t.id),
    check('withdrawals_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'withdrawals_paid_bounds',
      sql`0 <= ${t.receivedMinor} and ${t.receivedMinor} <= ${t.paidMinor} and ${t.paidMinor} <= ${t.amountMinor}`,
    ),
    check('withdrawals_status', sql.raw(`status in (${WITHDRAWAL_STATUS_SQL})`)),
  ],
);

/**
 * A part of a withdrawal paid out by an operator (a withdrawal may be paid in several). Each one
 * waits for the member: received, or not received with proof; unanswered by auto_receipt_at it
 * counts as received. A part not received is settled by an operator: forced (received) or returned.
 */
export const withdrawalPayouts = pgTable(
  'withdrawal_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('paid'),
    paidAt: at('paid_at').notNull(),
    /** paid_at + the brand's withdraw_auto_receipt_minutes, fixed when paid so the countdown never moves. */
    autoReceiptAt: at('auto_receipt_at').notNull(),
    confirmedAt: at('confirmed_at'),
    auto: boolean('auto').notNull().default(false),
    proofIds: text('proof_ids').array().notNull().default(sql`'{}'::text[]`),
    remark: text('remark'),
    operatorId: integer('operator_id').references(() => operators.id),
  },
  (t) => [
    index('withdrawal_payouts_withdrawal').on(t.withdrawalId, t.id),
    index('withdrawal_payouts_due').on(t.autoReceiptAt).where(sql`${t.status} = 'paid'`),
    check('withdrawal_payouts_amount_positive', sql`${t.amountMinor} > 0`),
    check('withdrawal_payouts_status', sql`${t.status} in ('paid','received','not_received','returned')`),
  ],
);

/**
 * The timeline of a withdrawal (what the records screen draws), and the idempotency registry of
 * every action on an existing withdrawal: an action's Idempotency-Key is stored with its event, so a
 * retry finds it and answers the same instead of acting twice.
 */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    payoutId: bigint('payout_id', { mode: 'number' }).references(() => withdrawalPayouts.id),
    event: text('event').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    auto: boolean('auto').notNull().default(false),
    actor: text('actor').$type<'member' | 'operator' | 'system'>().notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    requestKey: text('request_key'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('withdrawal_events_withdrawal').on(t.withdrawalId, t.id),
    // The team roll-up's refresh (every 2 minutes) finds the parts returned lately by this.
    index('withdrawal_events_returned').on(t.createdAt).where(sql`${t.event} = 'returned'`),
    unique('withdrawal_events_key').on(t.withdrawalId, t.requestKey),
  ],
);
