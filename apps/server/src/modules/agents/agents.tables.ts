import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';

/**
 * Invitation (affiliate) codes of agents. Codes are stored upper-cased, so they are unique per
 * brand whatever case a member types. The agent hierarchy and its screens grow from here.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code] })],
);
