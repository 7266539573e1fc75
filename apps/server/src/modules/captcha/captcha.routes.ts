import { API, captchaImage } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { CaptchaService } from './captcha.service';

export function captchaRoutes(app: FastifyInstance, deps: { captcha: CaptchaService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.captcha,
    {
      schema: {
        tags: ['system'],
        summary: 'A fresh single-use captcha as a base64 PNG',
        response: responses(captchaImage),
      },
    },
    async (req, reply) => {
      const { answer: _answer, ...image } = await deps.captcha.issue();
      reply.header('cache-control', 'no-store');
      return ok(req, image);
    },
  );
}
