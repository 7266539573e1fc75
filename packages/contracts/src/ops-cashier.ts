import { z } from 'zod';
import { MAX_AMOUNT_MINOR, parseMinor } from './amounts';
import { bigserialId } from './bounds';
import { DEPOSIT_KINDS } from './deposits';
import { money } from './money';

/**
 * The back office's cashier calls that the deposit and withdrawal modules did not have: proof
 * images for operators (permission `cashier`, bytes not the envelope) and payment (deposit)
 * channels management.
 */
const id = bigserialId;
/** Which proof image of the record, 0-based (a record holds at most 3). */
const n = z.coerce.number().int().min(0).max(9);
export const depositProofParams = z.object({ id, n });
export const withdrawalProofParams = z.object({ id, pid: id, n });

/**
 * A channel limit as the operator types it: a decimal STRING ("100", "100.50"), positive, at most
 * 2 decimals. Numbers are refused (type) so a float never stands for money. Parsed to minor units.
 */
export const decimalAmount = z.string().transform((raw, ctx) => {
  const minor = parseMinor(raw.trim());
  if (minor === null || minor <= 0n || minor > MAX_AMOUNT_MINOR) {
    ctx.addIssue({ code: 'custom', params: { rule: 'amount' }, message: 'amount' });
    return z.NEVER;
  }
  return minor;
});

export const opsChannel = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  method: z.string(),
  /** The name in the request's language. */
  name: z.string(),
  min: money,
  max: money,
  currency: z.string(),
  enabled: z.boolean(),
  /** Display order: lower first (ties by id). */
  sequence: z.number().int(),
  /** Manual channels: the account members pay to; null for gateway channels. */
  payee: z.object({ provider: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
  /** Gateway channels: the payment adapter's code; null for manual ones. */
  gateway: z.string().nullable(),
});
export type OpsChannel = z.infer<typeof opsChannel>;
export const opsChannelList = z.object({ list: z.array(opsChannel) });
export const opsChannelParams = z.object({ code: z.string().trim().min(1).max(32) });

export const OPS_CHANNEL_SEQUENCE_MAX = 9999;
/**
 * PUT body: only the fields sent change. min may not be above max (rule minAboveMax on `min`),
 * checked here when both are sent and by the server against the stored other one otherwise.
 */
export const opsChannelBody = z
  .object({
    enabled: z.boolean().optional(),
    min: decimalAmount.optional(),
    max: decimalAmount.optional(),
    sequence: z.number().int().min(0).max(OPS_CHANNEL_SEQUENCE_MAX).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.min !== undefined && b.max !== undefined && b.min > b.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], params: { rule: 'minAboveMax' }, message: 'minAboveMax' });
    }
  });
export type OpsChannelBody = z.input<typeof opsChannelBody>;
