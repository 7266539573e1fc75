import {
  CONTRACT_KINDS,
  type ContractKind,
  DIVIDEND_PERIODS,
  type OperatorSettleBody,
  type OperatorSettleResult,
  type OpsSettlementRun,
  operatorSettleBody,
  ROUTES,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DateTimeFormField } from '../../../ui/date-field/DateTimeFormField';
import { when } from '../../../ui/datetime';
import { FormAlert } from '../../../ui/form/FormAlert';
import { showServerError } from '../../../ui/form/serverErrors';
import { useZodForm } from '../../../ui/form/useZodForm';
import { Modal } from '../../../ui/Modal';
import { Pagination } from '../../../ui/Pagination';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { NUMERIC } from '../../ui/numeric';
import { StatusBadge } from '../../ui/Pill';
import { SelectField, SelectFilter } from '../../ui/SelectBox';

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

/**
 * Settle a kind now: the last closed period, or the one containing a chosen time. The form checks
 * the contract's body first (an unreadable time is named under its field), then asks to confirm.
 */
function SettleNow() {
  const t = useOpsT();
  const qc = useQueryClient();
  const form = useZodForm(operatorSettleBody, {
    defaultValues: { kind: 'dailySalary', period: 'daily', at: null } as OperatorSettleBody,
  });
  const kind = form.watch('kind');
  const [asking, setAsking] = useState<OperatorSettleBody | null>(null);
  const [result, setResult] = useState<OperatorSettleResult | null>(null);
  const settle = useMutation({
    mutationFn: (body: OperatorSettleBody) => opsCall(ROUTES.operatorSettle, { body }),
    onSuccess: (r) => {
      setResult(r);
      void qc.invalidateQueries({ queryKey: ['ops', 'agents', 'runs'] });
    },
    onError: (err) => showServerError(form, err),
    onSettled: () => setAsking(null),
  });
  const ask = form.handleSubmit((b) => {
    setResult(null);
    setAsking({ kind: b.kind, ...(b.kind === 'dividend' ? { period: b.period } : {}), at: b.at ?? null });
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-4"
      onSubmit={ask}
      noValidate
      data-testid="settle-form"
    >
      <h2 className="w-full text-sm font-semibold">{t('agents.settleNow')}</h2>
      <SelectField
        control={form.control}
        name="kind"
        label={t('agents.kind')}
        options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agents.kinds.${k}`) }))}
        testId="settle-kind"
      />
      {kind === 'dividend' && (
        <SelectField
          control={form.control}
          name="period"
          label={t('agents.period')}
          options={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`agents.periods.${p}`) }))}
          testId="settle-period"
        />
      )}
      <div className="w-64">
        <DateTimeFormField control={form.control} name="at" compact label={t('agents.at')} data-testid="settle-at" />
      </div>
      <Button type="submit" disabled={settle.isPending} data-testid="settle-now">
        {t('agents.settle')}
      </Button>
      <FormAlert message={form.formState.errors.root?.server?.message} />
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
        open={asking !== null}
        title={t('agents.settleNow')}
        message={t(asking?.at ? 'agents.settleAtMessage' : 'agents.settleLastMessage', {
          kind: t(`agents.kinds.${asking?.kind ?? kind}`),
        })}
        onConfirm={() => asking && settle.mutate(asking)}
        onCancel={() => setAsking(null)}
        busy={settle.isPending}
        testId="settle-confirm"
      />
    </form>
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
