import { OPS_REPORTS_API, PLAYER_SORTS, type PlayerRow, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../i18n/numbers';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';

import { money, sortIn, Toolbar, useRange } from './parts';

const playerCol = columnsOf<PlayerRow>();
export function PlayersReport() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 50, sort: 'ggr', order: 'desc' });
  const query = { ...params.query, ...useRange(params), sort: sortIn(PLAYER_SORTS, params.sort) };
  const list = useQuery({
    queryKey: ['ops', 'reports', 'players', query],
    queryFn: () => opsCall(ROUTES.opsPlayers, { query }),
    placeholderData: keepPreviousData,
  });
  const columns = playerCol.columns([
    playerCol.accessor('memberId', { header: () => t('reports.col.memberId'), enableSorting: true }),
    playerCol.accessor('username', { header: () => t('reports.col.username'), enableSorting: true }),
    playerCol.accessor('deposits', {
      meta: { numeric: true },
      header: () => t('reports.col.deposits'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    playerCol.accessor('withdrawals', {
      meta: { numeric: true },
      header: () => t('reports.col.withdrawals'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    playerCol.accessor('rounds', {
      meta: { numeric: true },
      header: () => t('reports.col.rounds'),
      cell: (c) => formatCount(c.getValue()),
    }),
    playerCol.accessor('bets', {
      meta: { numeric: true },
      header: () => t('reports.col.bets'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    playerCol.accessor('wins', {
      meta: { numeric: true },
      header: () => t('reports.col.wins'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    playerCol.accessor('ggr', {
      meta: { numeric: true },
      header: () => t('reports.col.ggr'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
  ]);
  return (
    <DataTable
      testId="players-list"
      columns={columns}
      list={list}
      params={params}
      rowId={(r) => String(r.memberId)}
      toolbar={
        <Toolbar
          params={params}
          filter="q"
          filterLabel={t('reports.filter.q')}
          csvPath={OPS_REPORTS_API.playersCsv}
          query={query}
          answered={list.data}
        />
      }
    />
  );
}
