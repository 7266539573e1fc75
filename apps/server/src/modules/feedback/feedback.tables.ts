import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { operators } from '../operators/operators.tables';
import { brands } from '../system/system.tables';

/**
 * Feedback and complaints (spec §3, §7): a question type, a description of 20-200 characters, up to
 * three images (ids in the uploads module), and the operator's reply. `member_id` is null only for
 * feedback left by a guest through another channel (the live chat's offline message); `sender` is
 * the member's user name, or the name the guest gave.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id').references(() => members.id),
    sender: text('sender').notNull(),
    type: integer('type').notNull(),
    content: text('content').notNull(),
    images: uuid('images').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['pending', 'replied'] })
      .notNull()
      .default('pending'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => operators.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_member_idx').on(t.memberId, t.id),
    index('feedback_brand_idx').on(t.brandId, t.status, t.id),
    check('feedback_type', sql`${t.type} in (0, 1, 2, 3, 4, 6)`),
    check('feedback_status', sql`${t.status} in ('pending', 'replied')`),
  ],
);
