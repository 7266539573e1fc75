import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own records. It shares the database with the platform only for
 * convenience: no platform table is referenced, and the platform never reads this one.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The reference given to the merchant and shown in the payment page's URL (unguessable). */
    ref: text('ref').notNull(),
    /** The merchant's account at the provider, and the name its customers see on the page. */
    merchant: text('merchant').notNull(),
    merchantName: text('merchant_name').notNull(),
    /** The merchant's order id; creating the same order again returns the same payment. */
    orderId: text('order_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    returnUrl: text('return_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status').$type<'created' | 'paid' | 'failed'>().notNull().default('created'),
    /** The last webhook delivery: HTTP status (0 = no answer) and when. */
    notifyStatus: integer('notify_status'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('sandbox_payments_ref').on(t.ref),
    unique('sandbox_payments_order').on(t.merchant, t.orderId),
    check('sandbox_payments_status', sql`${t.status} in ('created','paid','failed')`),
    check('sandbox_payments_amount', sql`${t.amountMinor} > 0`),
  ],
);
