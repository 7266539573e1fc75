import { randomBytes } from 'node:crypto';
import type { OperatorLoginBody } from '@platform/contracts';
import { sha256hex } from '../../platform/crypto/hash';
import { AppError } from '../../platform/http/app-error';
import { burnDecoy, verifyPassword } from '../members/password';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../sessions/sessions.service';
import type { OperatorsStore } from './operators.store';

/**
 * Back-office accounts move money: 5 wrong passwords in a row lock one for 15 minutes. Tries are
 * counted before the password is checked, so tries sent at once beyond the 5th are refused too.
 */
export const OPERATOR_LOCK_AFTER = 5;
export const OPERATOR_LOCK_MS = 15 * 60_000;

/** lastSeenAt is written at most this often, so a busy back office does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export type OperatorSession = { operatorId: number; role: string };

/**
 * Operator login and sessions: the same opaque 256-bit tokens as member sessions (stored as
 * SHA-256, idle and absolute expiry), kept in their own table so the two kinds never mix.
 */
export function operatorsService(deps: { store: OperatorsStore; clock: () => Date }) {
  async function login(brandId: number, body: OperatorLoginBody, ip: string): Promise<{ token: string }> {
    const op = await deps.store.byUsername(brandId, body.username);
    // One answer for an unknown name, a wrong password or a disabled account, taking the same time.
    if (!op) {
      await burnDecoy(body.password);
      throw new AppError('LOGIN_FAILED');
    }
    const now = deps.clock();
    const rules = { now, lockAfter: OPERATOR_LOCK_AFTER, until: new Date(now.getTime() + OPERATOR_LOCK_MS) };
    // Counted before the password is checked, and decided one after another: a burst cannot outrun the lock.
    const tried = await deps.store.tryLogin(op.id, rules, (hash) => verifyPassword(body.password, hash));
    if (tried.kind === 'locked') {
      const minutes = Math.ceil((tried.until.getTime() - now.getTime()) / 60_000);
      throw new AppError('LOGIN_LOCKED', { minutes });
    }
    if (tried.kind === 'wrong' || op.status !== 'active') throw new AppError('LOGIN_FAILED');
    const token = randomBytes(32).toString('base64url');
    await deps.store.insertSession({
      tokenHash: sha256hex(token),
      operatorId: op.id,
      brandId,
      ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    return { token };
  }

  /** The operator behind a token in this brand, or null (unknown, revoked, idle, too old, other brand). */
  async function resolve(token: string, brandId: number): Promise<OperatorSession | null> {
    const now = deps.clock();
    const hash = sha256hex(token);
    const s = await deps.store.liveSession(hash, now);
    if (!s || s.brandId !== brandId) return null;
    if (now.getTime() - s.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
    if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) await deps.store.touch(hash, now);
    return { operatorId: s.operatorId, role: s.role };
  }

  const close = (token: string) => deps.store.revoke(sha256hex(token), deps.clock());

  return { login, resolve, close };
}
export type OperatorsService = ReturnType<typeof operatorsService>;
