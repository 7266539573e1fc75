import { errorEnvelope, ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { UploadsService } from '../uploads/uploads.service';
import type { ContentStore } from './content.store';
import type { OpsAnnouncementsService } from './ops-announcements.service';
import type { OpsBannersService } from './ops-banners.service';
import type { OpsHelpService } from './ops-help.service';

const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, operatorId: req.operatorId, ip: req.ip });

/** The back office's Content section (guard: operator; permission 'content'; every write audited). */
export function opsContentRoutes(
  app: FastifyInstance,
  deps: { banners: OpsBannersService; announcements: OpsAnnouncementsService; help: OpsHelpService; guard: Guards },
) {
  const op = { tags: ['operator', 'content'], security: [{ token: [] }], preHandler: deps.guard.operator };

  route(app, ROUTES.opsBanners, { ...op, summary: 'Banners of every group, paged, filtered and sorted' }, async (req) =>
    ok(req, await deps.banners.list(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.opsBannerCreate,
    {
      ...op,
      summary: 'Create a banner with its picture (png or jpeg, at most 2 MB; audited)',
      description: 'Title per language (English is the fallback); languages empty = every language; schedule optional.',
    },
    async (req) => ok(req, await deps.banners.create(ctx(req), req.body)),
  );
  route(
    app,
    ROUTES.opsBannerUpdate,
    { ...op, summary: "Replace a banner's fields, and its picture when one is sent (audited)" },
    async (req) => ok(req, await deps.banners.update(ctx(req), req.params.id, req.body)),
  );
  route(app, ROUTES.opsBannerEnabled, { ...op, summary: 'Enable or disable a banner (audited)' }, async (req) =>
    ok(req, await deps.banners.setActive(ctx(req), req.params.id, req.body.active)),
  );
  route(app, ROUTES.opsBannerOrder, { ...op, summary: "Order a group's banners (audited)" }, async (req) =>
    ok(req, await deps.banners.order(ctx(req), req.body.group, req.body.ids)),
  );
  route(app, ROUTES.opsBannerDelete, { ...op, summary: 'Delete a banner (audited)' }, async (req) =>
    ok(req, await deps.banners.remove(ctx(req), req.params.id)),
  );

  route(
    app,
    ROUTES.opsAnnouncements,
    { ...op, summary: 'Announcements (PL, PU, PR, H), drafts included, paged, filtered and sorted' },
    async (req) => ok(req, await deps.announcements.list(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.opsAnnouncementCreate,
    {
      ...op,
      summary: 'Write an announcement: a draft until published (audited)',
      description: 'A popup (PU) names its execution: A logged-in members, B visitors, F first login.',
    },
    async (req) => ok(req, await deps.announcements.create(ctx(req), req.body)),
  );
  route(
    app,
    ROUTES.opsAnnouncementUpdate,
    { ...op, summary: "Replace an announcement's fields (audited)" },
    async (req) => ok(req, await deps.announcements.update(ctx(req), req.params.id, req.body)),
  );
  route(
    app,
    ROUTES.opsAnnouncementPublish,
    { ...op, summary: "Publish: players see it from its schedule's start (now if none), live (audited)" },
    async (req) => ok(req, await deps.announcements.publish(ctx(req), req.params.id, true)),
  );
  route(
    app,
    ROUTES.opsAnnouncementUnpublish,
    { ...op, summary: 'Unpublish: players no longer see it (audited)' },
    async (req) => ok(req, await deps.announcements.publish(ctx(req), req.params.id, false)),
  );
  route(app, ROUTES.opsAnnouncementDelete, { ...op, summary: 'Delete an announcement (audited)' }, async (req) =>
    ok(req, await deps.announcements.remove(ctx(req), req.params.id)),
  );

  route(app, ROUTES.opsHelp, { ...op, summary: 'Help center sections of one language, in order' }, async (req) =>
    ok(req, await deps.help.list(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.opsHelpSave,
    { ...op, summary: 'Write a help section of a language (created or replaced; audited)' },
    async (req) => ok(req, await deps.help.save(ctx(req), req.body)),
  );
  route(app, ROUTES.opsHelpDelete, { ...op, summary: 'Delete a help section of a language (audited)' }, async (req) =>
    ok(req, await deps.help.remove(ctx(req), req.params.lang, req.params.sectionId)),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Published content pictures (public: the home carousel and promotion cards show them to guests).
 * Only uploads a content call made public are served; anything else is 404. Registered by hand: it
 * answers the bytes, not the envelope.
 */
export function contentImageRoute(app: FastifyInstance, deps: { store: ContentStore; uploads: UploadsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    ROUTES.contentImage.path,
    {
      schema: {
        tags: ['content'],
        summary: 'A published content picture (png or jpeg bytes): banners, promotion cards, popups',
        description: 'Answers the raw image with its content type; an unknown or unpublished id is 404 NOT_FOUND.',
        params: ROUTES.contentImage.params,
        response: { 200: ROUTES.contentImage.response, '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      if (!UUID.test(id) || !(await deps.store.isContentImage(req.brand.id, id))) throw new AppError('NOT_FOUND');
      const img = await deps.uploads.readAuthorised(req.brand.id, id);
      // An id names fixed bytes (a new picture is a new upload), so the answer never changes.
      return reply
        .header('content-type', img.mime)
        .header('content-length', img.bytes.length)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${img.sha256}"`)
        .send(img.bytes);
    },
  );
}
