import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';

/**
 * Each agent's team figures, rolled up from member_tree, members, the ledger and member_day_stats
 * (team-stats.store refresh). A top agent's team can be 100,000 members: the overview reads one
 * row here and at most 30 day rows instead of joining the whole team on every request. Small
 * teams are computed live instead (team-stats.service), so they are never stale.
 */
export const teamStats = pgTable('team_stats', {
  agentId: integer('agent_id')
    .primaryKey()
    .references(() => members.id),
  brandId: integer('brand_id').notNull(),
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  teamSize: integer('team_size').notNull(),
  directCount: integer('direct_count').notNull(),
  agents: integer('agents').notNull(),
  balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull(),
  /** Distinct members with a settled round today / in the last 7 / 30 brand days (today included). */
  activeToday: integer('active_today').notNull(),
  active7d: integer('active_7d').notNull(),
  active30d: integer('active_30d').notNull(),
});

/** An agent's team per brand day: new members, rounds, deposits and withdrawals. */
export const teamDayStats = pgTable(
  'team_day_stats',
  {
    agentId: integer('agent_id').notNull(),
    brandId: integer('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    newMembers: integer('new_members').notNull().default(0),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawalMinor: bigint('withdrawal_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] }), index('team_day_stats_brand_day').on(t.brandId, t.day)],
);
