import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { AuditService } from '../audit/audit.service';
import type { RealtimeService } from '../realtime/realtime.service';
import type { HelpService } from '../system/help.service';
import type { UploadsService } from '../uploads/uploads.service';
import { contentRoutes } from './content.routes';
import { contentService } from './content.service';
import { contentStore } from './content.store';
import { opsAnnouncementsService } from './ops-announcements.service';
import { opsBannersService } from './ops-banners.service';
import { contentImageRoute, opsContentRoutes } from './ops-content.routes';
import { opsHelpService } from './ops-help.service';

/** Banners and announcements for players; the back office's Content calls; published content pictures. */
export function contentModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: () => Date;
    guard: Guards;
    audit: AuditService;
    uploads: UploadsService;
    help: HelpService;
    realtime: RealtimeService;
  },
) {
  const store = contentStore(deps.db);
  const content = contentService({ store, clock: deps.clock });
  contentRoutes(app, { content });

  /** After an operator's write committed: players' cache cleared, open pages told to fetch again. */
  const changed = (brandId: number, id: number) => {
    content.invalidate();
    deps.realtime
      .publish({ type: 'announcement', id }, { brand: brandId })
      .catch((err) => app.log.error({ err }, 'content: announcement event not published'));
  };
  const shared = { db: deps.db, store, audit: deps.audit, uploads: deps.uploads, clock: deps.clock, changed };
  opsContentRoutes(app, {
    banners: opsBannersService(shared),
    announcements: opsAnnouncementsService(shared),
    help: opsHelpService({ db: deps.db, help: deps.help, audit: deps.audit }),
    guard: deps.guard,
  });
  contentImageRoute(app, { store, uploads: deps.uploads });
  return { content };
}
