import { randomBytes } from 'node:crypto';
import { sha256hex } from '../../platform/crypto/hash';
import type { Executor } from '../../platform/db/tx';
import type { SessionsStore } from './sessions.store';

export const SESSION_IDLE_MS = 2 * 3600_000;
/**
 * Every session ends 24 hours after login. Remember me (spec §9 "remember-me cookies last 24
 * hours") lifts only the idle limit: a remembered session lives its whole 24 hours, used or not
 * (the web keeps its token in local storage then, so it survives closing the browser).
 */
export const SESSION_ABSOLUTE_MS = 24 * 3600_000;
/** lastSeenAt is written at most this often, so busy sessions do not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Opaque 256-bit tokens, stored hashed, with idle and absolute expiry. */
export function sessionsService(deps: { store: SessionsStore; clock: () => Date }) {
  async function open(memberId: number, brandId: number, ip: string, remember = false): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock();
    await deps.store.insert({
      tokenHash: sha256hex(token),
      memberId,
      brandId,
      ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      remember,
    });
    return token;
  }

  /** The member behind a token, or null when it is unknown, revoked, idle too long or too old. */
  async function resolve(token: string, brandId: number): Promise<{ memberId: number; type: number } | null> {
    const now = deps.clock();
    const hash = sha256hex(token);
    const s = await deps.store.live(hash, now);
    if (!s || s.brandId !== brandId) return null;
    if (!s.remember && now.getTime() - s.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
    if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) await deps.store.touch(hash, now);
    return { memberId: s.memberId, type: s.type };
  }

  const close = (token: string) => deps.store.revoke(sha256hex(token), deps.clock());
  /** After a password change: every session but the one that made the change ends. */
  const closeOthers = (memberId: number, keepToken: string | null) =>
    deps.store.revokeOthers(memberId, keepToken ? sha256hex(keepToken) : null, deps.clock());

  /** A time-out or self-exclusion: every session ends, in the transaction that starts the block. */
  const endAll = (memberId: number, exec: Executor) => deps.store.revokeOthers(memberId, null, deps.clock(), exec);

  return { open, resolve, close, closeOthers, endAll };
}
export type SessionsService = ReturnType<typeof sessionsService>;
