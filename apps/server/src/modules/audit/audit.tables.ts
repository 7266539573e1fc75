import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from '../operators/operators.tables';
import { brands } from '../system/system.tables';

/**
 * What operators did, append-only: a trigger (drizzle/*_audit_guard.sql) refuses UPDATE and DELETE,
 * so an entry, once written in the same transaction as its action, stays as written.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Null for actions the system takes on its own (e.g. a timed automatic receipt). */
    operatorId: integer('operator_id').references(() => operators.id),
    /** Dotted name: 'member.adjust', 'deposit.approve', 'withdrawal.reject'... */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The hash chain (per brand, in id order): prev_hash is the brand's previous entry's hash (64
     * zeros for the first), hash = SHA-256 over prev_hash and every column above (audit_entry_hash,
     * drizzle/*_access_audit_chain.sql). Written by audit_append() only; `npm run audit:verify` walks it.
     */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_brand_id').on(t.brandId, t.id),
    index('audit_log_brand_action').on(t.brandId, t.action, t.id),
    index('audit_log_brand_target').on(t.brandId, t.targetType, t.targetId, t.id),
  ],
);

/**
 * Each brand's chain head: the last entry's id and hash and the number of entries. audit_append()
 * locks this row (so appends of one brand are serialised and the chain never forks) and moves it in
 * the same transaction; verify compares it with the walk, so rows deleted at the end are found too.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
  entries: bigint('entries', { mode: 'number' }).notNull(),
});
