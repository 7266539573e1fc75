import type { FastifyRequest } from 'fastify';

/** The success envelope; every route returns its value through this. */
export const ok = <T>(req: FastifyRequest, value: T) => ({
  success: true as const,
  value,
  message: req.t('ok'),
  code: 'OK',
});
