import { AGENT_SORTS, type AgentRow, OPS_REPORTS_API, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../i18n/numbers';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';

import { money, sortIn, Toolbar, useRange } from './parts';

const agentCol = columnsOf<AgentRow>();
export function AgentsReport() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 50, sort: 'ggr', order: 'desc' });
  const query = { ...params.query, ...useRange(params), sort: sortIn(AGENT_SORTS, params.sort) };
  const list = useQuery({
    queryKey: ['ops', 'reports', 'agents', query],
    queryFn: () => opsCall(ROUTES.opsAgents, { query }),
    placeholderData: keepPreviousData,
  });
  const columns = agentCol.columns([
    agentCol.accessor('agentId', { header: () => t('reports.col.agentId'), enableSorting: true }),
    agentCol.accessor('username', { header: () => t('reports.col.agent'), enableSorting: true }),
    agentCol.accessor('teamSize', {
      meta: { numeric: true },
      header: () => t('reports.col.teamSize'),
      enableSorting: true,
      cell: (c) => formatCount(c.getValue()),
    }),
    agentCol.accessor('deposits', {
      meta: { numeric: true },
      header: () => t('reports.col.deposits'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    agentCol.accessor('bets', {
      meta: { numeric: true },
      header: () => t('reports.col.bets'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    agentCol.accessor('ggr', {
      meta: { numeric: true },
      header: () => t('reports.col.ggr'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    agentCol.accessor('dividends', {
      meta: { numeric: true },
      header: () => t('reports.col.dividends'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    agentCol.accessor('salaries', {
      meta: { numeric: true },
      header: () => t('reports.col.salaries'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
  ]);
  return (
    <DataTable
      testId="agents-list"
      columns={columns}
      list={list}
      params={params}
      rowId={(r) => String(r.agentId)}
      toolbar={
        <Toolbar
          params={params}
          filter="q"
          filterLabel={t('reports.filter.q')}
          csvPath={OPS_REPORTS_API.agentsCsv}
          query={query}
          answered={list.data}
        />
      }
    />
  );
}
