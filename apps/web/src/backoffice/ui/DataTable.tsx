import {
  type CellData,
  type ColumnDef,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  type SortingState,
  type TableFeatures,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ChevronIcon } from '../../ui/icons';
import { Pagination } from '../../ui/Pagination';
import { useOpsT } from '../i18n';
import type { ListParams } from './list-params';
import { NUMERIC } from './numeric';

declare module '@tanstack/table-core' {
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /** Amounts and counts: the column (header and cells) sits at the end, in tabular figures, so digits line up. */
    numeric?: boolean;
  }
}

/** The table features every back office list uses: sorting, done by the server (manualSorting). */
export const opsTable = tableFeatures({ rowSortingFeature });
// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type (what columnHelper.columns() returns)
export type OpsColumns<T extends RowData> = Array<ColumnDef<typeof opsTable, T, any>>;
/** Column definitions for a list of T: `const col = columnsOf<Member>(); col.accessor('username', {...})`. */
export const columnsOf = <T extends RowData>() => createColumnHelper<typeof opsTable, T>();

/**
 * A server-paged, server-sorted list (TanStack Table renders headers and cells; the rows are one
 * page of the server's answer). Sorting and the page live in the address through `params`; a
 * column sorts only when it sets `enableSorting: true` (the server names what it can sort by).
 */
export function DataTable<T extends RowData>({
  columns,
  list,
  params,
  rowId,
  onRowClick,
  toolbar,
  testId,
}: {
  /** `columnsOf<T>().columns([...])`, made once (module level or useMemo): a new array each render re-renders every row. */
  columns: OpsColumns<T>;
  /** The page's query (TanStack Query): its rows, whether it is loading, its error and a retry. */
  list: { data: { list: T[]; total: number } | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  params: ListParams;
  rowId: (row: T) => string;
  onRowClick?: (row: T) => void;
  toolbar?: ReactNode;
  testId?: string;
}) {
  const t = useOpsT();
  const { data: page, isPending: loading, error } = list;
  const onRetry = () => void list.refetch();
  const sorting: SortingState = params.sort ? [{ id: params.sort, desc: params.order === 'desc' }] : [];
  const table = useTable({
    features: opsTable,
    columns,
    data: page?.list ?? [],
    getRowId: (row) => rowId(row),
    manualSorting: true,
    defaultColumn: { enableSorting: false },
    sortDescFirst: true,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      params.setSort(first?.id, first?.desc === false ? 'asc' : 'desc');
    },
  });
  const total = page?.total ?? 0;
  const from = total === 0 ? 0 : (params.pageNo - 1) * params.pageSize + 1;
  const to = Math.min(total, params.pageNo * params.pageSize);

  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      {toolbar && <div className="flex flex-wrap items-end gap-3">{toolbar}</div>}
      <div className="overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full min-w-[640px] border-collapse text-sm">
          <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const sortable = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={`px-3 py-2 font-semibold ${header.column.columnDef.meta?.numeric ? NUMERIC : ''}`}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-fg"
                          onClick={header.column.getToggleSortingHandler()}
                          data-testid={`sort-${header.column.id}`}
                        >
                          <table.FlexRender header={header} />
                          {sorted && (
                            <ChevronIcon
                              className={`h-3 w-3 ${sorted === 'asc' ? '-rotate-90' : 'rotate-90'}`}
                              aria-label={t(sorted === 'asc' ? 'table.sortAsc' : 'table.sortDesc')}
                            />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={`border-t border-line ${onRowClick ? 'cursor-pointer hover:bg-surface-2' : ''}`}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                data-testid="row"
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={`px-3 py-2 align-middle ${cell.column.columnDef.meta?.numeric ? NUMERIC : ''}`}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {loading && !page && <p className="p-6 text-center text-sm text-muted">{t('shell.loading')}</p>}
        {error != null && !loading && (
          <div className="flex items-center justify-center gap-3 p-6 text-sm" role="alert">
            <span>{error instanceof Error ? error.message : t('table.error')}</span>
            <button type="button" className="font-semibold text-gold underline" onClick={onRetry}>
              {t('table.retry')}
            </button>
          </div>
        )}
        {page && page.list.length === 0 && <p className="p-6 text-center text-sm text-muted">{t('table.empty')}</p>}
      </div>
      {total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-muted">
          <span data-testid="rows-shown">{t('table.rows', { from, to, total })}</span>
          <Pagination pageNo={params.pageNo} total={total} pageSize={params.pageSize} onChange={params.setPage} />
        </div>
      )}
    </section>
  );
}
