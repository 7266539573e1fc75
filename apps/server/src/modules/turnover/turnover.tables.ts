import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';

/**
 * Wagering a member owes before withdrawing: one row per deposit or bonus that brought one.
 * Bets fill the oldest open rows first; a row is met when progress reaches required.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 'deposit' | 'bonus' | 'adjust' */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    requiredMinor: bigint('required_minor', { mode: 'bigint' }).notNull(),
    progressMinor: bigint('progress_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    metAt: timestamp('met_at', { withTimezone: true }),
  },
  (t) => [
    unique('turnover_requirements_source').on(t.brandId, t.source, t.sourceId),
    index('turnover_requirements_open').on(t.brandId, t.memberId, t.id).where(sql`${t.metAt} is null`),
    check('turnover_progress_le_required', sql`${t.progressMinor} <= ${t.requiredMinor}`),
    check('turnover_nonnegative', sql`${t.progressMinor} >= 0 and ${t.requiredMinor} >= 0`),
  ],
);

/**
 * What each bet event added to each requirement, written by the turnover consumer, so a vendor's
 * rollback takes back exactly its own bet's progress: nothing from a requirement the bet never
 * counted toward (a deposit made after the bet), nothing when the bet filled nothing.
 */
export const turnoverFills = pgTable(
  'turnover_fills',
  {
    /** provider_transactions.id of the bet (no foreign key: the bet-event table is the hot path's). */
    betEventId: bigint('bet_event_id', { mode: 'number' }).notNull(),
    requirementId: bigint('requirement_id', { mode: 'number' })
      .notNull()
      .references(() => turnoverRequirements.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'turnover_fills_pk', columns: [t.betEventId, t.requirementId] }),
    check('turnover_fills_positive', sql`${t.amountMinor} > 0`),
  ],
);
