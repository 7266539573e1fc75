import type { ImageUpload, OpsAnnouncement, OpsAnnouncementType } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { AuditService } from '../audit/audit.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { AnnouncementRow, ContentStore } from './content.store';
import { checkContentImage, checkSchedule, imageUrl, inSchedule, type OperatorCtx, written } from './ops-shared';

type Execution = 'A' | 'B' | 'F';
/** The parsed body (defaults applied) as the route hands it over. */
export type AnnouncementFields = {
  type: OpsAnnouncementType;
  title: Record<string, string | undefined>;
  content: Record<string, string | undefined>;
  execution: Execution | null;
  sequence: number;
  startsAt: string | null;
  endsAt: string | null;
  image?: ImageUpload | null;
};
type ListQuery = {
  pageNo: number;
  pageSize: number;
  type?: OpsAnnouncementType;
  published?: boolean;
  sort: 'sequence' | 'id' | 'publishedAt' | 'updatedAt';
  order: 'asc' | 'desc';
};

const notFound = () => new AppError('NOT_FOUND', {}, { fields: [{ field: 'id', rule: 'notFound', message: '' }] });

/** When players see it from, once published at `now`: the schedule's start if later, else now. */
const visibleFrom = (startsAt: Date | null, now: Date) => (startsAt && startsAt > now ? startsAt : now);

/**
 * The back office's announcements: notices (PL, the marquee), popups (PU, with their execution A, B
 * or F), promotions (PR, the cards of /promotions) and help items (H). Written as drafts, published
 * and unpublished; every write audited in its transaction. `changed` (after the commit) clears the
 * players' cache and sends the 'announcement' socket event, so open pages fetch the content again; a
 * publication scheduled for later is announced by the realtime watch job when its time comes.
 */
export function opsAnnouncementsService(deps: {
  db: Db;
  store: ContentStore;
  audit: AuditService;
  uploads: UploadsService;
  clock: () => Date;
  changed: (brandId: number, id: number) => void;
}) {
  const view = (r: AnnouncementRow): OpsAnnouncement => {
    const now = deps.clock();
    return {
      id: r.id,
      type: r.type,
      title: r.title,
      content: r.content,
      execution: r.execution,
      images: r.images,
      sequence: r.sequence,
      startsAt: r.startsAt?.toISOString() ?? null,
      endsAt: r.expiresAt?.toISOString() ?? null,
      published: r.published,
      publishedAt: r.published ? r.publishedAt.toISOString() : null,
      live: r.published && inSchedule(now, r.publishedAt, r.expiresAt),
      updatedAt: r.updatedAt.toISOString(),
    };
  };

  function fields(f: AnnouncementFields) {
    if (f.type === 'PU' && !f.execution) throw fieldError('execution', 'executionRequired');
    if (f.type !== 'PU' && f.execution) throw fieldError('execution', 'executionPopupOnly');
    const title = written(f.title);
    if (!Object.keys(title).length) throw fieldError('title', 'required');
    const content = written(f.content);
    if (!Object.keys(content).length) throw fieldError('content', 'required');
    const { startsAt, endsAt } = checkSchedule(f.startsAt, f.endsAt);
    if (f.image) checkContentImage(deps.uploads, f.image);
    return { type: f.type, title, content, execution: f.execution, sequence: f.sequence, startsAt, expiresAt: endsAt };
  }

  async function images(tx: Tx, c: OperatorCtx, image: ImageUpload | null | undefined) {
    if (image === undefined) return {};
    if (image === null) return { images: [] };
    const [id] = await deps.uploads.saveImages(tx, {
      brandId: c.brandId,
      memberId: null,
      field: 'image',
      images: [image],
      max: 1,
    });
    await deps.store.publishImages(tx, c.brandId, [id as string]);
    return { images: [{ sequence: 1, url: imageUrl(id as string) }] };
  }

  async function audited(c: OperatorCtx, action: string, change: (tx: Tx) => Promise<AnnouncementRow | undefined>) {
    const row = await inTransaction(deps.db, async (tx) => {
      const r = await change(tx);
      if (!r) throw notFound();
      await deps.audit.record(tx, {
        brandId: c.brandId,
        operatorId: c.operatorId,
        action: `announcement.${action}`,
        targetType: 'announcement',
        targetId: String(r.id),
        detail: {
          type: r.type,
          title: r.title,
          execution: r.execution,
          published: r.published,
          publishedAt: r.publishedAt,
          startsAt: r.startsAt,
          endsAt: r.expiresAt,
        },
        ip: c.ip,
      });
      return r;
    });
    deps.changed(c.brandId, row.id);
    return row;
  }

  return {
    async list(brandId: number, q: ListQuery) {
      const { rows, total } = await deps.store.announcementPage(brandId, {
        type: q.type,
        published: q.published,
        sort: q.sort,
        order: q.order,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return { list: rows.map(view), pageNo: q.pageNo, pageSize: q.pageSize, total };
    },

    /** A draft: players see nothing until it is published. */
    async create(c: OperatorCtx, f: AnnouncementFields) {
      const values = fields(f);
      const now = deps.clock();
      const row = await audited(c, 'create', async (tx) =>
        deps.store.insertAnnouncement(tx, c.brandId, {
          ...values,
          ...(await images(tx, c, f.image)),
          published: false,
          publishedAt: visibleFrom(values.startsAt, now),
          updatedAt: now,
        }),
      );
      return view(row);
    },

    async update(c: OperatorCtx, id: number, f: AnnouncementFields) {
      const values = fields(f);
      const now = deps.clock();
      const row = await audited(c, 'update', async (tx) => {
        const old = await deps.store.announcementById(tx, c.brandId, id);
        if (!old) return undefined;
        // Already visible and not moved to a later start: it keeps the moment players first saw it.
        const keep = old.published && old.publishedAt <= now && !(values.startsAt && values.startsAt > now);
        return deps.store.updateAnnouncement(tx, c.brandId, id, {
          ...values,
          ...(await images(tx, c, f.image)),
          publishedAt: keep ? old.publishedAt : visibleFrom(values.startsAt, now),
          updatedAt: now,
        });
      });
      return view(row);
    },

    async publish(c: OperatorCtx, id: number, on: boolean) {
      const now = deps.clock();
      const row = await audited(c, on ? 'publish' : 'unpublish', async (tx) => {
        const old = await deps.store.announcementById(tx, c.brandId, id);
        if (!old) return undefined;
        const publishedAt = on && !old.published ? visibleFrom(old.startsAt, now) : old.publishedAt;
        return deps.store.updateAnnouncement(tx, c.brandId, id, { published: on, publishedAt, updatedAt: now });
      });
      return view(row);
    },

    async remove(c: OperatorCtx, id: number): Promise<null> {
      await audited(c, 'delete', (tx) => deps.store.deleteAnnouncement(tx, c.brandId, id));
      return null;
    },
  };
}
export type OpsAnnouncementsService = ReturnType<typeof opsAnnouncementsService>;
