import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../system/system.tables';

/**
 * Proof-of-work solutions already accepted, by their challenge's signature, kept until the
 * challenge expires (after that the signature check refuses it anyway). The primary key is the
 * replay check: a second insert of the same signature does nothing.
 */
export const antiBotSpent = pgTable(
  'anti_bot_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('anti_bot_spent_expires_idx').on(t.expiresAt)],
);

/**
 * Registrations per brand, IP and clock hour (brands.register_per_ip_per_hour caps `n`). A slot is
 * taken by one conditional upsert before the account is created and given back if it is not, so a
 * burst of concurrent registrations cannot pass the cap.
 */
export const registerIpHours = pgTable(
  'register_ip_hours',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    ip: text('ip').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.ip, t.hour] }), index('register_ip_hours_hour_idx').on(t.hour)],
);
