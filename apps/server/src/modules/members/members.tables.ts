import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** The avatar chosen in the security center (1..AVATAR_COUNT); null: the default picked by id. */
    avatar: smallint('avatar'),
    passwordHash: text('password_hash').notNull(),
    /** E.164 (+8801712345678): unique per brand, the key SMS login and recovery use. */
    mobileNum: text('mobile_num'),
    email: text('email'),
    payeeName: text('payee_name'),
    language: text('language').notNull(),
    affiliateCode: text('affiliate_code'),
    referralCode: text('referral_code'),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    registerIp: text('register_ip'),
    /** The agent this member registered under (affiliate code); the agent hierarchy builds on it. */
    uplineId: integer('upline_id'),
    /** Base32 TOTP secret, when the member bound an authenticator. */
    totpSecret: text('totp_secret'),
    /** A secret shown for scanning, bound (moved to totp_secret) once a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** A password was never chosen (mobile-mode registration): only SMS login works until one is set. */
    passwordSet: boolean('password_set').notNull().default(true),
    /** Demo credit of a trial account (type 4), minor units; real money lives in the ledger. */
    demoBalanceMinor: bigint('demo_balance_minor', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** An operator reset the password (back office): the next login asks for a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [
    uniqueIndex('members_brand_account_key').on(t.brandId, t.accountKey),
    uniqueIndex('members_brand_mobile').on(t.brandId, t.mobileNum),
    // Back office member search (ops-members): by registration IP, and the list sorted by join or last login.
    index('members_brand_register_ip').on(t.brandId, t.registerIp),
    index('members_brand_created').on(t.brandId, t.createdAt),
    index('members_brand_last_login').on(t.brandId, t.lastLoginAt.desc().nullsLast()),
    check('members_demo_balance_trial', sql`${t.demoBalanceMinor} = 0 or ${t.type} = 4`),
    check('members_demo_balance_nonneg', sql`${t.demoBalanceMinor} >= 0`),
  ],
);
