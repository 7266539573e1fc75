import { API, freePlayBody, loginBody, loginResult, loginVerifyBody } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { SessionsService } from '../sessions/sessions.service';
import type { LoginService } from './login.service';
import { ctxOf } from './members.routes';

export function loginRoutes(
  app: FastifyInstance,
  deps: { login: LoginService; sessions: SessionsService; guard: Guards },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // guard: guest
  r.post(
    API.login,
    {
      config: { sealed: true },
      schema: {
        tags: ['sessions'],
        summary: 'Log in by username and password, or by mobile number and SMS code',
        description:
          'Sealed body. Errors carry value.captchaRequired when the next try needs a captcha; ' +
          'VERIFICATION_REQUIRED carries {challengeId, method, hint} for a login from a new IP.',
        body: loginBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await deps.login.login(req.body, ctxOf(req))),
  );

  // guard: guest
  r.post(
    API.loginVerify,
    {
      config: { sealed: true },
      schema: {
        tags: ['sessions'],
        summary: 'Answer the extra verification of a login from a new IP',
        body: loginVerifyBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await deps.login.verify(req.body.challengeId, req.body.answer, ctxOf(req))),
  );

  // guard: guest
  r.post(
    API.loginFreePlay,
    {
      config: { sealed: true, antiBot: true },
      schema: {
        tags: ['sessions'],
        summary: 'Start free play: a trial account (type 4) with demo credit',
        body: freePlayBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await deps.login.freePlay(ctxOf(req))),
  );

  r.delete(
    API.logout,
    {
      preHandler: deps.guard.member,
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
}
