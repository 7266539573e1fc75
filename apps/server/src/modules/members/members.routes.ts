import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { AntiBotService } from '../anti-bot/anti-bot.service';
import type { SystemService } from '../system/system.service';
import type { MembersService } from './members.service';

export const ctxOf = (req: FastifyRequest) => ({
  brand: req.brand,
  t: req.t,
  ip: req.ip,
  lang: req.lang,
  /** The User-Agent, kept with the session a login opens (the back office shows it). */
  device: req.headers['user-agent'],
});

export function membersRoutes(
  app: FastifyInstance,
  deps: { members: MembersService; system: SystemService; guard: Guards; antiBot: AntiBotService },
) {
  // The brand's registrations-per-IP-per-hour cap wraps both ways to register.
  const capped = async <T>(req: FastifyRequest, register: () => Promise<T>) => {
    const brand = await deps.system.settings(req.brand);
    return deps.antiBot.withRegistrationSlot(req.brand.id, req.ip, brand.registerPerIpPerHour, register);
  };

  // guard: guest
  route(
    app,
    ROUTES.register,
    { tags: ['members'], summary: 'Register by username; logs the new member in', antiBot: true },
    async (req) => ok(req, await capped(req, () => deps.members.registerByUsername(req.body, ctxOf(req)))),
  );

  // guard: guest
  route(
    app,
    ROUTES.registerMobile,
    {
      tags: ['members'],
      summary: 'Register by mobile number (SMS code, or password); logs the new member in',
      antiBot: true,
    },
    async (req) => ok(req, await capped(req, () => deps.members.registerByMobile(req.body, ctxOf(req)))),
  );

  route(
    app,
    ROUTES.memberInfo,
    { tags: ['members'], summary: 'The logged-in member', security: [{ token: [] }], preHandler: deps.guard.member },
    async (req) => {
      const brand = await deps.system.settings(req.brand);
      return ok(req, await deps.members.info(req.memberId as number, brand.currencyCode));
    },
  );

  route(
    app,
    ROUTES.memberIcon,
    { tags: ['members'], summary: "The member's avatar", security: [{ token: [] }], preHandler: deps.guard.member },
    // The avatar chosen in the security center, else one of the first six picked by id.
    async (req) => ok(req, { iconUrl: (await deps.members.info(req.memberId as number, '')).avatarUrl as string }),
  );

  route(
    app,
    ROUTES.totpSetup,
    {
      tags: ['members'],
      summary: 'Start binding an authenticator app: the secret and its otpauth URL (for a QR code)',
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => {
      const brand = await deps.system.settings(req.brand);
      return ok(req, await deps.members.totpSetup(req.memberId as number, brand.name));
    },
  );

  route(
    app,
    ROUTES.totpConfirm,
    {
      tags: ['members'],
      summary: 'Finish binding: a current code from the app',
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.members.totpConfirm(req.memberId as number, req.body.code)),
  );

  route(
    app,
    ROUTES.memberLanguage,
    {
      tags: ['members'],
      summary: "Save the member's interface language (used for messages sent to them)",
      security: [{ token: [] }],
      preHandler: deps.guard.member,
    },
    async (req) => {
      await deps.members.setLanguage(req.memberId as number, req.body.language);
      return ok(req, null);
    },
  );
}
