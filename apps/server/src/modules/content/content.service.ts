import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementContent,
  type AnnouncementItem,
  type Banner,
  type LanguageCode,
} from '@platform/contracts';
import { localised } from '../../platform/i18n/localised';
import type { ContentStore } from './content.store';

export function contentService(deps: { store: ContentStore; clock: () => Date }) {
  /** Banners, notices, popups, promotions and help items of the asked types, in one call. */
  async function announcementContent(
    brandId: number,
    typesCsv: string,
    lang: LanguageCode,
  ): Promise<AnnouncementContent> {
    const asked = new Set(typesCsv.split(',').map((s) => s.trim().toUpperCase()));
    const types = ANNOUNCEMENT_TYPES.filter((t) => asked.has(t));
    const [bannerRows, rows] = await Promise.all([
      types.includes('B') ? deps.store.banners(brandId) : Promise.resolve([]),
      types.length ? deps.store.announcements(brandId, types, deps.clock()) : Promise.resolve([]),
    ]);
    const items = rows.map(
      (r): AnnouncementItem => ({
        id: r.id,
        type: r.type,
        title: localised(r.title, lang),
        content: localised(r.content, lang),
        timestamp: r.publishedAt.toISOString(),
        execution: r.execution,
        images: r.images,
      }),
    );
    const of = (t: AnnouncementItem['type']) => items.filter((i) => i.type === t);
    return {
      banners: bannerRows.map(
        (b): Banner => ({
          id: b.id,
          group: b.group as Banner['group'],
          url: b.url,
          mediaType: b.mediaType,
          title: localised(b.title, lang),
          linkage: b.linkage,
          linkageType: b.linkageType as Banner['linkageType'],
          sequence: b.sequence,
        }),
      ),
      notices: of('PL'),
      popups: of('PU'),
      promotions: of('PR'),
      help: of('H'),
    };
  }
  return { announcementContent };
}
export type ContentService = ReturnType<typeof contentService>;
