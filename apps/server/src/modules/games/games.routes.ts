import { API, gameMenus } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { GamesService } from './games.service';

export function gamesRoutes(app: FastifyInstance, deps: { games: GamesService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.gameMenus,
    {
      schema: {
        tags: ['games'],
        summary: 'Game categories with their vendors (categories without vendors are hidden)',
        response: responses(gameMenus),
      },
    },
    async (req) => ok(req, await deps.games.gameMenus(req.brand.id, req.t)),
  );
}
