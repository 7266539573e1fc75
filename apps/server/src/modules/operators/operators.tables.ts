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
    role: text('role').notNull().default('operator'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Wrong passwords in a row; at OPERATOR_LOCK_AFTER the account waits until locked_until. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_brand_username').on(t.brandId, sql`lower(${t.username})`),
    check('operators_status', sql`${t.status} in ('active', 'disabled')`),
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
