import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, deps: { content: ContentService }) {
  route(
    app,
    ROUTES.announcements,
    { tags: ['content'], summary: 'Banners (B), notices (PL), popups (PU), promotions (PR) and help items (H)' },
    async (req) => ok(req, await deps.content.announcementContent(req.brand.id, req.query.types, req.lang)),
  );
}
