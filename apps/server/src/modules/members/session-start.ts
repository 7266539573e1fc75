import type { ErrorCode, LoginResult } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { SessionsService } from '../sessions/sessions.service';
import type { MemberRow, MembersStore } from './members.store';
import type { SecurityStore } from './security.store';

/**
 * What a login proved, checked again in its session's transaction. `passwordHash`: the hash the
 * password was verified against (password logins and their new-IP challenge); a new password
 * committed since refuses the login. `refusal`: the code that path already answers for a disabled
 * account (LOGIN_FAILED for a password, SMS_CODE_INVALID for an SMS code), so the race says
 * nothing new.
 */
export type LoginProof = { passwordHash?: string; refusal?: Extract<ErrorCode, 'LOGIN_FAILED' | 'SMS_CODE_INVALID'> };

/**
 * Every way in (registration, password, SMS code, verified challenge, free play, recovery) ends
 * here: a member in a time-out or self-exclusion is refused (`admit`, responsible gaming), then a
 * session opens (ending the others when the brand allows one session per member). The session
 * opens in one transaction that
 * - checks for a block again behind the block gate (`admitSession`), so a time-out pressed
 *   meanwhile on another device either ends this session or refuses this login;
 * - stamps the login on the member row (`markLogin`), which locks it, and re-reads the status and
 *   the password hash there: a disable or a password change writes that row and ends the member's
 *   sessions in one transaction, so it either committed first (this login is refused) or waits for
 *   this one and ends its session too. Gate first, row second: whoever holds the row never waits
 *   for the gate, so the two cannot wait on each other in a circle;
 * - makes the IP a known one. A refused login stamps nothing.
 */
export function sessionStarter(deps: {
  db: Db;
  members: MembersStore;
  security: SecurityStore;
  sessions: SessionsService;
  clock: () => Date;
  /** Throws RG_TIMEOUT / RG_EXCLUDED (with the end time) for a blocked member. */
  admit?: (memberId: number) => Promise<void>;
  /** The same check inside the session's transaction, behind the block gate (rg.service admitSession). */
  admitSession?: (tx: Tx, memberId: number) => Promise<void>;
  /** Whether the brand allows one session per member (flag singleSession). */
  singleSession?: (brandId: number) => Promise<boolean>;
}) {
  const admit = (memberId: number) => deps.admit?.(memberId) ?? Promise.resolve();
  const start = async (
    m: MemberRow,
    ctx: { brand: BrandRef; ip: string; device?: string },
    requirePasswordChange = false,
    /** Remember me (spec §9): a session without the idle limit, for its whole 24 hours. */
    remember = false,
    proof: LoginProof = {},
  ): Promise<LoginResult> => {
    await admit(m.id);
    const firstTimeLogin = m.lastLoginAt === null;
    const token = await inTransaction(deps.db, async (tx) => {
      await deps.admitSession?.(tx, m.id);
      const now = deps.clock();
      const row = await deps.members.markLogin(tx, m.id, now);
      const stale = proof.passwordHash !== undefined && row?.passwordHash !== proof.passwordHash;
      if (row?.status !== 'active' || stale) throw new AppError(proof.refusal ?? 'LOGIN_FAILED');
      await deps.security.rememberIp(tx, m.id, ctx.ip, now);
      return deps.sessions.open(m.id, ctx.brand.id, ctx.ip, remember, ctx.device ?? null, tx);
    });
    // One session per member: the older ones end now, and their open tabs are told why.
    if (await deps.singleSession?.(ctx.brand.id)) await deps.sessions.closeOthers(m.id, token, 'newer_login');
    return { token, firstTimeLogin, requirePasswordChange };
  };
  // The password login asks it before a new-IP challenge, so a blocked member is not sent a code first.
  return Object.assign(start, { admit });
}
export type StartSession = ReturnType<typeof sessionStarter>;
