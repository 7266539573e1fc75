import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { announcements, banners, contentImages } from './content.tables';

export type BannerRow = typeof banners.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
type BannerFields = Omit<typeof banners.$inferInsert, 'id' | 'brandId'>;
type AnnouncementFields = Omit<typeof announcements.$inferInsert, 'id' | 'brandId'>;

const BANNER_SORT = {
  sequence: banners.sequence,
  id: banners.id,
  startsAt: banners.startsAt,
  updatedAt: banners.updatedAt,
} as const;
const ANNOUNCEMENT_SORT = {
  sequence: announcements.sequence,
  id: announcements.id,
  publishedAt: announcements.publishedAt,
  updatedAt: announcements.updatedAt,
} as const;
type Sorted<K extends string> = { sort: K; order: 'asc' | 'desc'; limit: number; offset: number };

export function contentStore(db: Db) {
  return {
    /** Banners players see now: active, inside their schedule, for every language or theirs. */
    banners: (brandId: number, lang: string, now: Date) =>
      db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.brandId, brandId),
            eq(banners.active, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
            or(sql`cardinality(${banners.languages}) = 0`, sql`${lang} = any(${banners.languages})`),
          ),
        )
        .orderBy(asc(banners.sequence), asc(banners.id)),
    announcements: (brandId: number, types: string[], now: Date) =>
      db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.brandId, brandId),
            eq(announcements.published, true),
            inArray(announcements.type, types as ('B' | 'PL' | 'PU' | 'PR' | 'H')[]),
            lte(announcements.publishedAt, now),
            or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
          ),
        )
        .orderBy(asc(announcements.sequence), desc(announcements.publishedAt)),

    // ------------------------------------------------------------ operators

    async bannerPage(brandId: number, f: { group?: string; active?: boolean } & Sorted<keyof typeof BANNER_SORT>) {
      const where = and(
        eq(banners.brandId, brandId),
        f.group ? eq(banners.group, f.group) : undefined,
        f.active === undefined ? undefined : eq(banners.active, f.active),
      );
      const by = BANNER_SORT[f.sort];
      const [rows, count] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(f.order === 'asc' ? asc(by) : desc(by), asc(banners.id))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(banners).where(where),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },
    bannerById: async (exec: Executor, brandId: number, id: number, lock = false) => {
      const q = exec
        .select()
        .from(banners)
        .where(and(eq(banners.brandId, brandId), eq(banners.id, id)));
      const rows = await (lock ? q.for('update') : q);
      return rows[0];
    },
    bannersOf: (exec: Executor, brandId: number, group: string) =>
      exec
        .select()
        .from(banners)
        .where(and(eq(banners.brandId, brandId), eq(banners.group, group)))
        .orderBy(asc(banners.sequence), asc(banners.id))
        .for('update'),
    insertBanner: async (exec: Executor, brandId: number, f: BannerFields) =>
      (
        await exec
          .insert(banners)
          .values({ ...f, brandId })
          .returning()
      )[0] as BannerRow,
    updateBanner: async (exec: Executor, brandId: number, id: number, f: Partial<BannerFields>) =>
      (
        await exec
          .update(banners)
          .set(f)
          .where(and(eq(banners.brandId, brandId), eq(banners.id, id)))
          .returning()
      )[0],
    deleteBanner: async (exec: Executor, brandId: number, id: number) =>
      (
        await exec
          .delete(banners)
          .where(and(eq(banners.brandId, brandId), eq(banners.id, id)))
          .returning()
      )[0],

    async announcementPage(
      brandId: number,
      f: { type?: string; published?: boolean } & Sorted<keyof typeof ANNOUNCEMENT_SORT>,
    ) {
      const where = and(
        eq(announcements.brandId, brandId),
        // Type B rows (if any were ever written as announcements) are banners' business, not listed here.
        f.type
          ? eq(announcements.type, f.type as AnnouncementRow['type'])
          : inArray(announcements.type, ['PL', 'PU', 'PR', 'H']),
        f.published === undefined ? undefined : eq(announcements.published, f.published),
      );
      const by = ANNOUNCEMENT_SORT[f.sort];
      const [rows, count] = await Promise.all([
        db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(f.order === 'asc' ? asc(by) : desc(by), desc(announcements.id))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(announcements).where(where),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },
    announcementById: async (exec: Executor, brandId: number, id: number) =>
      (
        await exec
          .select()
          .from(announcements)
          .where(and(eq(announcements.brandId, brandId), eq(announcements.id, id), opsTypes()))
          .for('update')
      )[0],
    insertAnnouncement: async (exec: Executor, brandId: number, f: AnnouncementFields) =>
      (
        await exec
          .insert(announcements)
          .values({ ...f, brandId })
          .returning()
      )[0] as AnnouncementRow,
    updateAnnouncement: async (exec: Executor, brandId: number, id: number, f: Partial<AnnouncementFields>) =>
      (
        await exec
          .update(announcements)
          .set(f)
          .where(and(eq(announcements.brandId, brandId), eq(announcements.id, id)))
          .returning()
      )[0],
    deleteAnnouncement: async (exec: Executor, brandId: number, id: number) =>
      (
        await exec
          .delete(announcements)
          .where(and(eq(announcements.brandId, brandId), eq(announcements.id, id), opsTypes()))
          .returning()
      )[0],

    /** Marks uploads as public content images of the brand. */
    publishImages: (exec: Executor, brandId: number, ids: string[]) =>
      ids.length
        ? exec
            .insert(contentImages)
            .values(ids.map((uploadId) => ({ uploadId, brandId })))
            .onConflictDoNothing()
        : Promise.resolve(),
    isContentImage: async (brandId: number, uploadId: string) =>
      (
        await db
          .select({ id: contentImages.uploadId })
          .from(contentImages)
          .where(and(eq(contentImages.brandId, brandId), eq(contentImages.uploadId, uploadId)))
          .limit(1)
      ).length > 0,
  };
}

const opsTypes = (): SQL => inArray(announcements.type, ['PL', 'PU', 'PR', 'H']);

export type ContentStore = ReturnType<typeof contentStore>;
