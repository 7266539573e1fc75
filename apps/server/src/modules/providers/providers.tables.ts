import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../bet-events/bet-events.tables';
import { brands } from '../system/system.tables';

/** The shared secret a seamless vendor signs its wallet calls with (HMAC-SHA256 over the raw body). */
export const providerCredentials = pgTable(
  'provider_credentials',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vendorCode: text('vendor_code').notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.vendorCode] })],
);

/** A game launch handed to a vendor: only the SHA-256 of the opaque token is kept. */
export const launchTokens = pgTable('launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: integer('member_id').notNull(),
  vendor: text('vendor').notNull(),
  gameCode: text('game_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every bet, win and rollback a vendor sent, keyed by the vendor's own transaction id: the replay
 * check (same request_hash answers the stored response) and the proof of what moved.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    vendor: text('vendor').notNull(),
    txId: text('tx_id').notNull(),
    kind: text('kind', { enum: ['bet', 'win', 'rollback'] }).notNull(),
    /** For a rollback: the bet it refunds (which may not have arrived yet). */
    refTxId: text('ref_tx_id'),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction: consumers of the bet events read in (txid, id) order (bet-events). */
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    /** The final win that settled its round: member_day_stats counts the round at this event. */
    settles: boolean('settles').notNull().default(false),
  },
  (t) => [
    uniqueIndex('provider_transactions_tx').on(t.brandId, t.vendor, t.txId),
    index('provider_transactions_ref').on(t.brandId, t.vendor, t.refTxId).where(sql`${t.refTxId} is not null`),
    // The betting record lists each round's wallet calls. round_id leads, so the planner can never
    // take this index for a (brand, vendor, tx_id) lookup while the table's statistics are thin.
    index('provider_transactions_round').on(t.roundId, t.vendor, t.brandId),
    index('provider_transactions_events').on(t.txid, t.id),
  ],
);

/** A game round as the vendor numbers it: net stake (after refunds), total win, open until settled. */
export const betRounds = pgTable(
  'bet_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['open', 'settled', 'cancelled'] })
      .notNull()
      .default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bet_rounds_round').on(t.brandId, t.vendor, t.roundId),
    index('bet_rounds_member').on(t.brandId, t.memberId, t.startedAt),
    // The winners board reads the brand's latest winning rounds.
    index('bet_rounds_wins').on(t.brandId, t.settledAt).where(sql`${t.winMinor} > 0`),
  ],
);
