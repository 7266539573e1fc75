import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';

/**
 * Invitation (affiliate) codes of agents. Codes are stored upper-cased, so they are unique per
 * brand whatever case a member types. A code says what its registrations become (a player or a
 * downline agent) and the rebate they start with.
 */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull().default('member'),
    rebateBp: integer('rebate_bp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.code] }),
    index('affiliate_codes_agent').on(t.agentId),
    check('affiliate_codes_kind', sql`${t.kind} in ('member','agent')`),
    check('affiliate_codes_rebate', sql`${t.rebateBp} between 0 and 10000`),
  ],
);

/**
 * The upline/downline tree as a closure table: one row per (ancestor, descendant) pair, the
 * member itself included at depth 0, so "every descendant of X" is one index range scan
 * (member_tree_pkey) and "every ancestor of Y" another (member_tree_descendant). Rows are written
 * only by the trigger on members (drizzle/0011): a member's upline is set at insert and never
 * changes, so the tree can have no cycles, and an upline must be of the same brand.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    brandId: integer('brand_id').notNull(),
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant').on(t.descendantId, t.depth),
    check('member_tree_depth', sql`${t.depth} >= 0`),
  ],
);

/**
 * Each account's rebate in basis points. The trigger in drizzle/0011 keeps every member's rebate
 * at most its upline's, and refuses to lower an upline below any of its direct downlines.
 */
export const memberRebates = pgTable(
  'member_rebates',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    brandId: integer('brand_id').notNull(),
    rebateBp: integer('rebate_bp').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('member_rebates_range', sql`${t.rebateBp} between 0 and 10000`)],
);
