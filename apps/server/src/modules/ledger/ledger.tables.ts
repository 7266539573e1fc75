import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';

/**
 * Kinds of ledger account. Member accounts belong to one member and can never go below zero;
 * house accounts are the other side of every movement (money that came in from outside, went out,
 * was won or lost at a vendor, given as bonus...) and are negative or positive as business goes.
 */
export const MEMBER_ACCOUNT_KINDS = ['member_cash', 'member_locked', 'member_bonus', 'member_vendor'] as const;
export const HOUSE_ACCOUNT_KINDS = [
  'house_deposit',
  'house_withdrawal',
  'house_game',
  'house_promotion',
  'house_commission',
  'house_adjustment',
] as const;
export type AccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number] | (typeof HOUSE_ACCOUNT_KINDS)[number];

/**
 * The account kinds as rows, which ledger_accounts.kind references. A foreign key is checked when
 * an account is created (its kind never changes: the ledger_accounts guard refuses it), whereas a
 * CHECK listing the kinds was parsed and evaluated again on every balance update.
 */
export const ledgerAccountKinds = pgTable('ledger_account_kinds', {
  kind: text('kind').$type<AccountKind>().primaryKey(),
});

/**
 * One row per account. `balance_minor` changes only inside `ledger_post()` (a trigger refuses any
 * other write), so it always equals the sum of the account's transfers. House accounts are split
 * into shards so that no single row serializes every deposit or bet of a brand.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind')
      .$type<AccountKind>()
      .notNull()
      .references(() => ledgerAccountKinds.kind),
    memberId: integer('member_id').references(() => members.id),
    /** The vendor code for member_vendor (transfer-mode wallets) and house_game; '' otherwise. */
    vendor: text('vendor').notNull().default(''),
    shard: smallint('shard').notNull().default(0),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_identity').on(t.brandId, t.kind, t.memberId, t.vendor, t.shard).nullsNotDistinct(),
    index('ledger_accounts_member').on(t.memberId),
    // A member account has a member (and one shard), a house account none: checked at INSERT by
    // the ledger_accounts_guard trigger (drizzle/0034), which refuses any later change of identity.
    // The rule that must never break, a member's money is never negative, is checked by the same
    // trigger on every write (drizzle/0037: 23514, constraint name ledger_member_nonnegative).
  ],
);

/**
 * One row per transfer: `amount` moves from one account to another. The idempotency key is unique
 * per brand and source (a client request, a provider transaction, a settlement period...), and the
 * fingerprint of the content tells a replay from a reuse. Rows are never updated or deleted.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    source: text('source').notNull(),
    idemKey: text('idem_key').notNull(),
    type: text('type').notNull(),
    fromAccountId: bigint('from_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: bigint('to_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    fromBalanceAfter: bigint('from_balance_after', { mode: 'bigint' }).notNull(),
    toBalanceAfter: bigint('to_balance_after', { mode: 'bigint' }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key').on(t.brandId, t.source, t.idemKey),
    index('ledger_transfers_from').on(t.fromAccountId, t.id),
    index('ledger_transfers_to').on(t.toAccountId, t.id),
    // A positive amount between two different accounts: checked by the ledger_transfers_guard
    // trigger (drizzle/0037: 23514, constraints ledger_transfers_positive and _two_sides).
  ],
);
