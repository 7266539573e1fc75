import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { announcements, banners } from './content.tables';

export function contentStore(db: Db) {
  return {
    banners: (brandId: number) =>
      db
        .select()
        .from(banners)
        .where(and(eq(banners.brandId, brandId), eq(banners.active, true)))
        .orderBy(asc(banners.sequence), asc(banners.id)),
    announcements: (brandId: number, types: string[], now: Date) =>
      db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.brandId, brandId),
            inArray(announcements.type, types as ('B' | 'PL' | 'PU' | 'PR' | 'H')[]),
            lte(announcements.publishedAt, now),
            or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
          ),
        )
        .orderBy(asc(announcements.sequence), desc(announcements.publishedAt)),
  };
}
export type ContentStore = ReturnType<typeof contentStore>;
