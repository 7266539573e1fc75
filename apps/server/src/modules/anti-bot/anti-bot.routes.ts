import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { AntiBotService } from './anti-bot.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body must carry a solved, unused proof-of-work in `altcha` (checked after validation). */
    antiBot?: boolean;
  }
}

/**
 * Routes marked `config.antiBot` get the proof-of-work check as a preHandler: after the body is
 * opened (sealed bodies) and validated, before the handler does any work.
 */
export function installAntiBotCheck(app: FastifyInstance, antiBot: AntiBotService) {
  app.addHook('preHandler', async (req) => {
    if (!req.routeOptions.config.antiBot) return;
    const body = req.body as { altcha?: string } | undefined;
    await antiBot.verify(body?.altcha);
  });
}

export function antiBotRoutes(app: FastifyInstance, deps: { antiBot: AntiBotService }) {
  // guard: guest
  route(
    app,
    ROUTES.antiBotChallenge,
    {
      tags: ['system'],
      summary: 'A signed proof-of-work challenge (ALTCHA v2) for the anti-bot field `altcha`',
      description:
        'The browser finds the counter whose SHA-256 key starts with keyPrefix and sends base64 JSON ' +
        '{challenge, solution} as `altcha` on register, login after failures, SMS code requests, free play ' +
        'and password reset. Each solution is accepted once, until the challenge expires.',
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await deps.antiBot.issue());
    },
  );
}
