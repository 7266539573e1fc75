import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Where the realtime watch job got to (name 'watch'): maintenance windows starting or ending and
 * announcements published after `at` and up to now are announced on the next run, each once.
 */
export const realtimeMarks = pgTable('realtime_marks', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
