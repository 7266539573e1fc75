import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.tables';

/** IPs a member has logged in from; a login from any other IP may need extra verification. */
export const memberIps = pgTable(
  'member_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  // By IP: the back office finds every member who logged in from an address (ops-members search).
  (t) => [primaryKey({ columns: [t.memberId, t.ip] }), index('member_ips_ip').on(t.ip)],
);

/**
 * Failed logins, by account key and by IP. Recent rows decide when a captcha is asked and when an
 * account or IP must wait; a successful login clears the account's rows.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    brandId: integer('brand_id').notNull(),
    scope: text('scope', { enum: ['account', 'ip'] }).notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.brandId, t.scope, t.key, t.at)],
);

/** A pending extra verification of a login from a new IP; the session opens only when it is answered. */
export const loginChallenges = pgTable('login_challenges', {
  idHash: text('id_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  method: text('method', { enum: ['sms', 'email', 'bankHolder', 'totp'] }).notNull(),
  /** HMAC of the emailed code (email method); SMS codes live with the other SMS codes. */
  codeHash: text('code_hash'),
  ip: text('ip').notNull(),
  agentLogin: boolean('agent_login').notNull().default(false),
  /** Decided at the password check (default or expired password), applied when the challenge is answered. */
  requirePasswordChange: boolean('require_password_change').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Password-reset links sent by email: stored as SHA-256 of the token, single use, short-lived. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Email binding links (security center): the new address waits here until the mailed link is
 * opened. Stored as SHA-256 of the token, single use, short-lived, like the reset links.
 */
export const emailBindings = pgTable(
  'email_bindings',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_bindings_member_idx').on(t.memberId, t.createdAt)],
);
