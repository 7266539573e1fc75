import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';

/** Sessions are stored by the SHA-256 of their token: a database leak gives no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    brandId: integer('brand_id').notNull(),
    ip: text('ip'),
    /** The browser's User-Agent at login (cut to 300 characters), shown in the back office. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Remember me (spec §9): no idle limit, only the 24-hour absolute one. */
    remember: boolean('remember').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);
