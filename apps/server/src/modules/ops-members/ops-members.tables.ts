import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { operators } from '../operators/operators.tables';
import { brands } from '../system/system.tables';

/** Operators' notes on a member (back office): append-only, newest first, 1-500 characters each. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    operatorId: integer('operator_id').references(() => operators.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member').on(t.memberId, t.id)],
);
