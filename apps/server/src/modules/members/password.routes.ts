import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SiteOrigin } from '../../platform/http/site-origin';
import { ctxOf } from './members.routes';
import type { PasswordService } from './password.service';

/**
 * The origin a mailed link may use: the site's scheme and port (PUBLIC_URL) with the requested host
 * name; the service keeps it only when that name is one of the brand's domains. No port or scheme
 * is ever taken from the Host header.
 */
export function requestedOrigin(site: string, hostname: string): string {
  const url = new URL(site);
  url.hostname = hostname; // an invalid name is ignored, leaving the site's own
  return url.origin;
}

export function passwordRoutes(
  app: FastifyInstance,
  deps: { passwords: PasswordService; guard: Guards; siteOrigin: SiteOrigin },
) {
  route(
    app,
    ROUTES.changePassword,
    {
      tags: ['members'],
      summary: 'Change password; every other session of the member ends',
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) =>
      ok(req, await deps.passwords.change(req.memberId as number, tokenOf(req) ?? '', req.body, ctxOf(req))),
  );

  // guard: guest. A form post (application/x-www-form-urlencoded) as the spec has it; JSON works too.
  route(
    app,
    ROUTES.forgotByEmail,
    { tags: ['members'], summary: 'Forgot password: mail a reset link to the bound email', antiBot: true },
    async (req) =>
      ok(
        req,
        await deps.passwords.forgotByEmail(req.body, ctxOf(req), requestedOrigin(deps.siteOrigin(), req.hostname)),
      ),
  );

  // guard: guest
  route(
    app,
    ROUTES.resetByLink,
    { tags: ['members'], summary: 'Set a new password from the emailed link; logs the member in' },
    async (req) => ok(req, await deps.passwords.resetByLink(req.body, ctxOf(req))),
  );

  // guard: guest
  route(
    app,
    ROUTES.resetByPhone,
    {
      tags: ['members'],
      summary: 'Forgot password by phone: number, SMS code and new password; logs the member in',
      antiBot: true,
    },
    async (req) => ok(req, await deps.passwords.resetByPhone(req.body, ctxOf(req))),
  );
}
