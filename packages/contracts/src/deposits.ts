import { z } from 'zod';
import { bigserialId } from './bounds';
import { amountInput, dateRangeQuery, money, page, pageQuery } from './money';
import { checkWindow, opsListFilters } from './ops-lists';
import { imageList } from './uploads';

/**
 * Deposit (depositv2). A channel is either `manual` (the member pays the brand's account outside the
 * site and sends the reference and a proof image; an operator approves or rejects) or `gateway`
 * (the member is sent to a payment provider's page; its signed webhook settles the deposit).
 */
export const DEPOSIT_KINDS = ['manual', 'gateway'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** How the money travels; the web draws a mark for each. Other methods show a generic mark. */
export const DEPOSIT_METHODS = ['bank', 'bkash', 'nagad', 'rocket', 'upay', 'card'] as const;

/**
 * pending -> approved | rejected (manual, by an operator); pending -> paid | failed (gateway webhook).
 * approved and paid are the credited states: the amount is in the member's cash balance.
 */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'paid', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_CREDITED: readonly DepositStatus[] = ['approved', 'paid'];

/** The sender's transaction id of a manual deposit (bank or e-wallet reference). */
export const DEPOSIT_REFERENCE = { min: 4, max: 40 } as const;

export const depositChannel = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  method: z.string(),
  name: z.string(),
  instructions: z.string(),
  min: money,
  max: money,
  currency: z.string(),
  /** Where a manual deposit is paid to; null for gateway channels. */
  payee: z.object({ provider: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
});
export type DepositChannel = z.infer<typeof depositChannel>;
export const depositChannelList = z.object({ list: z.array(depositChannel) });
export type DepositChannelList = z.infer<typeof depositChannelList>;

/** POST body; unknown keys (status, balance...) are dropped and change nothing. */
export const depositBody = z.object({
  channel: z.string().trim().min(1).max(32),
  amount: amountInput,
  /** Manual channels: required. */
  reference: z
    .string()
    .trim()
    .min(DEPOSIT_REFERENCE.min)
    .max(DEPOSIT_REFERENCE.max)
    .regex(/^[\w.\-/]+$/)
    .optional(),
  /** Manual channels: exactly one png or jpg, at most 5 MB. */
  proof: imageList(1).optional(),
});
export type DepositBody = z.input<typeof depositBody>;

export const deposit = z.object({
  id: z.number(),
  channel: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  method: z.string(),
  amount: money,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  /** The operator's reason for a rejection, or the gateway's for a failure. */
  reason: z.string().nullable(),
  /** Gateway deposits still pending: the provider's page the browser opens. */
  redirectUrl: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  decidedAt: z.string().nullable().describe('ISO 8601'),
});
export type Deposit = z.infer<typeof deposit>;

export const depositRecordsQuery = dateRangeQuery.extend(pageQuery.shape).extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
});
export type DepositRecordsQuery = z.input<typeof depositRecordsQuery>;
export const depositPage = page(deposit);
export type DepositPage = z.infer<typeof depositPage>;
export const depositIdParams = z.object({ id: bigserialId });

// Operator calls (their screens come with the back office).
/** How the operator's deposit queue sorts (ties by id); a pending queue is oldest first by default. */
export const OPS_DEPOSIT_SORTS = ['createdAt', 'amount'] as const;
export const operatorDepositQuery = pageQuery
  .extend({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    /** A channel's code (BKASH, DBBL...). */
    channel: z.string().trim().min(1).max(32).optional(),
    ...opsListFilters,
    sort: z.enum(OPS_DEPOSIT_SORTS).optional(),
  })
  .superRefine(checkWindow);
export type OperatorDepositQuery = z.input<typeof operatorDepositQuery>;
export const operatorDeposit = deposit.extend({
  memberId: z.number(),
  account: z.string(),
  /** Paths of the proof images for operators (GET OPS_CASHIER_API.depositProof: /wps/operator/deposits/:id/proof/:n). */
  proof: z.array(z.string()),
  operatorId: z.number().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDeposit>;
export const operatorDepositPage = page(operatorDeposit);
export const rejectDepositBody = z.object({ reason: z.string().trim().min(1).max(200) });
