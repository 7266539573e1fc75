import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { CaptchaService } from './captcha.service';

export function captchaRoutes(app: FastifyInstance, deps: { captcha: CaptchaService }) {
  route(
    app,
    ROUTES.captcha,
    { tags: ['system'], summary: 'A fresh single-use captcha as a base64 PNG' },
    async (req, reply) => {
      const { answer: _answer, ...image } = await deps.captcha.issue();
      reply.header('cache-control', 'no-store');
      return ok(req, image);
    },
  );
}
