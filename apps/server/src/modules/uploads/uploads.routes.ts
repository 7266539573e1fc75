import { errorEnvelope, ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/http/auth-guard';
import type { UploadsService } from './uploads.service';

export function uploadsRoutes(app: FastifyInstance, deps: { uploads: UploadsService; guard: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // guard: member (the image's own) or operator (of the brand). Registered by hand: it answers the
  // image's bytes, not the envelope, so the table's `response` documents them as they are.
  r.get(
    ROUTES.upload.path,
    {
      preHandler: deps.guard.memberOrOperator,
      schema: {
        tags: ['operator', 'uploads'],
        summary: 'An uploaded image (png or jpeg bytes), for the member who sent it or an operator of the brand',
        description: 'Answers the raw image with its content type; anyone else gets 404 NOT_FOUND.',
        security: [{ token: [] }],
        params: ROUTES.upload.params,
        response: { 200: ROUTES.upload.response, '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
    },
    async (req, reply) => {
      const img = await deps.uploads.read(req.brand.id, req.params.id, {
        memberId: req.memberId,
        operatorId: req.operatorId,
      });
      return reply
        .header('content-type', img.mime)
        .header('content-length', img.bytes.length)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${img.sha256}"`)
        .send(img.bytes);
    },
  );
}
