import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Settled game rounds per brand day, vendor and game category, kept by the bet-event consumer in
 * ops-reports.consumer.ts (the same rule as member_day_stats: a round counts once, whole, on the
 * brand day it settled). The dashboard's and the P&L report's vendor and category figures sum these
 * rows instead of scanning bet_rounds; drizzle/0024 filled them from the rounds settled before.
 */
export const vendorDayStats = pgTable(
  'vendor_day_stats',
  {
    brandId: integer('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    vendor: text('vendor').notNull(),
    /** The game's category in the catalogue ('' when the game is not in it). */
    category: text('category').notNull(),
    rounds: integer('rounds').notNull().default(0),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day, t.vendor, t.category] })],
);

/**
 * Each run of the ledger's reconcile() (every invariant recomputed over the whole ledger): a job
 * runs it every 15 minutes and an operator may run it now; the dashboard shows the latest run
 * instead of recomputing the ledger on every load.
 */
export const reconcileRuns = pgTable(
  'reconcile_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    ms: integer('ms').notNull(),
    accounts: integer('accounts').notNull(),
    transfers: bigint('transfers', { mode: 'number' }).notNull(),
    problems: integer('problems').notNull(),
    /** The first problems found (check name and offending row), at most 20. */
    details: jsonb('details').$type<{ check: string; detail: Record<string, unknown> }[]>().notNull(),
    /** Who asked for it: null for the scheduled job. */
    trigger: text('trigger').notNull(),
  },
  (t) => [index('reconcile_runs_latest').on(t.ranAt)],
);
