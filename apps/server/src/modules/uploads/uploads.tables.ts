import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Images members upload (deposit proofs, "not received" proofs). Kept in the database: they are
 * few and small (at most 3 x 5 MB per request), and a backup then holds them with the money they prove.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Null for a chat image of a guest or an operator (the chat module authorises those reads). */
    memberId: integer('member_id').references(() => members.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_member_idx').on(t.brandId, t.memberId)],
);
