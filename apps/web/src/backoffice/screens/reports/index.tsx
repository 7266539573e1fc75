import {
  AGENT_SORTS,
  type AgentRow,
  OPS_REPORTS_API,
  PLAYER_SORTS,
  type PlayerRow,
  PNL_SORTS,
  type PnlRow,
  ROUTES,
} from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { formatAmount, formatCount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { dayOf } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable, type OpsColumns } from '../../ui/DataTable';
import { FilterField } from '../../ui/FilterField';
import { type ListParams, useListParams } from '../../ui/list-params';
import { categoryLabel } from '../dashboard/category';
import { downloadCsv } from './csv';

type T = ReturnType<typeof useOpsT>;
/** The address's sort when the report knows it (the server refuses any other), else the report's default. */
const sortIn = <S extends string>(allowed: readonly S[], v: string | undefined) =>
  allowed.includes(v as S) ? (v as S) : undefined;

const TABS = ['vendor', 'category', 'players', 'agents'] as const;
type Tab = (typeof TABS)[number];

/** The range in the address (from, to: brand days), the last 7 days until the operator picks one. */
function useRange(params: ListParams) {
  const today = new Date();
  const from = params.filters.from ?? dayOf(new Date(today.getTime() - 6 * 86_400_000));
  const to = params.filters.to ?? dayOf(today);
  return { from, to };
}

const money = (v: string) => (
  <span className={`tabular-nums ${v.startsWith('-') ? 'text-red-400' : ''}`}>{formatAmount(v)}</span>
);

function Toolbar({
  params,
  filter,
  filterLabel,
  csvPath,
  query,
}: {
  params: ListParams;
  filter: string;
  filterLabel: string;
  csvPath: string;
  query: Record<string, string | number | undefined>;
}) {
  const t = useOpsT();
  const range = useRange(params);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = (name: 'from' | 'to', label: string) => (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input
        type="date"
        className="h-9 rounded-lg border border-line bg-surface-2 px-3 text-sm font-normal text-fg outline-none focus:border-gold"
        value={range[name]}
        onChange={(e) => params.setFilter(name, e.target.value || undefined)}
        data-testid={`range-${name}`}
      />
    </label>
  );
  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCsv(csvPath, query);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {date('from', t('reports.from'))}
      {date('to', t('reports.to'))}
      <FilterField params={params} name={filter} label={filterLabel} />
      <div className="ml-auto flex flex-col items-end gap-1">
        <Button variant="outline" onClick={() => void exportCsv()} disabled={busy} data-testid="export-csv">
          {busy ? t('reports.exporting') : t('reports.export')}
        </Button>
        {error && (
          <span className="text-xs text-red-400" role="alert">
            {error}
          </span>
        )}
      </div>
    </>
  );
}

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
      header: () => t('reports.col.rounds'),
      enableSorting: true,
      cell: (c) => formatCount(c.getValue()),
    }),
    pnlCol.accessor('bets', {
      header: () => t('reports.col.bets'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    pnlCol.accessor('wins', {
      header: () => t('reports.col.wins'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    pnlCol.accessor('ggr', {
      header: () => t('reports.col.ggr'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
  ]);
}

function PnlReport({ by }: { by: 'vendor' | 'category' }) {
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

const playerCol = columnsOf<PlayerRow>();
function PlayersReport() {
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
      header: () => t('reports.col.deposits'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    playerCol.accessor('withdrawals', {
      header: () => t('reports.col.withdrawals'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    playerCol.accessor('rounds', { header: () => t('reports.col.rounds'), cell: (c) => formatCount(c.getValue()) }),
    playerCol.accessor('bets', {
      header: () => t('reports.col.bets'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    playerCol.accessor('wins', {
      header: () => t('reports.col.wins'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    playerCol.accessor('ggr', {
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
        />
      }
    />
  );
}

const agentCol = columnsOf<AgentRow>();
function AgentsReport() {
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
      header: () => t('reports.col.teamSize'),
      enableSorting: true,
      cell: (c) => formatCount(c.getValue()),
    }),
    agentCol.accessor('deposits', {
      header: () => t('reports.col.deposits'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    agentCol.accessor('bets', {
      header: () => t('reports.col.bets'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    agentCol.accessor('ggr', {
      header: () => t('reports.col.ggr'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    agentCol.accessor('dividends', {
      header: () => t('reports.col.dividends'),
      enableSorting: true,
      cell: (c) => money(c.getValue()),
    }),
    agentCol.accessor('salaries', {
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
        />
      }
    />
  );
}

function TabLinks() {
  const t = useOpsT();
  const { search } = useLocation();
  // The range travels to the next tab; paging, sorting and the tab's own filter do not.
  const sp = new URLSearchParams(search);
  const keep = new URLSearchParams();
  for (const k of ['from', 'to']) {
    const v = sp.get(k);
    if (v) keep.set(k, v);
  }
  const qs = keep.size ? `?${keep}` : '';
  return (
    <nav className="flex flex-wrap gap-1 border-b border-line" aria-label={t('nav.reports')}>
      {TABS.map((tab: Tab) => (
        <NavLink
          key={tab}
          to={`/ops/reports/${tab}${qs}`}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${isActive ? 'border-gold text-gold' : 'border-transparent text-muted hover:text-fg'}`
          }
          data-testid={`tab-${tab}`}
        >
          {t(`reports.tab.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * /ops/reports/<tab>: daily profit and loss per vendor or category, the player report and the agent
 * report over a range of brand days; paged, sorted and filtered by the server; each exports CSV.
 */
export default function ReportsSection() {
  const t = useOpsT();
  return (
    <div className="flex flex-col gap-4" data-testid="reports">
      <TabLinks />
      <Routes>
        <Route index element={<Navigate to="vendor" replace />} />
        <Route path="vendor" element={<PnlReport key="vendor" by="vendor" />} />
        <Route path="category" element={<PnlReport key="category" by="category" />} />
        <Route path="players" element={<PlayersReport />} />
        <Route path="agents" element={<AgentsReport />} />
        <Route path="*" element={<Navigate to="vendor" replace />} />
      </Routes>
      <p className="text-xs text-muted">{t('reports.note')}</p>
    </div>
  );
}
