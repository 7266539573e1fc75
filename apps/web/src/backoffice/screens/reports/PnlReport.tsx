import { OPS_REPORTS_API, PNL_SORTS, type PnlRow, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatAmount, formatCount } from '../../../i18n/numbers';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable, type OpsColumns } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { categoryLabel } from '../dashboard/category';

import { money, sortIn, type T, Toolbar, useRange } from './parts';

const pnlCol = columnsOf<PnlRow>();
function pnlColumns(t: T, by: 'vendor' | 'category'): OpsColumns<PnlRow> {
  return pnlCol.columns([
    pnlCol.accessor('day', { header: () => t('reports.col.day'), enableSorting: true }),
    pnlCol.accessor('key', {
      header: () => t(by === 'vendor' ? 'reports.col.vendor' : 'reports.col.category'),
      enableSorting: true,
      cell: (c) =>
        by === 'vendor' ? (
          <span>
            <span className="font-semibold">{c.row.original.name}</span>
            <span className="ml-2 text-xs text-muted">{c.getValue()}</span>
          </span>
        ) : (
          categoryLabel(t, c.getValue())
        ),
    }),
    pnlCol.accessor('rounds', {
      meta: { numeric: true },
      header: () => t('reports.col.rounds'),
      enableSorting: true,
      cell: (c) => formatCount(c.getValue()),
    }),
    pnlCol.accessor('bets', {
      meta: { numeric: true },
      header: () => t('reports.col.bets'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    pnlCol.accessor('wins', {
      meta: { numeric: true },
      header: () => t('reports.col.wins'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    pnlCol.accessor('ggr', {
      meta: { numeric: true },
      header: () => t('reports.col.ggr'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
  ]);
}

export function PnlReport({ by }: { by: 'vendor' | 'category' }) {
  const t = useOpsT();
  const params = useListParams({ pageSize: 50, sort: 'day', order: 'desc' });
  const range = useRange(params);
  const query = { ...params.query, ...range, by, sort: sortIn(PNL_SORTS, params.sort) };
  const list = useQuery({
    queryKey: ['ops', 'reports', 'pnl', query],
    queryFn: () => opsCall(ROUTES.opsPnl, { query }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => pnlColumns(t, by), [t, by]);
  const totals = list.data?.totals;
  return (
    <>
      <DataTable
        testId="pnl-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(r) => `${r.day}:${r.key}`}
        toolbar={
          <Toolbar
            params={params}
            filter="key"
            filterLabel={t(by === 'vendor' ? 'reports.filter.vendor' : 'reports.filter.category')}
            csvPath={OPS_REPORTS_API.pnlCsv}
            query={query}
            answered={list.data}
          />
        }
      />
      {totals && (
        <p className="text-sm font-semibold" data-testid="pnl-totals">
          {t('reports.totals', {
            rounds: formatCount(totals.rounds),
            bets: formatAmount(totals.bets),
            wins: formatAmount(totals.wins),
            ggr: formatAmount(totals.ggr),
          })}
        </p>
      )}
    </>
  );
}
