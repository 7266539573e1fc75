import { API, announcementContent, announcementQuery } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, deps: { content: ContentService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.announcements,
    {
      schema: {
        tags: ['content'],
        summary: 'Banners (B), notices (PL), popups (PU), promotions (PR) and help items (H)',
        querystring: announcementQuery,
        response: responses(announcementContent),
      },
    },
    async (req) =>
      ok(
        req,
        await deps.content.announcementContent(req.brand.id, req.query.types, req.lang, req.brand.defaultLanguage),
      ),
  );
}
