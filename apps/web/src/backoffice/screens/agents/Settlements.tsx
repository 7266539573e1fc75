import {
  CONTRACT_KINDS,
  type ContractKind,
  DIVIDEND_PERIODS,
  type OperatorSettleResult,
  type OpsSettlementRun,
  ROUTES,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DateTimeField } from '../../../ui/date-field/DateTimeField';
import { isLocalDateTime } from '../../../ui/date-field/date-time';
import { when } from '../../../ui/datetime';
import { Modal } from '../../../ui/Modal';
import { Pagination } from '../../../ui/Pagination';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { NUMERIC } from '../../ui/numeric';
import { StatusBadge } from '../../ui/Pill';
import { SelectFilter } from '../../ui/SelectBox';

const col = columnsOf<OpsSettlementRun>();

/** Settlement runs (per kind and period) with their totals; a run opens its records; "settle now". */
export function SettlementsTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20 });
  const query = params.query as { pageNo: number; pageSize: number; kind?: ContractKind };
  const [open, setOpen] = useState<OpsSettlementRun | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'agents', 'runs', query],
    queryFn: () => opsCall(ROUTES.opsSettlementRuns, { query }),
    placeholderData: keepPreviousData,
  });
  const columns = col.columns([
    col.accessor('periodStart', { header: () => t('agents.periodStart'), cell: (c) => when(c.getValue()) }),
    col.accessor('periodEnd', { header: () => t('agents.periodEnd'), cell: (c) => when(c.getValue()) }),
    col.accessor('kind', { header: () => t('agents.kind'), cell: (c) => t(`agents.kinds.${c.getValue()}`) }),
    col.accessor('contracts', { meta: { numeric: true }, header: () => t('agents.records') }),
    col.accessor('paid', { meta: { numeric: true }, header: () => t('agents.paidCount') }),
    col.accessor('inProcess', { meta: { numeric: true }, header: () => t('agents.waiting') }),
    col.accessor('amount', {
      meta: { numeric: true },
      header: () => t('agents.due'),
      cell: (c) => formatAmount(c.getValue()),
    }),
    col.accessor('paidAmount', {
      meta: { numeric: true },
      header: () => t('agents.paidAmount'),
      cell: (c) => formatAmount(c.getValue()),
    }),
    col.accessor('settledAt', { header: () => t('agents.settledAt'), cell: (c) => when(c.getValue()) }),
  ]);
  return (
    <div className="flex flex-col gap-5">
      <SettleNow />
      <DataTable
        testId="run-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(r) => `${r.kind}:${r.period}:${r.periodStart}`}
        onRowClick={setOpen}
        toolbar={
          <SelectFilter
            params={params}
            name="kind"
            label={t('agents.kind')}
            all={t('agents.all')}
            options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agents.kinds.${k}`) }))}
          />
        }
      />
      {open && <RunRecords run={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** Settle a kind now: the last closed period, or the one containing a chosen time. */
function SettleNow() {
  const t = useOpsT();
  const qc = useQueryClient();
  const [kind, setKind] = useState<ContractKind>('dailySalary');
  const [period, setPeriod] = useState<(typeof DIVIDEND_PERIODS)[number]>('daily');
  const [at, setAt] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [result, setResult] = useState<OperatorSettleResult | null>(null);
  const settle = useMutation({
    mutationFn: () =>
      opsCall(ROUTES.operatorSettle, {
        body: {
          kind,
          ...(kind === 'dividend' ? { period } : {}),
          ...(at ? { at: new Date(at).toISOString() } : {}),
        },
      }),
    onSuccess: (r) => {
      setConfirm(false);
      setResult(r);
      void qc.invalidateQueries({ queryKey: ['ops', 'agents', 'runs'] });
    },
    onError: () => setConfirm(false),
  });
  const select = 'h-9 rounded-lg border border-line bg-surface-2 px-2 text-sm outline-none focus:border-gold';
  return (
    <section className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-4">
      <h2 className="w-full text-sm font-semibold">{t('agents.settleNow')}</h2>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t('agents.kind')}
        <select className={select} value={kind} onChange={(e) => setKind(e.target.value as ContractKind)}>
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`agents.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind === 'dividend' && (
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('agents.period')}
          <select
            className={select}
            value={period}
            onChange={(e) => setPeriod(e.target.value as (typeof DIVIDEND_PERIODS)[number])}
          >
            {DIVIDEND_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`agents.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="w-64">
        <DateTimeField compact label={t('agents.at')} value={at} onChange={setAt} data-testid="settle-at" />
      </div>
      <Button
        // A time that cannot be read is named under its field (the click left it); nothing is settled.
        onClick={() => setConfirm(!at || isLocalDateTime(at))}
        disabled={settle.isPending}
        data-testid="settle-now"
      >
        {t('agents.settle')}
      </Button>
      {settle.error && <p className="w-full text-sm text-danger">{settle.error.message}</p>}
      {result && (
        <p className="w-full text-sm text-muted" data-testid="settle-result">
          {t('agents.settled', {
            kind: t(`agents.kinds.${result.kind}`),
            from: when(result.periodStart),
            to: when(result.periodEnd),
            contracts: result.contracts,
            paid: result.paid,
            amount: formatAmount(result.amount),
          })}
        </p>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('agents.settleNow')}
        message={t(at ? 'agents.settleAtMessage' : 'agents.settleLastMessage', { kind: t(`agents.kinds.${kind}`) })}
        onConfirm={() => settle.mutate()}
        onCancel={() => setConfirm(false)}
        busy={settle.isPending}
        testId="settle-confirm"
      />
    </section>
  );
}

function RunRecords({ run, onClose }: { run: OpsSettlementRun; onClose: () => void }) {
  const t = useOpsT();
  const [pageNo, setPageNo] = useState(1);
  const pageSize = 20;
  const q = useQuery({
    queryKey: ['ops', 'agents', 'settlements', run.kind, run.periodStart, pageNo],
    queryFn: () =>
      opsCall(ROUTES.opsSettlements, { query: { kind: run.kind, periodStart: run.periodStart, pageNo, pageSize } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('agents.runTitle', { kind: t(`agents.kinds.${run.kind}`), from: when(run.periodStart) })}
      testId="run-records"
      wide
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs uppercase text-muted">
            <tr>
              <th className="px-2 py-1">{t('agents.upline')}</th>
              <th className="px-2 py-1">{t('agents.downline')}</th>
              <th className={`px-2 py-1 ${NUMERIC}`}>{t('agents.teamBets')}</th>
              <th className={`px-2 py-1 ${NUMERIC}`}>{t('agents.rate')}</th>
              <th className={`px-2 py-1 ${NUMERIC}`}>{t('agents.due')}</th>
              <th className="px-2 py-1">{t('agents.status')}</th>
              <th className="px-2 py-1">{t('agents.payment')}</th>
            </tr>
          </thead>
          <tbody>
            {q.data?.list.map((r) => (
              <tr key={r.id} className="border-t border-line" data-testid="row">
                <td className="px-2 py-1">{r.uplineAccount}</td>
                <td className="px-2 py-1">{r.downlineAccount}</td>
                <td className={`px-2 py-1 ${NUMERIC}`}>{formatAmount(r.teamBets)}</td>
                <td className={`px-2 py-1 ${NUMERIC}`}>{r.rate}%</td>
                <td className={`px-2 py-1 ${NUMERIC}`}>{formatAmount(r.amount)}</td>
                <td className="px-2 py-1">
                  <StatusBadge status={r.status}>{t(`agents.settlementStatus.${r.status}`)}</StatusBadge>
                </td>
                <td className="px-2 py-1 text-xs text-muted">
                  {r.transferId ? t('agents.transfer', { id: r.transferId, at: when(r.paidAt ?? '') }) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {q.data && q.data.total > pageSize && (
        <div className="mt-3">
          <Pagination pageNo={pageNo} total={q.data.total} pageSize={pageSize} onChange={setPageNo} />
        </div>
      )}
    </Modal>
  );
}
