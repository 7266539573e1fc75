import { API, loginBody, loginResult, memberInfo, registerUsernameBody } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { SessionsService } from '../sessions/sessions.service';
import type { SystemService } from '../system/system.service';
import type { MembersService } from './members.service';

export function membersRoutes(
  app: FastifyInstance,
  deps: {
    members: MembersService;
    sessions: SessionsService;
    system: SystemService;
    member: preHandlerAsyncHookHandler;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => ({ brand: req.brand, t: req.t, ip: req.ip, lang: req.lang });

  // guard: guest
  r.put(
    API.register,
    {
      schema: {
        tags: ['members'],
        summary: 'Register by username; logs the new member in',
        body: registerUsernameBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await deps.members.registerByUsername(req.body, ctx(req))),
  );

  // guard: guest
  r.post(
    API.login,
    {
      schema: {
        tags: ['sessions'],
        summary: 'Log in by username and password',
        body: loginBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await deps.members.login(req.body, ctx(req))),
  );

  r.delete(
    API.logout,
    {
      preHandler: deps.member,
      schema: {
        tags: ['sessions'],
        summary: 'Revoke this session',
        security: [{ token: [] }],
        response: responses(z.null()),
      },
    },
    async (req) => {
      await deps.sessions.close(tokenOf(req) ?? '');
      return ok(req, null);
    },
  );

  r.get(
    API.memberInfo,
    {
      preHandler: deps.member,
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
}
