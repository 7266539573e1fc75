import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('audit_log_brand_id').on(t.brandId, t.id),
    index('audit_log_brand_action').on(t.brandId, t.action, t.id),
    index('audit_log_brand_target').on(t.brandId, t.targetType, t.targetId, t.id),
  ],
);
