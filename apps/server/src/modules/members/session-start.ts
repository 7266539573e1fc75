import type { LoginResult } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import type { BrandRef } from '../../platform/http/context';
import type { SessionsService } from '../sessions/sessions.service';
import type { MemberRow, MembersStore } from './members.store';
import type { SecurityStore } from './security.store';

/**
 * Every way in (registration, password, SMS code, verified challenge, free play, recovery) ends
 * here: a member in a time-out or self-exclusion is refused (`admit`, responsible gaming), then the
 * login is stamped, the IP becomes a known one, and a session opens (ending the others when the
 * brand allows one session per member). The session opens in a transaction that checks for a block
 * again behind the block gate (`admitSession`), so a time-out pressed meanwhile on another device
 * either ends this session or refuses this login.
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
  ): Promise<LoginResult> => {
    await admit(m.id);
    const now = deps.clock();
    const firstTimeLogin = m.lastLoginAt === null;
    await deps.members.markLogin(m.id, now);
    await deps.security.rememberIp(m.id, ctx.ip, now);
    const token = await inTransaction(deps.db, async (tx) => {
      await deps.admitSession?.(tx, m.id);
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
