import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Issued captchas: only a hash of the answer is kept; a row is consumed by its first check. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);
