import { buildIndex, type CatalogueIndex } from './catalogue.index';
import type { LobbyStore } from './lobby.store';

/** How long the lobby trusts its copy before asking the database whether anything changed. */
export const CATALOGUE_CHECK_MS = 5_000;

interface Entry {
  index: CatalogueIndex;
  version: string;
  /** The vendor rows the index was built with, to tell whether a vendor changed. */
  vendorsKey: string;
  checkedAt: number;
  rows: Awaited<ReturnType<LobbyStore['catalogue']>>;
  pending?: Promise<CatalogueIndex>;
}

/**
 * One in-memory catalogue per brand. At most every 5 s one request (never several: the check is
 * shared) compares the catalogue's version and re-reads the vendors, so an operator's maintenance
 * switch or a new game shows within seconds without every lobby call querying 10,000 rows.
 */
export function catalogueCache(store: LobbyStore, now: () => number = Date.now) {
  const entries = new Map<number, Entry>();

  async function load(brandId: number, previous?: Entry): Promise<CatalogueIndex> {
    const [version, vendors] = await Promise.all([store.catalogueVersion(brandId), store.vendors(brandId)]);
    const vendorsKey = JSON.stringify(vendors);
    if (previous?.index && previous.version === version && previous.vendorsKey === vendorsKey) {
      // Nothing changed: keep the index (and the folded names it built) as it is.
      previous.checkedAt = now();
      return previous.index;
    }
    const rows = previous && previous.version === version ? previous.rows : await store.catalogue(brandId);
    const index = buildIndex(rows, vendors);
    entries.set(brandId, { index, version, vendorsKey, rows, checkedAt: now() });
    return index;
  }

  return {
    async get(brandId: number): Promise<CatalogueIndex> {
      const e = entries.get(brandId);
      if (!e) {
        // First use: every concurrent caller waits for the same load.
        const first = load(brandId);
        entries.set(brandId, { pending: first } as Entry);
        try {
          return await first;
        } catch (err) {
          entries.delete(brandId);
          throw err;
        }
      }
      if (!e.index) return (await e.pending) as CatalogueIndex;
      if (now() - e.checkedAt >= CATALOGUE_CHECK_MS && !e.pending) {
        // Stale: answer from the current copy while one refresh runs; a failed refresh keeps it.
        e.pending = load(brandId, e)
          .catch(() => e.index)
          .finally(() => {
            const cur = entries.get(brandId);
            if (cur) cur.pending = undefined;
          });
      }
      return e.index;
    },
    /** Forget a brand's copy (after an edit made by this process, so it shows at once). */
    invalidate: (brandId: number) => entries.delete(brandId),
  };
}
export type CatalogueCache = ReturnType<typeof catalogueCache>;
