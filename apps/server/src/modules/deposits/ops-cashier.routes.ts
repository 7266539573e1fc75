import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { OpsCashierService } from './ops-cashier.service';

/** An image answered as its bytes (not the envelope), private to the operator's browser. */
export const sendImage = (reply: FastifyReply, img: { mime: string; bytes: Buffer; sha256: string }) =>
  reply
    .header('content-type', img.mime)
    .header('content-length', img.bytes.length)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('etag', `"${img.sha256}"`)
    .send(img.bytes);

/** Back office cashier calls on deposits (permission cashier): a deposit's proof image, payment channels. */
export function opsCashierRoutes(app: FastifyInstance, deps: { ops: OpsCashierService; guard: Guards }) {
  const base = { tags: ['operator'], security: [{ token: [] }], preHandler: deps.guard.operator };

  route(
    app,
    ROUTES.opsDepositProof,
    {
      ...base,
      summary: "A deposit's n-th proof image (png or jpeg bytes)",
      description: 'Answers the raw image with its content type; an unknown deposit or image is 404 NOT_FOUND.',
    },
    async (req, reply) => sendImage(reply, await deps.ops.depositProof(req.brand.id, req.params.id, req.params.n)),
  );

  route(
    app,
    ROUTES.opsChannels,
    { ...base, summary: 'Every deposit channel of the brand, enabled or not, in display order' },
    async (req) => ok(req, await deps.ops.channels({ brand: req.brand, lang: req.lang })),
  );

  route(
    app,
    ROUTES.opsChannelUpdate,
    {
      ...base,
      summary: 'Change a deposit channel: enabled, min/max (decimal strings), display order (audited)',
      description: 'Only the fields sent change. A minimum above the maximum is refused naming `min`.',
    },
    async (req) =>
      ok(
        req,
        await deps.ops.update(
          { brand: req.brand, lang: req.lang, t: req.t, operatorId: req.operatorId, ip: req.ip },
          req.params.code,
          req.body,
        ),
      ),
  );
}
