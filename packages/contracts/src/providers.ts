import { z } from 'zod';
import { MAX_AMOUNT_MINOR, parseMinor } from './amounts';
import { money } from './money';

/** Header naming the calling vendor (its vassalage code). */
export const PROVIDER_VENDOR_HEADER = 'x-provider-vendor';
/** Header carrying hex HMAC-SHA256 of the raw request body under the vendor's secret. */
export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature';

/** The shape of a game code; a bet's code must also be one of the vendor's catalogued games. */
export const PROVIDER_GAME_CODE = /^[A-Za-z0-9_.:-]{1,64}$/;

/** A provider id (transaction, round): opaque to the platform, at most 64 printable characters. */
const providerId = z.string().regex(/^[\x21-\x7e]{1,64}$/);
const playerId = z.string().regex(/^\d{1,12}$/);

/** "12.50": exactly two decimals as a string, so no vendor float ever rounds; zero only where allowed. */
const amountOf = (allowZero: boolean) =>
  z
    .string()
    .regex(/^\d{1,16}\.\d{2}$/)
    .transform((text, ctx) => {
      const minor = parseMinor(text);
      if (minor === null || minor < 0n || (!allowZero && minor === 0n) || minor > MAX_AMOUNT_MINOR) {
        ctx.addIssue({ code: 'custom', params: { rule: 'amount' }, message: 'amount' });
        return z.NEVER;
      }
      return minor;
    });

export const providerAuthenticateBody = z.object({ token: z.string().min(16).max(128) });
export const providerBalanceBody = z.object({ playerId });
export const providerBetBody = z.object({
  playerId,
  transactionId: providerId,
  roundId: providerId,
  gameCode: z.string().max(64),
  amount: amountOf(false),
});
export const providerWinBody = z.object({
  playerId,
  transactionId: providerId,
  roundId: providerId,
  gameCode: z.string().max(64),
  amount: amountOf(true),
  /** Closes the round (default true); send false for intermediate wins of a multi-win round. */
  final: z.boolean().optional(),
});
export const providerRollbackBody = z.object({
  playerId,
  transactionId: providerId,
  refTransactionId: providerId,
  roundId: providerId,
});
export type ProviderBetInput = z.infer<typeof providerBetBody>;
export type ProviderWinInput = z.infer<typeof providerWinBody>;
export type ProviderRollbackInput = z.infer<typeof providerRollbackBody>;

export const providerPlayer = z.object({ playerId, currency: z.string(), balance: money });
export type ProviderPlayer = z.infer<typeof providerPlayer>;
/** What a bet, win or rollback answers (and answers again, unchanged, on a replay). */
export const providerTxResult = z.object({
  playerId,
  transactionId: z.string(),
  currency: z.string(),
  balance: money,
});
export type ProviderTxResult = z.infer<typeof providerTxResult>;
