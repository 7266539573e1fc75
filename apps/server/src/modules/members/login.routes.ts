import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SessionsService } from '../sessions/sessions.service';
import type { LoginService } from './login.service';
import { ctxOf } from './members.routes';

export function loginRoutes(
  app: FastifyInstance,
  deps: { login: LoginService; sessions: SessionsService; guard: Guards },
) {
  // guard: guest
  route(
    app,
    ROUTES.login,
    {
      tags: ['sessions'],
      summary: 'Log in by username and password, or by mobile number and SMS code',
      description:
        'Sealed body. Errors carry value.captchaRequired when the next try needs a captcha; ' +
        'VERIFICATION_REQUIRED carries {challengeId, method, hint} for a login from a new IP.',
    },
    async (req) => ok(req, await deps.login.login(req.body, ctxOf(req))),
  );

  // guard: guest
  route(
    app,
    ROUTES.loginVerify,
    { tags: ['sessions'], summary: 'Answer the extra verification of a login from a new IP' },
    async (req) =>
      ok(req, await deps.login.verify(req.body.challengeId, req.body.answer, ctxOf(req), req.body.remember)),
  );

  // guard: guest
  route(
    app,
    ROUTES.loginFreePlay,
    { tags: ['sessions'], summary: 'Start free play: a trial account (type 4) with demo credit', antiBot: true },
    async (req) => ok(req, await deps.login.freePlay(ctxOf(req))),
  );

  route(
    app,
    ROUTES.logout,
    { tags: ['sessions'], summary: 'Revoke this session', security: [{ token: [] }], preHandler: deps.guard.member },
    async (req) => {
      await deps.sessions.close(tokenOf(req) ?? '');
      return ok(req, null);
    },
  );
}
