import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';

/**
 * A member's responsible-gaming state, one row once the member set anything. The provider wallet
 * functions (drizzle/0014) read it on every bet: `blocked_until` refuses new stakes during a
 * time-out or self-exclusion ('infinity' for a permanent one), `bet_limits` says whether loss or
 * wager limits must be summed at all, so a member without limits pays one index probe.
 */
export const rgState = pgTable('rg_state', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  brandId: integer('brand_id').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  blockKind: text('block_kind', { enum: ['timeout', 'exclusion'] }),
  betLimits: boolean('bet_limits').notNull().default(false),
  /**
   * The loss and wager limit check's running sums (drizzle/0042): each window's usage as of
   * `usage_hour`, kept by the wallet functions under the member's cash lock. A bet in that hour
   * compares with them instead of summing up to 720 hourly buckets; in any other hour, or after
   * anything set `usage_hour` to null (a limit change, a rollback, a win in another hour), the bet
   * sums the usage again (rg_usage_sums, drizzle/0043) and stores the result. Only kept while
   * `bet_limits` is true.
   */
  usageHour: timestamp('usage_hour', { withTimezone: true }),
  wagerDayMinor: bigint('wager_day_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  wagerWeekMinor: bigint('wager_week_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  wagerMonthMinor: bigint('wager_month_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  lossDayMinor: bigint('loss_day_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  lossWeekMinor: bigint('loss_week_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  lossMonthMinor: bigint('loss_month_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  /** Reality check every N minutes of play in the game window; null = off. */
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Limits per member, kind and rolling period (day = 24 h, week = 7 days, month = 30 days).
 * `amount_minor` is in force; a raise or removal waits in `pending_*` until `pending_at` (24 h
 * after it was asked), and readers take the pending value once that time has passed, so no job is
 * needed for a change to apply on time.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    brandId: integer('brand_id').notNull(),
    kind: text('kind', { enum: ['deposit', 'loss', 'wager'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    pendingMinor: bigint('pending_minor', { mode: 'bigint' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('rg_limits_positive', sql`coalesce(${t.amountMinor}, 1) > 0 and coalesce(${t.pendingMinor}, 1) > 0`),
  ],
);

/**
 * Stakes and net loss per member and hour, filled from the bet events by the rg_usage consumer
 * (rg.consumer.ts, drizzle/0043). The limit's own counters, which must move with the check, are
 * rg_state's running sums; where those are built again, rg_usage_sums() adds to these buckets the
 * events the consumer has not applied yet. Rolling windows are summed at hour granularity.
 */
export const rgUsage = pgTable(
  'rg_usage',
  {
    memberId: integer('member_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    wagerMinor: bigint('wager_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    lossMinor: bigint('loss_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.hour] })],
);

/** Every time-out and self-exclusion asked, by the member or an operator: the history behind rg_state. */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['timeout', 'exclusion'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** 'member' or 'operator:<id>'. */
    setBy: text('set_by').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rg_exclusions_member').on(t.memberId, t.startsAt)],
);
