import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SiteOrigin } from '../../platform/http/site-origin';
import { IMAGE_BODY_LIMIT } from '../uploads/uploads.service';
import type { DepositCtx } from './deposits.ports';
import type { DepositsService } from './deposits.service';
import type { DepositSettlement } from './deposits.settle';

export type DepositsRouteDeps = {
  deposits: DepositsService;
  settlement: DepositSettlement;
  guard: Guards;
  /** The site's origin for gateway return and callback URLs (PUBLIC_URL; never the request's Host). */
  siteOrigin: SiteOrigin;
};

export const depositCtx = (req: FastifyRequest, siteOrigin: SiteOrigin): DepositCtx => ({
  brand: req.brand,
  lang: req.lang,
  t: req.t,
  ip: req.ip,
  origin: siteOrigin(),
});

/** Deposit (depositv2) for members, and the gateway webhook (whose signature is its only guard). */
export function depositsRoutes(app: FastifyInstance, deps: DepositsRouteDeps) {
  const ctx = (req: FastifyRequest) => depositCtx(req, deps.siteOrigin);

  route(
    app,
    ROUTES.depositChannels,
    {
      tags: ['deposits'],
      summary: 'Deposit channels of this brand, with limits, instructions and (manual) payee details',
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.deposits.channels(ctx(req))),
  );

  route(
    app,
    ROUTES.deposit,
    {
      tags: ['deposits'],
      summary: 'Create a deposit: manual (reference + one proof image, waits for an operator) or gateway',
      description:
        'Gateway deposits answer a `redirectUrl` (the provider page). The same Idempotency-Key answers the same deposit; with other content, 409 IDEMPOTENCY_CONFLICT.',
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
      bodyLimit: IMAGE_BODY_LIMIT,
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(req, await deps.deposits.create(req.memberId as number, key, req.body, ctx(req)));
    },
  );

  route(
    app,
    ROUTES.depositRecords,
    {
      tags: ['deposits'],
      summary: "The member's deposits, newest first, in a date range",
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.deposits.records(req.memberId as number, req.query, ctx(req))),
  );

  route(
    app,
    ROUTES.depositOne,
    {
      tags: ['deposits'],
      summary: 'One of the member’s deposits (polled after returning from a gateway)',
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.deposits.one(req.memberId as number, req.params.id, ctx(req))),
  );

  // The webhook is signed over its exact bytes, so this scope keeps the raw body instead of parsing
  // JSON; the parser is registered in its own encapsulated scope and no other route sees it.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    route(
      scope,
      ROUTES.depositCallback,
      {
        tags: ['deposits'],
        summary: 'Payment gateway webhook (signed: HMAC-SHA256 over the raw body with a timestamp)',
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return ok(req, await deps.settlement.callback(req.params.gateway, raw, req.headers, ctx(req)));
      },
    );
  });
}
