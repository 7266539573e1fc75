/**
 * A brand's catalogue held in memory for the lobby: the 10,000 games in display order, grouped by
 * category and vendor, with names folded per language for search on first use. Games are read
 * thousands of times for every change, so the lobby reads this instead of querying per request;
 * the database stays the source of truth (catalogue.cache.ts reloads on change).
 */

export interface CatalogueRow {
  nodeId: number;
  gameId: string;
  vendorCode: string;
  gameCode: string;
  category: string;
  isGame: string | null;
  isHot: boolean;
  isNew: boolean;
  rtpBp: number;
  volatility: 'low' | 'medium' | 'high';
  tags: string[];
  theme: string;
  iconUrl: string;
  largeIconUrl: string;
  names: Record<string, string>;
  trial: boolean;
  maintenance: boolean;
  sequence: number;
}

export interface CatalogueVendor {
  code: string;
  name: string;
  logo: string;
  walletMode: 'seamless' | 'transfer';
  isGame: string | null;
  launchUrl: string | null;
  enabled: boolean;
  maintenance: boolean;
  categories: string[];
}

/**
 * Case-folded for search: NFKC, lower case, and accents dropped from Latin letters only (so
 * "Vàng" matches "vang"), while the vowel signs of Bengali, Thai or Hindi, which are letters of
 * the word and not decoration, are kept.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([A-Za-z\u00C0-\u024F])\p{M}+/gu, '$1')
    .normalize('NFKC')
    .toLowerCase();
}

/**
 * Lobby order: a category's vendors take turns (the first game of each vendor, then the second...),
 * so "all providers" does not open on one vendor's whole library.
 */
function interleave(list: CatalogueRow[]): CatalogueRow[] {
  const byVendor = new Map<string, CatalogueRow[]>();
  for (const g of list) {
    const v = byVendor.get(g.vendorCode);
    if (v) v.push(g);
    else byVendor.set(g.vendorCode, [g]);
  }
  const lanes = [...byVendor.values()];
  const out: CatalogueRow[] = [];
  for (let i = 0; out.length < list.length; i++)
    for (const lane of lanes) if (lane[i]) out.push(lane[i] as CatalogueRow);
  return out;
}

/**
 * One language's folded names as one string ("\n"-separated) with each name's offset, so a search
 * is a few native indexOf scans of one string instead of 10,000 small string tests.
 */
interface FoldedNames {
  text: string;
  offsets: Int32Array;
}

function foldNames(names: string[]): FoldedNames {
  const offsets = new Int32Array(names.length);
  let text = '';
  names.forEach((n, i) => {
    offsets[i] = text.length + 1;
    // A newline never occurs in a folded query, so no match spans two names.
    text += `\n${fold(n).replaceAll('\n', ' ')}`;
  });
  return { text, offsets };
}

/** Marks every name containing `q` (1) or starting with it (2) by its lobby position. */
function markMatches(f: FoldedNames, q: string, hits: Uint8Array) {
  const { text, offsets } = f;
  for (let at = text.indexOf(q); at !== -1; at = text.indexOf(q, at + 1)) {
    // The name holding this match: the last offset at or before it.
    let lo = 0;
    let hi = offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((offsets[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    const kind = offsets[lo] === at ? 2 : 1;
    if ((hits[lo] as number) < kind) hits[lo] = kind;
  }
}

/** A catalogue row with its place in the lobby order, which also indexes the folded-name arrays. */
export type IndexedRow = CatalogueRow & { ord: number };

export function buildIndex(rows: CatalogueRow[], vendorList: CatalogueVendor[]) {
  const vendors = new Map(vendorList.map((v) => [v.code, v]));
  // Games of disabled or unknown vendors are not offered at all.
  const offered = rows
    .filter((g) => vendors.get(g.vendorCode)?.enabled)
    .sort((a, b) => a.sequence - b.sequence || a.nodeId - b.nodeId);
  const all: IndexedRow[] = interleave(offered).map((g, ord) => ({ ...g, ord }));
  const byCategory = new Map<string, IndexedRow[]>();
  const byVendor = new Map<string, IndexedRow[]>();
  for (const g of all) {
    for (const [map, key] of [
      [byCategory, g.category],
      [byVendor, g.vendorCode],
    ] as const) {
      const list = map.get(key);
      if (list) list.push(g);
      else map.set(key, [g]);
    }
  }
  const byNode = new Map(all.map((g) => [g.nodeId, g]));
  const byCode = new Map(all.map((g) => [`${g.vendorCode}:${g.gameCode}`, g]));
  const folded = new Map<string, FoldedNames>();
  const scopes = new Map<string, IndexedRow[]>();
  const ords = new WeakMap<IndexedRow[], Int32Array>([[all, Int32Array.from(all, (g) => g.ord)]]);

  /** Folded names in one language (English where the game has none), built once per language. */
  function foldedIn(lang: string): FoldedNames {
    let names = folded.get(lang);
    if (!names) {
      names = foldNames(all.map((g) => g.names[lang] ?? g.names.en ?? ''));
      folded.set(lang, names);
    }
    return names;
  }

  return {
    vendors,
    all,
    byNode,
    byCode,
    /**
     * The games a filter starts from (one vendor, one category, or all; optionally only hot or new
     * ones), computed once per index: lobby calls repeat the same few scopes.
     */
    scope(category?: string, vendor?: string, only?: 'HOT' | 'NEW'): IndexedRow[] {
      const key = `${category ?? ''}|${vendor ?? ''}|${only ?? ''}`;
      let list = scopes.get(key);
      if (!list) {
        const base = vendor ? (byVendor.get(vendor) ?? []) : category ? (byCategory.get(category) ?? []) : all;
        list = base.filter(
          (g) =>
            (!vendor || !category || g.category === category) &&
            (only !== 'HOT' || g.isHot) &&
            (only !== 'NEW' || g.isNew),
        );
        scopes.set(key, list);
        ords.set(
          list,
          Int32Array.from(list, (g) => g.ord),
        );
      }
      return list;
    },
    /**
     * Games whose name contains the text in `lang`, or in English. Names that start with the text
     * come first, each group in lobby order.
     */
    search(list: IndexedRow[], lang: string, text: string): IndexedRow[] {
      const q = fold(text);
      if (!q) return list;
      // 0: no match, 1: the name contains the text, 2: a name starts with it.
      const hits = new Uint8Array(all.length);
      markMatches(foldedIn(lang), q, hits);
      if (lang !== 'en') markMatches(foldedIn('en'), q, hits);
      // Walk the scope by position numbers (a typed array), touching only the rows that match.
      const positions = ords.get(list) ?? Int32Array.from(list, (g) => g.ord);
      const starts: IndexedRow[] = [];
      const contains: IndexedRow[] = [];
      for (let i = 0; i < positions.length; i++) {
        const h = hits[positions[i] as number];
        if (h === 2) starts.push(list[i] as IndexedRow);
        else if (h === 1) contains.push(list[i] as IndexedRow);
      }
      return starts.concat(contains);
    },
    /** A game is closed when it or its vendor is under maintenance. */
    closed: (g: CatalogueRow) => g.maintenance || (vendors.get(g.vendorCode)?.maintenance ?? true),
  };
}
export type CatalogueIndex = ReturnType<typeof buildIndex>;
