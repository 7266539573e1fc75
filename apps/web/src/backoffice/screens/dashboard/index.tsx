import { type Dashboard, OPS_PERIODS, type OpsPeriod, ROUTES } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatAmount, formatCount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { NUMERIC } from '../../ui/numeric';
import { PageHeading } from '../../ui/PageHeading';
import { categoryLabel } from './category';
import { type ChartSeries, DailyChart } from './DailyChart';

const KEY = ['ops', 'dashboard'] as const;

function Kpi({
  id,
  label,
  value,
  hint,
  tone,
}: {
  id: string;
  label: string;
  value: string;
  hint: string;
  tone?: 'up' | 'down';
}) {
  const color = tone === 'down' ? 'text-red-400' : tone === 'up' ? 'text-emerald' : '';
  return (
    <div className="rounded-xl border border-line bg-surface p-4" data-testid={`kpi-${id}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p className={`mt-1 text-2xl font-extrabold tabular-nums ${color}`} data-testid="kpi-value">
        {value}
      </p>
      <p className="mt-1 text-xs text-muted">{hint}</p>
    </div>
  );
}

function ReconcileBadge({ r }: { r: Dashboard['reconcile'] }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const run = useMutation({
    mutationFn: () => opsCall(ROUTES.opsReconcileRun),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
  const tone =
    r.status === 'ok'
      ? 'border-emerald/40 bg-emerald/10 text-emerald'
      : r.status === 'problems'
        ? 'border-red-400/50 bg-red-400/10 text-red-400'
        : 'border-line bg-surface-2 text-muted';
  const text =
    r.status === 'ok'
      ? t('dashboard.reconcile.ok')
      : r.status === 'problems'
        ? t('dashboard.reconcile.problems', { count: r.problems })
        : t('dashboard.reconcile.never');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-semibold ${tone}`}
        data-testid="reconcile-badge"
        data-status={r.status}
        title={r.details.map((d) => d.check).join('\n')}
      >
        <span aria-hidden className="h-2 w-2 rounded-full bg-current" />
        {text}
        {r.checkedAt && (
          <span className="font-normal opacity-80">
            · {t('dashboard.reconcile.checked', { when: when(r.checkedAt) })}
          </span>
        )}
      </span>
      <button
        type="button"
        className="text-xs font-semibold text-gold underline disabled:opacity-50"
        onClick={() => run.mutate()}
        disabled={run.isPending}
        data-testid="reconcile-run"
      >
        {run.isPending ? t('dashboard.reconcile.running') : t('dashboard.reconcile.run')}
      </button>
    </div>
  );
}

function GameTable({
  title,
  head,
  rows,
  testId,
}: {
  title: string;
  head: string;
  rows: { id: string; name: string; rounds: number; bets: string; wins: string; ggr: string }[];
  testId: string;
}) {
  const t = useOpsT();
  return (
    <section className="rounded-xl border border-line bg-surface" data-testid={testId}>
      <h2 className="border-b border-line px-4 py-3 text-sm font-bold">{title}</h2>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                {head}
              </th>
              <th scope="col" className={`px-3 py-2 ${NUMERIC}`}>
                {t('dashboard.col.rounds')}
              </th>
              <th scope="col" className={`px-3 py-2 ${NUMERIC}`}>
                {t('dashboard.col.bets')}
              </th>
              <th scope="col" className={`px-3 py-2 ${NUMERIC}`}>
                {t('dashboard.col.wins')}
              </th>
              <th scope="col" className={`px-3 py-2 ${NUMERIC}`}>
                {t('dashboard.col.ggr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-line" data-testid="row">
                <td className="px-3 py-2">
                  <span className="font-semibold">{r.name}</span>
                  {r.name !== r.id && <span className="ml-2 text-xs text-muted">{r.id}</span>}
                </td>
                <td className={`px-3 py-2 ${NUMERIC}`}>{formatCount(r.rounds)}</td>
                <td className={`px-3 py-2 ${NUMERIC}`}>{formatAmount(r.bets)}</td>
                <td className={`px-3 py-2 ${NUMERIC}`}>{formatAmount(r.wins)}</td>
                <td className={`px-3 py-2 font-semibold ${NUMERIC} ${r.ggr.startsWith('-') ? 'text-red-400' : ''}`}>
                  {formatAmount(r.ggr)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-6 text-center text-sm text-muted">{t('dashboard.empty')}</p>}
      </div>
    </section>
  );
}

/**
 * /ops/dashboard: the brand's money, play and sign-ups for today, 7 or 30 brand days (the period in
 * the address), a day-by-day chart, figures by vendor and by game category, and the ledger's last
 * reconcile. Every figure comes computed from the server (GET /wps/operator/dashboard).
 */
export default function DashboardSection() {
  const t = useOpsT();
  const [sp, setSp] = useSearchParams();
  const period: OpsPeriod = (OPS_PERIODS as readonly string[]).includes(sp.get('period') ?? '')
    ? (sp.get('period') as OpsPeriod)
    : 'today';
  const q = useQuery({
    queryKey: [...KEY, period],
    queryFn: () => opsCall(ROUTES.opsDashboard, { query: { period } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const lines = useMemo<ChartSeries[]>(
    () => [
      { key: 'deposits', label: t('dashboard.kpi.deposits'), color: '#35e39a' },
      { key: 'withdrawals', label: t('dashboard.kpi.withdrawals'), color: '#f87171' },
      { key: 'ggr', label: t('dashboard.kpi.ggr'), color: '#f5c451' },
      { key: 'ngr', label: t('dashboard.kpi.ngr'), color: '#60a5fa' },
    ],
    [t],
  );
  const d = q.data;
  const sign = (v: string) => (v.startsWith('-') ? 'down' : 'up');

  return (
    <div className="flex flex-col gap-4" data-testid="dashboard">
      <PageHeading title={t('nav.dashboard')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset
          className="inline-flex rounded-lg border border-line bg-surface p-1"
          aria-label={t('dashboard.period.label')}
        >
          {OPS_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === period}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${p === period ? 'bg-gold/15 text-gold' : 'text-muted hover:text-fg'}`}
              onClick={() => setSp(p === 'today' ? {} : { period: p }, { replace: true })}
              data-testid={`period-${p}`}
            >
              {t(`dashboard.period.${p}`)}
            </button>
          ))}
        </fieldset>
        {d && <ReconcileBadge r={d.reconcile} />}
      </div>
      {q.error && !d && (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface p-6 text-sm" role="alert">
          <span>{q.error instanceof Error ? q.error.message : t('dashboard.error')}</span>
          <Button variant="ghost" onClick={() => void q.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      )}
      {!d && !q.error && <p className="text-sm text-muted">{t('shell.loading')}</p>}
      {d && (
        <>
          <p className="text-xs text-muted" data-testid="dashboard-range" data-period={d.period}>
            {t('dashboard.range', { from: d.from, to: d.to, zone: d.timeZone })}
          </p>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
            <Kpi
              id="deposits"
              label={t('dashboard.kpi.deposits')}
              value={formatAmount(d.totals.deposits)}
              hint={t('dashboard.hint.deposits')}
            />
            <Kpi
              id="withdrawals"
              label={t('dashboard.kpi.withdrawals')}
              value={formatAmount(d.totals.withdrawals)}
              hint={t('dashboard.hint.withdrawals')}
            />
            <Kpi
              id="bets"
              label={t('dashboard.kpi.bets')}
              value={formatAmount(d.totals.bets)}
              hint={t('dashboard.hint.bets', { rounds: formatCount(d.totals.rounds) })}
            />
            <Kpi
              id="wins"
              label={t('dashboard.kpi.wins')}
              value={formatAmount(d.totals.wins)}
              hint={t('dashboard.hint.wins')}
            />
            <Kpi
              id="ggr"
              label={t('dashboard.kpi.ggr')}
              value={formatAmount(d.totals.ggr)}
              hint={t('dashboard.hint.ggr')}
              tone={sign(d.totals.ggr)}
            />
            <Kpi
              id="ngr"
              label={t('dashboard.kpi.ngr')}
              value={formatAmount(d.totals.ngr)}
              hint={t('dashboard.hint.ngr', {
                bonuses: formatAmount(d.totals.bonuses),
                rebates: formatAmount(d.totals.rebates),
              })}
              tone={sign(d.totals.ngr)}
            />
            <Kpi
              id="activePlayers"
              label={t('dashboard.kpi.activePlayers')}
              value={formatCount(d.totals.activePlayers)}
              hint={t('dashboard.hint.activePlayers')}
            />
            <Kpi
              id="registrations"
              label={t('dashboard.kpi.registrations')}
              value={formatCount(d.totals.registrations)}
              hint={t('dashboard.hint.registrations')}
            />
            <Kpi
              id="firstDepositors"
              label={t('dashboard.kpi.firstDepositors')}
              value={formatCount(d.totals.firstDepositors)}
              hint={t('dashboard.hint.firstDepositors')}
            />
          </div>
          <section className="rounded-xl border border-line bg-surface p-4">
            <h2 className="mb-2 text-sm font-bold">{t('dashboard.chart.title')}</h2>
            <DailyChart series={d.series} lines={lines} label={t('dashboard.chart.aria')} />
          </section>
          <div className="grid gap-4 xl:grid-cols-2">
            <GameTable
              testId="by-vendor"
              title={t('dashboard.byVendor')}
              head={t('dashboard.col.vendor')}
              rows={d.byVendor.map((v) => ({ id: v.vendor, ...v }))}
            />
            <GameTable
              testId="by-category"
              title={t('dashboard.byCategory')}
              head={t('dashboard.col.category')}
              rows={d.byCategory.map((c) => ({ id: c.category, name: categoryLabel(t, c.category), ...c }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
