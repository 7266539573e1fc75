import type { FastifyInstance } from 'fastify';

/**
 * HTML form posts (application/x-www-form-urlencoded), which the spec uses for forgot-by-email.
 * Parsed into a plain object of strings so the route's Zod schema validates it like JSON.
 */
export function installFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
