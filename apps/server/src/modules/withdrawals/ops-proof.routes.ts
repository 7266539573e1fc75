import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { route } from '../../platform/http/route';
import type { OperatorWithdrawals } from './operator-withdrawals.service';

/** Back office cashier (permission cashier): the proof images of a disputed ("not received") part. */
export function opsWithdrawalProofRoutes(
  app: FastifyInstance,
  deps: { operatorWithdrawals: OperatorWithdrawals; guard: Guards },
) {
  route(
    app,
    ROUTES.opsWithdrawalProof,
    {
      tags: ['operator'],
      summary: 'The n-th proof image (png or jpeg bytes) of a withdrawal part the member reported not received',
      description:
        'Answers the raw image with its content type; an unknown withdrawal, part or image is 404 NOT_FOUND.',
      security: [{ token: [] }],
      preHandler: deps.guard.operator,
    },
    async (req, reply) => {
      const { id, pid, n } = req.params;
      const img = await deps.operatorWithdrawals.partProof(req.brand.id, id, pid, n);
      return (reply as FastifyReply)
        .header('content-type', img.mime)
        .header('content-length', img.bytes.length)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${img.sha256}"`)
        .send(img.bytes);
    },
  );
}
