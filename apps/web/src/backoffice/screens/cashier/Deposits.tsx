import {
  DEPOSIT_STATUSES,
  type OperatorDeposit,
  type OperatorDepositQuery,
  ROUTES,
  rejectDepositBody,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { when } from '../../../ui/datetime';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { DialogFooter, Modal } from '../../../ui/Modal';
import { useIntentKey } from '../../api/intent-key';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { DayFilter, withWindow } from '../../ui/DayFilter';
import { Fact } from '../../ui/Fact';
import { FilterField } from '../../ui/FilterField';
import { FormActions, serverMessage } from '../../ui/FormActions';
import { useListParams } from '../../ui/list-params';
import { StatusBadge } from '../../ui/Pill';
import { SelectFilter } from '../../ui/SelectBox';
import { ProofImage } from './ProofImage';

const col = columnsOf<OperatorDeposit>();

/** The deposit queue: pending first by default; filters status, channel, member, days; server paging and sorting. */
export function DepositsTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20 });
  const [open, setOpen] = useState<OperatorDeposit | null>(null);
  const query = withWindow(params.query) as OperatorDepositQuery;
  const list = useQuery({
    queryKey: ['ops', 'cashier', 'deposits', query],
    queryFn: () => opsCall(ROUTES.operatorDeposits, { query }),
    placeholderData: keepPreviousData,
  });
  const channels = useQuery({
    queryKey: ['ops', 'cashier', 'channels'],
    queryFn: () => opsCall(ROUTES.opsChannels),
  });
  const columns = col.columns([
    col.accessor('id', { header: () => '#' }),
    col.accessor('createdAt', {
      id: 'createdAt',
      header: () => t('cashier.createdAt'),
      cell: (c) => when(c.getValue()),
      enableSorting: true,
    }),
    col.accessor('account', { header: () => t('cashier.member') }),
    col.accessor('channelName', { header: () => t('cashier.channel') }),
    col.accessor('amount', {
      meta: { numeric: true },
      id: 'amount',
      header: () => t('cashier.amount'),
      cell: (c) => <span className="font-semibold tabular-nums">{formatAmount(c.getValue())}</span>,
      enableSorting: true,
    }),
    col.accessor('reference', { header: () => t('cashier.reference'), cell: (c) => c.getValue() ?? '' }),
    col.accessor('status', {
      header: () => t('cashier.status'),
      cell: (c) => <StatusBadge status={c.getValue()}>{t(`cashier.depositStatus.${c.getValue()}`)}</StatusBadge>,
    }),
  ]);
  return (
    <>
      <DataTable
        testId="deposit-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(d) => String(d.id)}
        onRowClick={setOpen}
        toolbar={
          <>
            <SelectFilter
              params={params}
              name="status"
              label={t('cashier.status')}
              all={t('cashier.all')}
              options={DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`cashier.depositStatus.${s}`) }))}
            />
            <SelectFilter
              params={params}
              name="channel"
              label={t('cashier.channel')}
              all={t('cashier.all')}
              options={(channels.data?.list ?? []).map((c) => ({ value: c.code, label: c.name }))}
            />
            <FilterField params={params} name="member" label={t('cashier.member')} />
            <DayFilter params={params} name="fromDay" label={t('cashier.from')} />
            <DayFilter params={params} name="toDay" label={t('cashier.to')} />
          </>
        }
      />
      {open && <DepositDrawer deposit={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** One deposit: its facts, the proof image(s), approve or reject (with a reason) when pending. */
function DepositDrawer({ deposit, onClose }: { deposit: OperatorDeposit; onClose: () => void }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const [d, setD] = useState(deposit);
  const [confirm, setConfirm] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approveKey = useIntentKey();
  const rejectKey = useIntentKey();
  const form = useZodForm(rejectDepositBody, { defaultValues: { reason: '' } });
  const done = (next: { status: OperatorDeposit['status']; reason: string | null; decidedAt: string | null }) => {
    setD((cur) => ({ ...cur, ...next }));
    void qc.invalidateQueries({ queryKey: ['ops', 'cashier', 'deposits'] });
  };
  const approve = useMutation({
    mutationFn: () => opsCall(ROUTES.operatorDepositApprove, { params: { id: d.id }, key: approveKey.key }),
    onSuccess: (next) => {
      approveKey.renew();
      setConfirm(false);
      done(next);
    },
  });
  const reject = useMutation({
    mutationFn: (reason: string) =>
      opsCall(ROUTES.operatorDepositReject, { params: { id: d.id }, body: { reason }, key: rejectKey.key }),
    onSuccess: (next) => {
      rejectKey.renew();
      setRejecting(false);
      done(next);
    },
    onError: (err) => showServerError(form, err),
  });
  const actionable = d.status === 'pending' && d.kind === 'manual';
  return (
    <Modal open onClose={onClose} title={t('cashier.depositTitle', { id: d.id })} testId="deposit-drawer" wide>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <Fact label={t('cashier.member')}>
            {d.account} (#{d.memberId})
          </Fact>
          <Fact label={t('cashier.channel')}>{d.channelName}</Fact>
          <Fact label={t('cashier.amount')}>
            <span data-testid="deposit-amount">
              {formatAmount(d.amount)} {d.currency}
            </span>
          </Fact>
          <Fact label={t('cashier.reference')}>{d.reference ?? '—'}</Fact>
          <Fact label={t('cashier.status')}>
            <span data-testid="deposit-status">
              <StatusBadge status={d.status}>{t(`cashier.depositStatus.${d.status}`)}</StatusBadge>
            </span>
          </Fact>
          <Fact label={t('cashier.createdAt')}>{when(d.createdAt)}</Fact>
          {d.decidedAt && <Fact label={t('cashier.decidedAt')}>{when(d.decidedAt)}</Fact>}
          {d.reason && <Fact label={t('cashier.reason')}>{d.reason}</Fact>}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-muted">{t('cashier.proof')}</h3>
          {d.proof.length === 0 ? (
            <p className="text-sm text-muted">{t('cashier.noProof')}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {d.proof.map((src, i) => (
                <ProofImage key={src} src={src} alt={t('cashier.proofN', { n: i + 1 })} testId={`proof-${i}`} />
              ))}
            </div>
          )}
        </div>
      </div>
      {actionable && !rejecting && (
        <DialogFooter className="mt-6">
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setRejecting(true)} data-testid="deposit-reject">
              {t('cashier.reject')}
            </Button>
            <Button variant="emerald" onClick={() => setConfirm(true)} data-testid="deposit-approve">
              {t('cashier.approve')}
            </Button>
          </div>
        </DialogFooter>
      )}
      {actionable && rejecting && (
        <form
          className="mt-6 flex flex-col gap-3"
          onSubmit={form.handleSubmit((b) => reject.mutate(b.reason))}
          data-testid="deposit-reject-form"
        >
          <TextField control={form.control} name="reason" label={t('cashier.reason')} required maxLength={200} />
          <FormActions
            message={serverMessage(form)}
            cancelLabel={t('cashier.back')}
            onCancel={() => setRejecting(false)}
            submitLabel={t('cashier.reject')}
            busy={reject.isPending}
            testId="deposit-reject-confirm"
          />
        </form>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('cashier.approveTitle')}
        message={t('cashier.approveMessage', { amount: formatAmount(d.amount), member: d.account })}
        confirmLabel={t('cashier.approve')}
        onConfirm={() => approve.mutate()}
        onCancel={() => setConfirm(false)}
        busy={approve.isPending}
        testId="deposit-approve-dialog"
      />
      {approve.error && <p className="mt-3 text-sm text-danger">{approve.error.message}</p>}
    </Modal>
  );
}
