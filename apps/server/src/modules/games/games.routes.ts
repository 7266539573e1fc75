import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { GamesService } from './games.service';

export function gamesRoutes(app: FastifyInstance, deps: { games: GamesService }) {
  route(
    app,
    ROUTES.gameMenus,
    { tags: ['games'], summary: 'Game categories with their vendors (categories without vendors are hidden)' },
    async (req) => ok(req, await deps.games.gameMenus(req.brand.id, req.t)),
  );
}
