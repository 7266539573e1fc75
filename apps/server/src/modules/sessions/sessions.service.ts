import { randomBytes } from 'node:crypto';
import { sha256hex } from '../../platform/crypto/hash';
import type { Executor } from '../../platform/db/tx';
import type { SessionsStore } from './sessions.store';

/** Which live sessions just ended: one (by token hash), or a member's (all, or all but one). */
export type EndedSessions = { tokenHash: string } | { memberId: number; exceptHash: string | null };
export type SessionEndReason = 'logout_elsewhere' | 'password_changed' | 'disabled' | 'excluded' | 'newer_login';
/** Told after the sessions ended (committed), e.g. the realtime module kicking their sockets. */
export type SessionsEndedListener = (ended: EndedSessions, reason: SessionEndReason) => void;

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
  async function open(
    memberId: number,
    brandId: number,
    ip: string,
    remember = false,
    device: string | null = null,
    /** The caller's transaction (login opens the session under the block gate: members/session-start.ts). */
    exec?: Executor,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock();
    await deps.store.insert(
      {
        tokenHash: sha256hex(token),
        memberId,
        brandId,
        ip,
        device: device ? device.slice(0, 300) : null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        remember,
      },
      exec,
    );
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

  const listeners: SessionsEndedListener[] = [];
  const tell = (ended: EndedSessions, reason: SessionEndReason) => {
    for (const l of listeners) l(ended, reason);
  };

  /** Logout: this session ends; other tabs holding the same token are told (after the write). */
  async function close(token: string) {
    const tokenHash = sha256hex(token);
    await deps.store.revoke(tokenHash, deps.clock());
    tell({ tokenHash }, 'logout_elsewhere');
  }
  /**
   * Every session but `keepToken`'s ends, on its own (no transaction): a new login where the brand
   * allows one session per member (reason `newer_login`). A password change uses `endAll` in the
   * transaction that writes the new password instead.
   */
  async function closeOthers(
    memberId: number,
    keepToken: string | null,
    reason: Extract<SessionEndReason, 'password_changed' | 'newer_login'> = 'password_changed',
  ) {
    const exceptHash = keepToken ? sha256hex(keepToken) : null;
    await deps.store.revokeOthers(memberId, exceptHash, deps.clock());
    tell({ memberId, exceptHash }, reason);
  }

  /**
   * Every session of a member ends (but `keepToken`'s, the one that changed the password), in the
   * caller's transaction: the one that writes the block, the disable or the new password, so a
   * login that locks the member row is ordered against it (members/session-start.ts). The caller
   * calls `ended` once that transaction has committed.
   */
  const endAll = (memberId: number, exec: Executor, keepToken: string | null = null) =>
    deps.store.revokeOthers(memberId, keepToken ? sha256hex(keepToken) : null, deps.clock(), exec);
  /** Tells the listeners that a member's sessions ended (after the commit that ended them). */
  const ended = (memberId: number, reason: SessionEndReason, keepToken: string | null = null) =>
    tell({ memberId, exceptHash: keepToken ? sha256hex(keepToken) : null }, reason);
  /** Registers a listener (the realtime module); listeners must not throw. */
  const onEnded = (l: SessionsEndedListener) => {
    listeners.push(l);
  };

  return { open, resolve, close, closeOthers, endAll, ended, onEnded };
}
export type SessionsService = ReturnType<typeof sessionsService>;
