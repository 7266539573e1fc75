import {
  API,
  languageBody,
  loginResult,
  memberIcon,
  memberInfo,
  registerMobileBody,
  registerUsernameBody,
  totpConfirmBody,
  totpSetupResult,
} from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { AntiBotService } from '../anti-bot/anti-bot.service';
import type { SystemService } from '../system/system.service';
import type { MembersService } from './members.service';

export const ctxOf = (req: FastifyRequest) => ({ brand: req.brand, t: req.t, ip: req.ip, lang: req.lang });
const SEALED = 'The body is sent sealed (see GET /wps/system/publicKey); the schema shows it decrypted.';

export function membersRoutes(
  app: FastifyInstance,
  deps: { members: MembersService; system: SystemService; guard: Guards; antiBot: AntiBotService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The brand's registrations-per-IP-per-hour cap wraps both ways to register.
  const capped = async <T>(req: FastifyRequest, register: () => Promise<T>) => {
    const brand = await deps.system.settings(req.brand);
    return deps.antiBot.withRegistrationSlot(req.brand.id, req.ip, brand.registerPerIpPerHour, register);
  };

  // guard: guest
  r.put(
    API.register,
    {
      config: { sealed: true, antiBot: true },
      schema: {
        tags: ['members'],
        summary: 'Register by username; logs the new member in',
        description: SEALED,
        body: registerUsernameBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await capped(req, () => deps.members.registerByUsername(req.body, ctxOf(req)))),
  );

  // guard: guest
  r.put(
    API.registerMobile,
    {
      config: { sealed: true, antiBot: true },
      schema: {
        tags: ['members'],
        summary: 'Register by mobile number (SMS code, or password); logs the new member in',
        description: SEALED,
        body: registerMobileBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await capped(req, () => deps.members.registerByMobile(req.body, ctxOf(req)))),
  );

  r.get(
    API.memberInfo,
    {
      preHandler: deps.guard.member,
      schema: {
        tags: ['members'],
        summary: 'The logged-in member',
        security: [{ token: [] }],
        response: responses(memberInfo),
      },
    },
    async (req) => {
      const brand = await deps.system.settings(req.brand);
      return ok(req, await deps.members.info(req.memberId as number, brand.currencyCode));
    },
  );

  r.get(
    API.memberIcon,
    {
      preHandler: deps.guard.member,
      schema: {
        tags: ['members'],
        summary: "The member's avatar",
        security: [{ token: [] }],
        response: responses(memberIcon),
      },
    },
    // Six drawn avatars, picked by id so a member keeps theirs; uploads come with the profile screen.
    async (req) => ok(req, { iconUrl: `/static/avatar/avatar-${((req.memberId as number) % 6) + 1}.svg` }),
  );

  r.post(
    API.totpSetup,
    {
      preHandler: deps.guard.realMember,
      schema: {
        tags: ['members'],
        summary: 'Start binding an authenticator app: the secret and its otpauth URL (for a QR code)',
        security: [{ token: [] }],
        response: responses(totpSetupResult),
      },
    },
    async (req) => {
      const brand = await deps.system.settings(req.brand);
      return ok(req, await deps.members.totpSetup(req.memberId as number, brand.name));
    },
  );

  r.post(
    API.totpConfirm,
    {
      preHandler: deps.guard.realMember,
      schema: {
        tags: ['members'],
        summary: 'Finish binding: a current code from the app',
        security: [{ token: [] }],
        body: totpConfirmBody,
        response: responses(z.null()),
      },
    },
    async (req) => ok(req, await deps.members.totpConfirm(req.memberId as number, req.body.code)),
  );

  r.put(
    API.memberLanguage,
    {
      preHandler: deps.guard.member,
      schema: {
        tags: ['members'],
        summary: "Save the member's interface language (used for messages sent to them)",
        security: [{ token: [] }],
        body: languageBody,
        response: responses(z.null()),
      },
    },
    async (req) => {
      await deps.members.setLanguage(req.memberId as number, req.body.language);
      return ok(req, null);
    },
  );
}
