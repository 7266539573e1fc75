import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from '../system/system.tables';

/**
 * Accounts of a brand. `account_key` is the lower-cased username: usernames are unique per brand
 * without regard to case, while `account` keeps them as typed.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    account: text('account').notNull(),
    accountKey: text('account_key').notNull(),
    type: integer('type').notNull().default(0),
    nickname: text('nickname'),
    passwordHash: text('password_hash').notNull(),
    mobileNum: text('mobile_num'),
    email: text('email'),
    payeeName: text('payee_name'),
    language: text('language').notNull(),
    affiliateCode: text('affiliate_code'),
    referralCode: text('referral_code'),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    registerIp: text('register_ip'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_brand_account_key').on(t.brandId, t.accountKey)],
);
