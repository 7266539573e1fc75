import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type CaptchaImage, LIMITS } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { captchaDataUrl, randomCaptchaText, renderCaptchaPng } from './captcha.image';
import { type CaptchaStore, captchaStore } from './captcha.store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Captchas are single use and expire. The answer is kept only as an HMAC bound to the captcha id,
 * and comparison ignores case because people read the glyphs, not their case.
 */
export function captchaService(deps: { store: CaptchaStore; clock: () => Date; secret: string; ttlMs?: number }) {
  const ttl = deps.ttlMs ?? LIMITS.captchaTtlMs;
  const hash = (id: string, answer: string) =>
    createHmac('sha256', deps.secret).update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');

  async function issue(): Promise<CaptchaImage & { answer: string }> {
    const id = randomUUID();
    const answer = randomCaptchaText(4);
    const now = deps.clock();
    await deps.store.insert({ id, answerHash: hash(id, answer), expiresAt: new Date(now.getTime() + ttl) });
    return {
      captchaId: id,
      image: captchaDataUrl(await renderCaptchaPng(answer)),
      expiresInSeconds: Math.floor(ttl / 1000),
      answer,
    };
  }

  /**
   * Deletes captchas expired for an hour (the captcha-purge job): housekeeping only, since an
   * expired captcha already fails its own check.
   */
  async function purgeExpired(): Promise<number> {
    const r = await deps.store.purgeBefore(new Date(deps.clock().getTime() - 3600_000));
    return r.rowCount ?? 0;
  }

  /** True only for the right answer to a live, unused captcha; any check uses the captcha up. */
  async function verify(captchaId: string, answer: string): Promise<boolean> {
    if (!UUID.test(captchaId) || !answer) return false;
    const stored = await deps.store.consume(captchaId, deps.clock());
    if (!stored) return false;
    const given = Buffer.from(hash(captchaId, answer), 'hex');
    return timingSafeEqual(given, Buffer.from(stored, 'hex'));
  }

  return { issue, verify, purgeExpired };
}
export type CaptchaService = ReturnType<typeof captchaService>;

/** The service on a database, wired with its own store (the app and other modules' tests use this). */
export const captchaServiceOn = (db: Db, clock: () => Date, secret: string) =>
  captchaService({ store: captchaStore(db), clock, secret });
