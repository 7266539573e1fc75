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
import type { SiteOrigin } from '../../platform/http/site-origin';
import { ctxOf } from './members.routes';
import type { PasswordService } from './password.service';

/**
 * The origin a mailed link may use: the site's scheme and port (PUBLIC_URL) with the requested host
 * name; the service keeps it only when that name is one of the brand's domains. No port or scheme
 * is ever taken from the Host header.
 */
function requestedOrigin(site: string, hostname: string): string {
  const url = new URL(site);
  url.hostname = hostname; // an invalid name is ignored, leaving the site's own
  return url.origin;
}

export function passwordRoutes(
  app: FastifyInstance,
  deps: { passwords: PasswordService; guard: Guards; siteOrigin: SiteOrigin },
) {
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
    async (req) =>
      ok(
        req,
        await deps.passwords.forgotByEmail(req.body, ctxOf(req), requestedOrigin(deps.siteOrigin(), req.hostname)),
      ),
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
