import { OPERATOR_ROLES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from '../system/system.tables';

/**
 * Back-office accounts of a brand. They are not members: their own table, their own sessions, so
 * a member token can never act as an operator (and the reverse). Usernames are unique per brand
 * without regard to case.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    username: text('username').notNull(),
    /** argon2id, the same helpers as member passwords (members/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** One of OPERATOR_ROLES (contracts operator-access.ts): what the operator's calls may do. */
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Wrong passwords in a row; at OPERATOR_LOCK_AFTER the account waits until locked_until. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The authenticator's TOTP secret, sealed (AES-256-GCM, platform/crypto/secret-box.ts, purpose
     * 'operator-totp'); null until the operator enrols one at their first login (or after a reset).
     */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code of this step or an earlier one is refused (no replay). */
    totpLastStep: integer('totp_last_step'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_brand_username').on(t.brandId, sql`lower(${t.username})`),
    check('operators_status', sql`${t.status} in ('active', 'disabled')`),
    check('operators_role', sql`${t.role} in (${sql.raw(OPERATOR_ROLES.map((r) => `'${r}'`).join(', '))})`),
  ],
);

/**
 * The step between a right password and a session: a login ticket (random, stored as SHA-256)
 * bound to one operator, alive 5 minutes, good for 5 codes (each counted before it is checked),
 * used once. An 'enrol' ticket carries the new authenticator's secret (sealed) until a code from
 * it completes the enrolment.
 */
export const operatorLoginTickets = pgTable(
  'operator_login_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    brandId: integer('brand_id').notNull(),
    kind: text('kind', { enum: ['totp', 'enrol'] }).notNull(),
    pendingSecret: text('pending_secret'),
    tries: integer('tries').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('operator_login_tickets_operator_idx').on(t.operatorId),
    check('operator_login_tickets_kind', sql`${t.kind} in ('totp', 'enrol')`),
  ],
);

/** Operator sessions, stored by the SHA-256 of their token like member sessions. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    brandId: integer('brand_id').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);
