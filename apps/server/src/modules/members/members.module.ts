import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import type { Guards } from '../../platform/http/auth-guard';
import type { SiteOrigin } from '../../platform/http/site-origin';
import type { AgentsService } from '../agents/agents.service';
import type { AntiBotService } from '../anti-bot/anti-bot.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { NotifyService } from '../notify/notify.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import { contactService } from './contact.service';
import { loginRoutes } from './login.routes';
import { loginService } from './login.service';
import { membersRoutes } from './members.routes';
import { type Ctx, membersService } from './members.service';
import { type MemberRow, membersStore } from './members.store';
import { passwordRoutes } from './password.routes';
import { passwordService } from './password.service';
import { recheckPassword } from './password-recheck';
import { profileRoutes } from './profile.routes';
import { profileService } from './profile.service';
import { profileStore } from './profile.store';
import { securityStore } from './security.store';
import { sessionStarter } from './session-start';
import { smsRoutes } from './sms.routes';

/**
 * Accounts: registration, login (password, SMS code, new-IP challenge, free play), passwords, SMS
 * code requests and the security center (profile, avatar, binding the email and the mobile). Every way in ends in one session starter, which asks `admit` (responsible gaming).
 */
export function membersModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    system: SystemService;
    captcha: CaptchaService;
    antiBot: AntiBotService;
    verification: VerificationService;
    notify: NotifyService;
    agents: AgentsService;
    sessions: SessionsService;
    admit: (memberId: number) => Promise<void>;
    admitSession: (tx: Tx, memberId: number) => Promise<void>;
    guard: Guards;
    siteOrigin: SiteOrigin;
    clock: () => Date;
    secret: string;
    /** Unread platform messages for member info (the messages module). */
    unreadMessages?: (memberId: number) => Promise<number>;
  },
) {
  const { system, captcha, verification, notify, sessions, clock, guard } = deps;
  const store = membersStore(deps.db);
  const security = securityStore(deps.db);
  const startSession = sessionStarter({
    db: deps.db,
    members: store,
    security,
    sessions,
    clock,
    admit: deps.admit,
    admitSession: deps.admitSession,
    singleSession: async (brandId) => (await system.flags(brandId)).singleSession,
  });
  const members = membersService({
    store,
    system,
    captcha,
    verification,
    agents: deps.agents,
    startSession,
    clock,
    unreadMessages: deps.unreadMessages,
  });
  const login = loginService({
    store,
    security,
    system,
    captcha,
    antiBot: deps.antiBot,
    verification,
    notify,
    startSession,
    clock,
    secret: deps.secret,
  });
  const passwords = passwordService({
    db: deps.db,
    store,
    security,
    system,
    verification,
    notify,
    sessions,
    startSession,
    clock,
  });
  membersRoutes(app, { members, system, guard, antiBot: deps.antiBot });
  loginRoutes(app, { login, sessions, guard });
  passwordRoutes(app, { passwords, guard, siteOrigin: deps.siteOrigin });
  smsRoutes(app, { verification, members, system, guard });
  const profiles = profileStore(deps.db);
  profileRoutes(app, {
    profile: profileService({ store: profiles, members: store, system, clock }),
    contact: contactService({ store: profiles, members: store, security, system, verification, notify, clock }),
    guard,
    siteOrigin: deps.siteOrigin,
  });
  /** The login password asked again by another module's form (the self-exclusion), counted with the login's tries. */
  const recheck = (m: MemberRow, password: string | undefined, ctx: Pick<Ctx, 'brand' | 'ip'>) =>
    recheckPassword({ security, clock }, m, password, ctx, 'password');
  return { members, recheckPassword: recheck };
}
