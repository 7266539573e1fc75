import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../system/system.tables';

/**
 * Every SMS and email the platform sends, whatever the provider: the built-in outbox provider
 * stops here (operators and tests read it), the SMTP and HTTP-gateway providers also deliver and
 * record whether delivery worked.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.brandId, t.recipient, t.createdAt)],
);
