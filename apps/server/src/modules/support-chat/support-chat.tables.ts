import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { operators } from '../operators/operators.tables';
import { brands } from '../system/system.tables';
import { uploads } from '../uploads/uploads.tables';

/**
 * Visitors who chat without an account: the name they gave and their guest chat token, an opaque
 * 256-bit secret stored as its SHA-256 (like sessions), valid 24 hours.
 */
export const chatGuests = pgTable(
  'chat_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_guests_token').on(t.tokenHash)],
);

/**
 * One conversation of a member or a guest (exactly one of the two) with the brand's operators.
 * Read markers per side are the last message id that side has read; typing is the time of the
 * last signal (the polling fallback reads it; the socket pushes it).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id').references(() => members.id),
    guestId: uuid('guest_id').references(() => chatGuests.id),
    guestName: text('guest_name'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    operatorId: integer('operator_id').references(() => operators.id),
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    customerTypingAt: timestamp('customer_typing_at', { withTimezone: true }),
    operatorTypingAt: timestamp('operator_typing_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_conversations_party', sql`(${t.memberId} is null) <> (${t.guestId} is null)`),
    check('chat_conversations_status', sql`${t.status} in ('open', 'closed')`),
    // One open conversation per member or guest: a launch racing another finds the same one.
    uniqueIndex('chat_conversations_open_member').on(t.memberId).where(sql`${t.status} = 'open'`),
    uniqueIndex('chat_conversations_open_guest').on(t.guestId).where(sql`${t.status} = 'open'`),
    index('chat_conversations_brand').on(t.brandId, t.status, t.updatedAt),
    index('chat_conversations_member').on(t.memberId, t.id),
    index('chat_conversations_guest').on(t.guestId, t.id),
  ],
);

/** Messages: text, an image of the uploads module, or both; `state` keeps offline messages findable. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    sender: text('sender', { enum: ['member', 'guest', 'operator'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    text: text('text'),
    imageId: uuid('image_id').references(() => uploads.id),
    state: text('state', { enum: ['sent', 'offline', 'feedback'] })
      .notNull()
      .default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_sender', sql`${t.sender} in ('member', 'guest', 'operator')`),
    check('chat_messages_state', sql`${t.state} in ('sent', 'offline', 'feedback')`),
    check('chat_messages_body', sql`${t.text} is not null or ${t.imageId} is not null`),
    index('chat_messages_conversation').on(t.conversationId, t.id),
    index('chat_messages_image').on(t.imageId),
    index('chat_messages_offline').on(t.brandId, t.id).where(sql`${t.state} = 'offline'`),
  ],
);

/** The operators' console heartbeats: an operator is online while seen within a minute. */
export const chatOperatorPresence = pgTable(
  'chat_operator_presence',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.operatorId] })],
);
