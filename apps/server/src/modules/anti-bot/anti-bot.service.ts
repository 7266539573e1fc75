import { createHmac, randomInt } from 'node:crypto';
import { ANTI_BOT_FIELD, type AntiBotChallenge } from '@platform/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { MessageKey } from '../../platform/i18n/translate';
import { type AntiBotStore, antiBotStore } from './anti-bot.store';

export type PowOptions = {
  /** Off: the field is not asked for (unit tests of other modules); main.ts always turns it on. */
  enabled: boolean;
  /**
   * The secret counter of each challenge is drawn from [minWork, maxWork): the browser hashes that
   * many SHA-256s on average before it finds it, the server checks one HMAC.
   */
  minWork: number;
  maxWork: number;
  ttlMs: number;
};
export const POW_DEFAULTS: PowOptions = { enabled: true, minWork: 5_000, maxWork: 50_000, ttlMs: 10 * 60_000 };

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({ algorithm: z.literal('SHA-256'), expiresAt: z.number().int(), keySignature: z.string() })
      .passthrough(),
    signature: z.string().min(16).max(256),
  }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string().max(256) }).passthrough(),
});

const field = [{ field: ANTI_BOT_FIELD, rule: 'antiBot', message: '' }];

/**
 * The proof-of-work challenge (ALTCHA v2, deterministic mode: the server knows the answer and
 * signs the key, so checking costs one HMAC) and the per-IP registration cap. Randomness comes
 * from node:crypto; the HMAC keys are derived from the app secret, one per purpose.
 */
export function antiBotService(deps: { store: AntiBotStore; clock: () => Date; secret: string; pow: PowOptions }) {
  const key = (purpose: string) => createHmac('sha256', deps.secret).update(`anti-bot:${purpose}`).digest('hex');
  const signatureKey = key('challenge');
  const keySignatureKey = key('derived-key');

  async function issue(): Promise<AntiBotChallenge> {
    const { minWork, maxWork, ttlMs } = deps.pow;
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(minWork, maxWork),
      deriveKey,
      // altcha-lib checks expiry against the real clock, so the challenge is dated by it too.
      expiresAt: new Date(Date.now() + ttlMs),
      hmacSignatureSecret: signatureKey,
      hmacKeySignatureSecret: keySignatureKey,
    });
    return challenge as AntiBotChallenge;
  }

  /**
   * Accepts a solved payload once: missing -> ANTI_BOT_REQUIRED; malformed, forged, wrong or
   * expired -> ANTI_BOT_INVALID; already used -> ANTI_BOT_INVALID (antiBotUsed). `details` joins
   * the error's value (the login adds captchaRequired so the form shows both).
   */
  async function verify(payload: string | undefined, details: Record<string, unknown> = {}): Promise<void> {
    if (!deps.pow.enabled) return;
    const params = { field: ANTI_BOT_FIELD };
    if (!payload) throw new AppError('ANTI_BOT_REQUIRED', params, { fields: field, ...details });
    const invalid = (messageKey?: MessageKey) =>
      new AppError('ANTI_BOT_INVALID', params, { fields: field, ...details }, messageKey);
    let decoded: z.infer<typeof payloadSchema>;
    try {
      decoded = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    } catch {
      throw invalid();
    }
    const result = await verifySolution({
      challenge: decoded.challenge as never,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: signatureKey,
      hmacKeySignatureSecret: keySignatureKey,
    });
    if (!result.verified) throw invalid();
    const expiresAt = new Date(decoded.challenge.parameters.expiresAt * 1000);
    if (!(await deps.store.spend(decoded.challenge.signature, expiresAt))) throw invalid('antiBotUsed');
  }

  /**
   * Runs a registration inside one of this IP's slots for the current clock hour; over the cap the
   * registration is refused before any work, and a registration that fails gives its slot back.
   */
  async function withRegistrationSlot<T>(brandId: number, ip: string, cap: number, register: () => Promise<T>) {
    const now = deps.clock();
    const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    const taken = cap >= 1 ? await deps.store.reserveRegistration(brandId, ip, hour, cap) : null;
    if (taken === null) {
      const minutes = Math.max(1, Math.ceil((hour.getTime() + 3_600_000 - now.getTime()) / 60_000));
      throw new AppError('REGISTER_IP_CAP', { field: 'registerPerIpPerHour', max: cap, minutes });
    }
    try {
      return await register();
    } catch (e) {
      await deps.store.releaseRegistration(brandId, ip, hour);
      throw e;
    }
  }

  /**
   * The anti-bot-purge job: spent signatures past their challenge's expiry (an expired challenge
   * fails its own check) and registration hours older than the last two (only the current one counts).
   */
  async function purgeExpired(): Promise<{ spent: number; hours: number }> {
    const now = deps.clock();
    const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
    const spent = await deps.store.purgeSpent(now);
    const hours = await deps.store.purgeHours(new Date(hour - 2 * 3_600_000));
    return { spent: spent.rowCount ?? 0, hours: hours.rowCount ?? 0 };
  }

  return { issue, verify, withRegistrationSlot, purgeExpired, enabled: () => deps.pow.enabled };
}
export type AntiBotService = ReturnType<typeof antiBotService>;

export const antiBotServiceOn = (db: Db, clock: () => Date, secret: string, pow: PowOptions) =>
  antiBotService({ store: antiBotStore(db), clock, secret, pow });
