import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { operators } from '../operators/operators.tables';
import { brands } from '../system/system.tables';

/**
 * A platform message as the operator wrote it: title and body per language (read through
 * localised(): the reader's language, else English, else the first written), who it went to
 * (`members`: a list, one member being a list of one; `all`: every member of the brand when sent).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    audience: text('audience', { enum: ['members', 'all'] }).notNull(),
    recipients: integer('recipients').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_brand_idx').on(t.brandId, t.id),
    check('messages_audience', sql`${t.audience} in ('members', 'all')`),
  ],
);

/**
 * One row per recipient and message: the member's own state of it. Written for every recipient at
 * send time by one INSERT ... SELECT (never a loop), so the inbox, the unread count and "mark all
 * read" are plain index reads and updates of the member's own rows. A delete is soft (deleted_at),
 * so the operator's read figures stay true.
 */
export const messageInbox = pgTable(
  'message_inbox',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox, newest first: (member_id, message_id desc) is the primary key's order read backwards.
    primaryKey({ columns: [t.memberId, t.messageId] }),
    // The unread count (CSP_unreadCount, member info) counts only these rows.
    index('message_inbox_unread_idx').on(t.memberId).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    index('message_inbox_message_idx').on(t.messageId),
  ],
);
