import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** Keys of the address the list itself owns; everything else in the query string is a filter. */
const OWN = new Set(['pageNo', 'pageSize', 'sort', 'order']);

/**
 * A server-side list's state in the address (page, size, sort, order, filters), so a reload, the
 * back button and a shared link show the same rows. `query` is what the list call sends.
 */
export function useListParams(defaults: { pageSize?: number; sort?: string; order?: SortOrder } = {}) {
  const [sp, setSp] = useSearchParams();
  const pageNo = Math.max(1, Number(sp.get('pageNo')) || 1);
  const pageSize = Number(sp.get('pageSize')) || defaults.pageSize || 20;
  const sort = sp.get('sort') ?? defaults.sort;
  const order: SortOrder = (sp.get('order') as SortOrder | null) ?? defaults.order ?? 'desc';
  const filters: Record<string, string> = {};
  for (const [k, v] of sp) if (!OWN.has(k) && v !== '') filters[k] = v;

  const update = (changes: Record<string, string | number | undefined>, resetPage: boolean) =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (resetPage) next.delete('pageNo');
        return next;
      },
      { replace: true },
    );

  return {
    pageNo,
    pageSize,
    sort,
    order,
    filters,
    query: { pageNo, pageSize, ...(sort ? { sort, order } : {}), ...filters },
    setPage: (n: number) => update({ pageNo: n === 1 ? undefined : n }, false),
    setSort: (id: string | undefined, o: SortOrder) => update({ sort: id, order: id ? o : undefined }, true),
    setFilter: (key: string, value: string | undefined) => update({ [key]: value }, true),
  };
}
export type ListParams = ReturnType<typeof useListParams>;
