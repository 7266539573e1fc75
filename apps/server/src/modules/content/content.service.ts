import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementContent,
  type AnnouncementItem,
  type Banner,
  type LanguageCode,
} from '@platform/contracts';
import { localised } from '../../platform/i18n/localised';
import type { ContentStore } from './content.store';

/**
 * How long one node keeps an answer of the players' content call. Every operator write on this node
 * clears it at once (`invalidate`); another node's copy lives at most this long, which also bounds
 * how late a scheduled start or end shows.
 */
export const CONTENT_CACHE_MS = 15_000;

export function contentService(deps: { store: ContentStore; clock: () => Date }) {
  const cache = new Map<string, { at: number; value: Promise<AnnouncementContent> }>();

  /** Banners, notices, popups, promotions and help items of the asked types, in one call. */
  function announcementContent(brandId: number, typesCsv: string, lang: LanguageCode): Promise<AnnouncementContent> {
    const asked = new Set(typesCsv.split(',').map((s) => s.trim().toUpperCase()));
    const types = ANNOUNCEMENT_TYPES.filter((t) => asked.has(t));
    // The key is built from known values only (brand, known types, a language code): bounded.
    const key = `${brandId}|${types.join(',')}|${lang}`;
    const now = deps.clock().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < CONTENT_CACHE_MS) return hit.value;
    const value = load(brandId, types, lang);
    cache.set(key, { at: now, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  async function load(
    brandId: number,
    types: (typeof ANNOUNCEMENT_TYPES)[number][],
    lang: LanguageCode,
  ): Promise<AnnouncementContent> {
    const now = deps.clock();
    const [bannerRows, rows] = await Promise.all([
      types.includes('B') ? deps.store.banners(brandId, lang, now) : Promise.resolve([]),
      types.length ? deps.store.announcements(brandId, types, now) : Promise.resolve([]),
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

  /** After an operator's write committed: the next player call reads the tables again. */
  function invalidate() {
    cache.clear();
  }

  return { announcementContent, invalidate };
}
export type ContentService = ReturnType<typeof contentService>;
