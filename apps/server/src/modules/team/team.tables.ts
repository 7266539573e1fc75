import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Each member's settled game rounds per day of its brand's clock (brands.timezone), kept by the
 * bet-event consumer in day-stats.consumer.ts (a trigger on bet_rounds did it until drizzle/0015):
 * a round counts once, on the day it settled. Team overviews and daily-or-longer contract periods
 * sum these rows instead of scanning millions of rounds.
 */
export const memberDayStats = pgTable(
  'member_day_stats',
  {
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rounds: integer('rounds').notNull().default(0),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), index('member_day_stats_day').on(t.brandId, t.day)],
);
