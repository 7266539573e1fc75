import {
  API,
  changePasswordBody,
  forgotByEmailBody,
  loginResult,
  resetByLinkBody,
  resetByPhoneBody,
} from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import { ctxOf } from './members.routes';
import type { PasswordService } from './password.service';

export function passwordRoutes(app: FastifyInstance, deps: { passwords: PasswordService; guard: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    API.changePassword,
    {
      preHandler: deps.guard.realMember,
      config: { sealed: true },
      schema: {
        tags: ['members'],
        summary: 'Change password; every other session of the member ends',
        security: [{ token: [] }],
        body: changePasswordBody,
        response: responses(z.null()),
      },
    },
    async (req) =>
      ok(req, await deps.passwords.change(req.memberId as number, tokenOf(req) ?? '', req.body, ctxOf(req))),
  );

  // guard: guest. A form post (application/x-www-form-urlencoded) as the spec has it; JSON works too.
  r.post(
    API.forgotByEmail,
    {
      config: { antiBot: true },
      schema: {
        tags: ['members'],
        summary: 'Forgot password: mail a reset link to the bound email',
        body: forgotByEmailBody,
        response: responses(z.null()),
      },
    },
    async (req) => ok(req, await deps.passwords.forgotByEmail(req.body, ctxOf(req), `${req.protocol}://${req.host}`)),
  );

  // guard: guest
  r.post(
    API.resetByLink,
    {
      config: { sealed: true },
      schema: {
        tags: ['members'],
        summary: 'Set a new password from the emailed link; logs the member in',
        body: resetByLinkBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await deps.passwords.resetByLink(req.body, ctxOf(req))),
  );

  // guard: guest
  r.post(
    API.resetByPhone,
    {
      config: { sealed: true, antiBot: true },
      schema: {
        tags: ['members'],
        summary: 'Forgot password by phone: number, SMS code and new password; logs the member in',
        body: resetByPhoneBody,
        response: responses(loginResult),
      },
    },
    async (req) => ok(req, await deps.passwords.resetByPhone(req.body, ctxOf(req))),
  );
}
