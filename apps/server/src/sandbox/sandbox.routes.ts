import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxGateway } from './sandbox.gateway';
import { notFoundPage, paymentPage, sandboxLang } from './sandbox.page';

/** Where the hosted payment page lives; the platform serves the sandbox provider under it. */
export const SANDBOX_PREFIX = '/sandbox/pay';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // The page is self-contained: no scripts at all, styles inline, its fonts from this origin.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'")
    .send(body);

/**
 * The sandbox provider's hosted page (GET) and its two buttons (POST action=pay|fail). After the
 * webhook has been answered the browser goes back to the merchant's return URL, as with a real
 * provider; if the merchant did not acknowledge it, the page says so and offers to send again.
 */
export function sandboxRoutes(app: FastifyInstance, deps: { sandbox: SandboxGateway }) {
  app.get<{ Params: { ref: string }; Querystring: { lang?: string } }>(
    `${SANDBOX_PREFIX}/:ref`,
    { schema: { hide: true } },
    async (req, reply) => {
      const lang = sandboxLang(req.query.lang);
      const p = await deps.sandbox.payment(req.params.ref);
      return p ? html(reply, 200, paymentPage(p, lang)) : html(reply, 404, notFoundPage(lang));
    },
  );

  app.post<{ Params: { ref: string }; Querystring: { lang?: string }; Body: { action?: string } }>(
    `${SANDBOX_PREFIX}/:ref`,
    { schema: { hide: true } },
    async (req, reply) => {
      const lang = sandboxLang(req.query.lang);
      const action = (req.body as { action?: unknown } | undefined)?.action;
      if (action !== 'pay' && action !== 'fail') return html(reply, 400, notFoundPage(lang));
      const done = await deps.sandbox.complete(req.params.ref, action === 'pay' ? 'paid' : 'failed');
      if (!done) return html(reply, 404, notFoundPage(lang));
      if (done.delivered >= 200 && done.delivered < 300) return reply.redirect(done.payment.returnUrl, 303);
      return html(reply, 502, paymentPage(done.payment, lang, done.delivered));
    },
  );
}
