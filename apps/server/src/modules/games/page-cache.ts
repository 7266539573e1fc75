/**
 * Serialized lobby pages (the whole JSON answer) for calls that are the same for every visitor:
 * a category or vendor page, a filter, a search. Lobby traffic repeats the same few pages, and
 * building 40 cards and serializing them costs more than the rest of the request together.
 * An entry belongs to the catalogue copy it was built from (`owner`): once the lobby reloads the
 * catalogue, older entries are never answered again. Bounded by bytes, least recently used out.
 */
export function pageCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, { owner: object; json: string }>();
  let bytes = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.json.length;
    entries.delete(key);
  };

  return {
    get(key: string, owner: object): string | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.owner !== owner) {
        drop(key);
        return undefined;
      }
      // Map order is insertion order: re-inserting makes this the most recently used.
      entries.delete(key);
      entries.set(key, e);
      return e.json;
    },
    set(key: string, owner: object, json: string) {
      drop(key);
      entries.set(key, { owner, json });
      bytes += json.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
export type PageCache = ReturnType<typeof pageCache>;
