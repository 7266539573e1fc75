import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Localised } from '../../platform/i18n/localised';
import { members } from '../members/members.tables';
import { operators } from '../operators/operators.tables';
import { brands } from '../system/system.tables';

/**
 * The ways a brand accepts deposits. Manual channels name the account the member pays to (shown
 * with copy buttons); gateway channels name the payment adapter that takes the member to a provider.
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    kind: text('kind').$type<'manual' | 'gateway'>().notNull(),
    /** bank, bkash, nagad, rocket...: which mark the web draws. */
    method: text('method').notNull(),
    names: jsonb('names').$type<Localised>().notNull(),
    instructions: jsonb('instructions').$type<Localised>().notNull().default({}),
    /** Manual: the bank or e-wallet paid into, the account holder and number. */
    payeeProvider: text('payee_provider'),
    payeeAccountName: text('payee_account_name'),
    payeeAccountNumber: text('payee_account_number'),
    /** Gateway: the adapter's code (modules/payments). */
    gateway: text('gateway'),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    unique('deposit_channels_code').on(t.brandId, t.code),
    check('deposit_channels_kind', sql`${t.kind} in ('manual','gateway')`),
    check('deposit_channels_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
    check(
      'deposit_channels_shape',
      sql`(${t.kind} = 'gateway' and ${t.gateway} is not null) or (${t.kind} = 'manual' and ${t.payeeAccountNumber} is not null)`,
    ),
  ],
);

/**
 * One row per deposit request. The status moves only forward from `pending` (a conditional update),
 * and the credit is a ledger transfer keyed `deposit:<id>`, so a deposit can never be credited twice.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected' | 'paid' | 'failed'>()
      .notNull()
      .default('pending'),
    reference: text('reference'),
    /** Upload ids of the proof images (uploads module). */
    proofIds: text('proof_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The member's Idempotency-Key and a hash of what it was sent with (same key, other content = 409). */
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    gateway: text('gateway'),
    gatewayRef: text('gateway_ref'),
    redirectUrl: text('redirect_url'),
    reason: text('reason'),
    /** Operator decisions: who, and the Idempotency-Key of the call (a retry answers the same). */
    operatorId: integer('operator_id').references(() => operators.id),
    decisionKey: text('decision_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('deposits_request_key').on(t.brandId, t.memberId, t.requestKey),
    unique('deposits_gateway_ref').on(t.gateway, t.gatewayRef),
    unique('deposits_decision_key').on(t.brandId, t.decisionKey),
    index('deposits_member_idx').on(t.brandId, t.memberId, t.id),
    index('deposits_status_idx').on(t.brandId, t.status, t.id),
    check('deposits_amount_positive', sql`${t.amountMinor} > 0`),
    check('deposits_status', sql`${t.status} in ('pending','approved','rejected','paid','failed')`),
  ],
);
