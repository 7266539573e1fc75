import { randomInt } from 'node:crypto';
import { GAMES_API, LOBBY_FILTERS } from '@platform/contracts';
import { type CatalogueGame, generateCatalogue, VENDOR_PLANS } from '@platform/games';

/** One request the clients may send: its path with query, and the group its latency counts in. */
export type Request = { tag: string; path: string };
/** A request whose answer the sequential check compares with the catalogue. */
export type Checked = Request & { expect: { total?: number; atLeast?: number } };

export const PAGE_SIZE = 40;
export const SEARCH_LANGUAGES = ['en', 'bn', 'ru', 'th'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];
/** What a browse carries as its language: the interface languages the lobby is used in most. */
const BROWSE_LANGUAGES = SEARCH_LANGUAGES;
const CLASSIFY = LOBBY_FILTERS.filter((f) => f === 'ALL' || f === 'NEW' || f === 'HOT');

const listPath = (q: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, String(v));
  return `${GAMES_API.list}?${params}`;
};

const graphemes = (lang: string) => new Intl.Segmenter(lang, { granularity: 'grapheme' });

/**
 * What a player types: a piece of a real game name in that language, from the start of one of its
 * words (not a number), 3 to 10 characters (grapheme clusters, so a Bengali or Thai vowel sign is never cut off
 * its consonant), lower-cased half the time where the script has case.
 */
export function keywordOf(name: string, lang: string): string {
  const chars = [...graphemes(lang).segment(name)].map((s) => s.segment);
  // Not from an edition number ("Fortune Mines Grand 2"): nobody searches for "2".
  const starts = chars.flatMap((c, i) => ((i === 0 || chars[i - 1] === ' ') && !/\d/.test(c) ? [i] : []));
  const start = starts[randomInt(starts.length)] ?? 0;
  const length = randomInt(3, 11);
  const piece = chars
    .slice(start, start + length)
    .join('')
    .trim();
  return randomInt(2) === 0 ? piece.toLocaleLowerCase(lang) : piece;
}

/** `count` searches per language, each from a random game of the catalogue, with what must match. */
export function searchRequests(catalogue: CatalogueGame[], count: number): Record<SearchLanguage, Checked[]> {
  const out = {} as Record<SearchLanguage, Checked[]>;
  for (const lang of SEARCH_LANGUAGES) {
    out[lang] = Array.from({ length: count }, () => {
      const game = catalogue[randomInt(catalogue.length)] as CatalogueGame;
      const keyword = keywordOf(game.displayName[lang], lang);
      // The game it came from matches, whatever else does.
      return {
        tag: lang,
        path: listPath({ keyword, language: lang, pageNo: 1, pageSize: PAGE_SIZE }),
        expect: { atLeast: 1 },
      };
    });
  }
  return out;
}

/**
 * Category browse: every gameType with each of its vendors and with all of them, times ALL / NEW /
 * HOT (one group each), times every page that has games, in one of the lobby's languages; with the
 * expected total. Clients pick a group, then a page of it: deep pages are asked, but a category of
 * 125 pages does not outweigh one of 2.
 */
export function browseRequests(catalogue: CatalogueGame[]): Checked[][] {
  const out: Checked[][] = [];
  const categories = [...new Set(VENDOR_PLANS.map((p) => p.category))];
  for (const gameType of categories) {
    const vendors = VENDOR_PLANS.filter((p) => p.category === gameType).map((p) => p.vendor);
    for (const vassalage of [undefined, ...vendors]) {
      for (const gameClassify of CLASSIFY) {
        const total = catalogue.filter(
          (g) =>
            g.gameType === gameType &&
            (vassalage === undefined || g.vassalage === vassalage) &&
            (gameClassify === 'ALL' || (gameClassify === 'NEW' ? g.isNew : g.isHot)),
        ).length;
        const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
        const group = Array.from({ length: pages }, (_, i) => {
          const language = BROWSE_LANGUAGES[randomInt(BROWSE_LANGUAGES.length)] as string;
          const q = { gameType, vassalage, gameClassify, pageNo: i + 1, pageSize: PAGE_SIZE, language };
          return { tag: `browse:${language}`, path: listPath(q), expect: { total } };
        });
        out.push(group);
      }
    }
  }
  return out;
}

export const catalogue = () => generateCatalogue();
