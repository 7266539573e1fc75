import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../system/system.tables';

/**
 * SMS codes. Only an HMAC of the code is kept, so neither the database nor a log holds a usable
 * code; each row is single use (`used_at`) and dies after `expires_at` or 5 wrong tries.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    mobile: text('mobile').notNull(),
    dialingCode: text('dialing_code').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.brandId, t.mobile, t.createdAt),
    index('sms_codes_ip_idx').on(t.brandId, t.ip, t.createdAt),
    index('sms_codes_dialing_idx').on(t.brandId, t.dialingCode, t.createdAt),
  ],
);
