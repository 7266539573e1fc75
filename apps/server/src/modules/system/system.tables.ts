import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One row per brand (operator). Every other table carries brand_id so brands never mix. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().unique(),
  name: text('name').notNull(),
  mainDomain: text('main_domain').notNull(),
  analyticsId: text('analytics_id'),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  currencyDecimals: integer('currency_decimals').notNull().default(2),
  timezone: text('timezone').notNull(),
  defaultLanguage: text('default_language').notNull(),
  supportedLanguages: text('supported_languages').array().notNull(),
  imageCdns: text('image_cdns').array().notNull().default([]),
  gameLaunchCdns: text('game_launch_cdns').array().notNull().default([]),
  countryDialingCode: text('country_dialing_code').notNull(),
  mobileDigits: integer('mobile_digits').notNull(),
  ageGate: integer('age_gate').notNull().default(18),
  /** SMS code validity, which is also the web's resend countdown (spec §9); 1 to 10 minutes. */
  smsExpiredMinutes: integer('sms_expired_minutes').notNull().default(1),
  /** argon2id of the default password operators reset accounts to; logging in with it forces a change. */
  defaultPasswordHash: text('default_password_hash'),
  /** Passwords older than this many days must be changed (null: no expiry). */
  passwordExpiryDays: integer('password_expiry_days'),
  /** Extra verification for a login from an IP the member never used. */
  newIpVerification: text('new_ip_verification', { enum: ['off', 'sms', 'email', 'bankHolder', 'totp'] })
    .notNull()
    .default('off'),
  /** Failed logins (per account or per IP, in 15 minutes) after which a captcha is asked. */
  loginCaptchaAfter: integer('login_captcha_after').notNull().default(3),
  /** SMS code requests from one IP in an hour after which a captcha is asked, and the hard cap. */
  smsCaptchaAfter: integer('sms_captcha_after').notNull().default(3),
  smsPerIpPerHour: integer('sms_per_ip_per_hour').notNull().default(20),
  /** Accounts registered from one IP in a clock hour; one more is refused with REGISTER_IP_CAP. */
  registerPerIpPerHour: integer('register_per_ip_per_hour').notNull().default(10),
  /** Demo credit of a free-play trial account, in minor units (not money: it never reaches the ledger). */
  trialBalanceMinor: bigint('trial_balance_minor', { mode: 'number' }).notNull().default(200_000),
  // Money (turnover): wagering owed per deposit and per bonus, in basis points of the amount (10000 = 1x).
  depositTurnoverBp: integer('deposit_turnover_bp').notNull().default(10_000),
  bonusTurnoverBp: integer('bonus_turnover_bp').notNull().default(30_000),
  // Money (withdrawals: WD): limits per withdrawal in minor units, and minutes after which a paid-out
  // part the member has not confirmed counts as received (spec §9 "after {0} minutes").
  withdrawMinMinor: bigint('withdraw_min_minor', { mode: 'bigint' }).notNull().default(sql`50000`),
  withdrawMaxMinor: bigint('withdraw_max_minor', { mode: 'bigint' }).notNull().default(sql`5000000`),
  withdrawAutoReceiptMinutes: integer('withdraw_auto_receipt_minutes').notNull().default(30),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brandDomains = pgTable('brand_domains', {
  domain: text('domain').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  purpose: text('purpose', { enum: ['player', 'agent', 'mirror'] }).notNull(),
  landingPath: text('landing_path').notNull().default('/'),
});

export const brandFlags = pgTable(
  'brand_flags',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.flag] })],
);

/** The whitelabel module tree; a row with a parent is one of its childrenNodes. */
export const brandModules = pgTable(
  'brand_modules',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.modId] })],
);

export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  csType: text('cs_type').notNull(),
  csPosition: text('cs_position').notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  sequence: integer('sequence').notNull().default(0),
});

export const brandResources = pgTable('brand_resources', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  sequence: integer('sequence').notNull().default(0),
});

export const registerRules = pgTable(
  'register_rules',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    patternId: text('pattern_id').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.field] })],
);

/**
 * Maintenance windows: the whole site (`site`: GET /wps/system/status answers 1 while one runs), one
 * vendor (`vendor`, target = vendor code) or one game (`game`, target = node id): the lobby shows
 * those closed while the window runs, as if their maintenance switch were on.
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    scope: text('scope', { enum: ['site', 'vendor', 'game'] })
      .notNull()
      .default('site'),
    target: text('target'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The message when none is written in the visitor's language (or English). */
    message: text('message').notNull().default(''),
    /** The message per language code. */
    messages: jsonb('messages').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('maintenance_windows_scope').on(t.brandId, t.scope, t.endTime)],
);

/**
 * Region rules: `block` by country code or by IP/CIDR; an `allow` CIDR (an office, a test rig)
 * overrides every block.
 */
export const regionRules = pgTable('region_rules', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  kind: text('kind', { enum: ['country', 'cidr'] }).notNull(),
  value: text('value').notNull(),
  action: text('action', { enum: ['block', 'allow'] }).notNull(),
});

export const helpSections = pgTable(
  'help_sections',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    lang: text('lang').notNull(),
    sectionId: text('section_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [uniqueIndex('help_sections_pk').on(t.brandId, t.lang, t.sectionId)],
);
