import {
  fillPath,
  OPS_CASHIER_API,
  type OperatorWithdrawal,
  type OperatorWithdrawalsQuery,
  ROUTES,
  WITHDRAWAL_STATUSES,
  type WithdrawalPart,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { when } from '../../../ui/datetime';
import { DialogFooter, Modal } from '../../../ui/Modal';
import { useIntentKey } from '../../api/intent-key';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { DayFilter, withWindow } from '../../ui/DayFilter';
import { Fact } from '../../ui/Fact';
import { FilterField } from '../../ui/FilterField';
import { useListParams } from '../../ui/list-params';
import { StatusBadge } from '../../ui/Pill';
import { SelectFilter } from '../../ui/SelectBox';
import { ProofImage } from './ProofImage';
import { leftToPay, PayoutForm, RejectForm } from './WithdrawalForms';

const col = columnsOf<OperatorWithdrawal>();
const money = (s: string) => <span className="tabular-nums">{formatAmount(s)}</span>;

/** The withdrawal queue with server filters, paging and sorting; a row opens its page. */
export function WithdrawalsTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const query = withWindow(params.query) as OperatorWithdrawalsQuery;
  const list = useQuery({
    queryKey: ['ops', 'cashier', 'withdrawals', query],
    queryFn: () => opsCall(ROUTES.operatorWithdrawals, { query }),
    placeholderData: keepPreviousData,
  });
  const columns = col.columns([
    col.accessor('id', { header: () => '#' }),
    col.accessor('createdAt', {
      id: 'createdAt',
      header: () => t('cashier.createdAt'),
      cell: (c) => when(c.getValue()),
      enableSorting: true,
    }),
    col.accessor('memberAccount', { header: () => t('cashier.member') }),
    col.accessor('amount', {
      meta: { numeric: true },
      id: 'amount',
      header: () => t('cashier.amount'),
      cell: (c) => <strong>{money(c.getValue())}</strong>,
      enableSorting: true,
    }),
    col.accessor('paid', {
      meta: { numeric: true },
      header: () => t('cashier.paidOut'),
      cell: (c) => money(c.getValue()),
    }),
    col.accessor('received', {
      meta: { numeric: true },
      header: () => t('cashier.received'),
      cell: (c) => money(c.getValue()),
    }),
    col.accessor((w) => w.account.provider, { id: 'provider', header: () => t('cashier.payTo') }),
    col.accessor('status', {
      header: () => t('cashier.status'),
      cell: (c) => <StatusBadge status={c.getValue()}>{t(`cashier.withdrawalStatus.${c.getValue()}`)}</StatusBadge>,
    }),
  ]);
  return (
    <>
      <DataTable
        testId="withdrawal-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(w) => String(w.id)}
        onRowClick={(w) => setOpen(w.id)}
        toolbar={
          <>
            <SelectFilter
              params={params}
              name="status"
              label={t('cashier.status')}
              all={t('cashier.all')}
              options={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`cashier.withdrawalStatus.${s}`) }))}
            />
            <FilterField params={params} name="member" label={t('cashier.member')} />
            <DayFilter params={params} name="fromDay" label={t('cashier.from')} />
            <DayFilter params={params} name="toDay" label={t('cashier.to')} />
          </>
        }
      />
      {open !== null && <WithdrawalDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

type Confirmable =
  | { kind: 'approve' }
  | { kind: 'force'; part: WithdrawalPart }
  | { kind: 'return'; part: WithdrawalPart };

/** One withdrawal: facts, parts with their dispute proofs, and what an operator can do next. */
function WithdrawalDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const one = useQuery({
    queryKey: ['ops', 'cashier', 'withdrawal', id],
    queryFn: () => opsCall(ROUTES.operatorWithdrawal, { params: { id } }),
  });
  const [ask, setAsk] = useState<Confirmable | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const actionKey = useIntentKey();
  const refresh = (next: OperatorWithdrawal) => {
    qc.setQueryData(['ops', 'cashier', 'withdrawal', id], next);
    void qc.invalidateQueries({ queryKey: ['ops', 'cashier', 'withdrawals'] });
  };
  const act = useMutation({
    mutationFn: (a: Confirmable) => {
      const key = actionKey.key;
      if (a.kind === 'approve') return opsCall(ROUTES.operatorWithdrawalApprove, { params: { id }, key });
      const params = { id, pid: a.part.id };
      return a.kind === 'force'
        ? opsCall(ROUTES.operatorWithdrawalForce, { params, key })
        : opsCall(ROUTES.operatorWithdrawalReturn, { params, key });
    },
    onSuccess: (next) => {
      actionKey.renew();
      setAsk(null);
      refresh(next);
    },
  });
  const w = one.data;
  return (
    <Modal open onClose={onClose} title={t('cashier.withdrawalTitle', { id })} testId="withdrawal-drawer" wide>
      {!w ? (
        <p className="text-sm text-muted">{one.error ? one.error.message : t('cashier.loading')}</p>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <Fact label={t('cashier.member')}>
                {w.memberAccount} (#{w.memberId})
              </Fact>
              <Fact label={t('cashier.amount')}>{money(w.amount)}</Fact>
              <Fact label={t('cashier.paidOut')}>
                <span data-testid="withdrawal-paid">{money(w.paid)}</span>
              </Fact>
              <Fact label={t('cashier.received')}>{money(w.received)}</Fact>
              <Fact label={t('cashier.status')}>
                <span data-testid="withdrawal-status">
                  <StatusBadge status={w.status}>{t(`cashier.withdrawalStatus.${w.status}`)}</StatusBadge>
                </span>
              </Fact>
              {w.reason && <Fact label={t('cashier.reason')}>{w.reason}</Fact>}
            </div>
            <div>
              <Fact label={t('cashier.payTo')}>{w.account.provider}</Fact>
              <Fact label={t('cashier.accountNumber')}>
                <code>{w.accountNumber}</code>
              </Fact>
              <Fact label={t('cashier.holder')}>{w.account.holderName}</Fact>
              <Fact label={t('cashier.createdAt')}>{when(w.createdAt)}</Fact>
            </div>
          </div>
          <Parts w={w} onAsk={setAsk} />
          {w.status === 'requested' && !rejecting && (
            <DialogFooter className="mt-5">
              <div className="flex justify-end gap-2">
                <Button variant="ghost" onClick={() => setRejecting(true)} data-testid="withdrawal-reject">
                  {t('cashier.reject')}
                </Button>
                <Button variant="emerald" onClick={() => setAsk({ kind: 'approve' })} data-testid="withdrawal-approve">
                  {t('cashier.approve')}
                </Button>
              </div>
            </DialogFooter>
          )}
          {rejecting && <RejectForm w={w} onDone={refresh} onBack={() => setRejecting(false)} />}
          {['approved', 'paid', 'disputed'].includes(w.status) && leftToPay(w) !== '0.00' && (
            <PayoutForm key={w.paid} w={w} onDone={refresh} />
          )}
        </>
      )}
      <ConfirmDialog
        open={ask !== null}
        title={ask ? t(`cashier.confirm.${ask.kind}.title`) : ''}
        message={
          ask
            ? t(`cashier.confirm.${ask.kind}.message`, {
                amount: formatAmount(ask.kind === 'approve' ? (w?.amount ?? '0') : ask.part.amount),
              })
            : ''
        }
        onConfirm={() => ask && act.mutate(ask)}
        onCancel={() => setAsk(null)}
        busy={act.isPending}
        testId="withdrawal-confirm"
      />
      {act.error && <p className="mt-3 text-sm text-danger">{act.error.message}</p>}
    </Modal>
  );
}

function Parts({ w, onAsk }: { w: OperatorWithdrawal; onAsk: (a: Confirmable) => void }) {
  const t = useOpsT();
  if (!w.parts.length) return null;
  return (
    <section className="mt-5">
      <h3 className="mb-2 text-sm font-semibold text-muted">{t('cashier.parts')}</h3>
      <ul className="flex flex-col gap-2" data-testid="withdrawal-parts">
        {w.parts.map((p) => (
          <li key={p.id} className="rounded-lg border border-line p-3 text-sm" data-testid="part">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold tabular-nums">{formatAmount(p.amount)}</span>
              <StatusBadge status={p.status}>{t(`cashier.partStatus.${p.status}`)}</StatusBadge>
              <span className="text-muted">{when(p.paidAt)}</span>
              {(p.status === 'paid' || p.status === 'not_received') && (
                <span className="flex gap-2">
                  <Button variant="ghost" onClick={() => onAsk({ kind: 'return', part: p })} data-testid="part-return">
                    {t('cashier.returnPart')}
                  </Button>
                  <Button variant="outline" onClick={() => onAsk({ kind: 'force', part: p })} data-testid="part-force">
                    {t('cashier.forceReceipt')}
                  </Button>
                </span>
              )}
            </div>
            {p.remark && <p className="mt-2 text-muted">“{p.remark}”</p>}
            {p.proofIds.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {p.proofIds.map((u, n) => (
                  <ProofImage
                    key={u}
                    src={fillPath(OPS_CASHIER_API.withdrawalProof, { id: w.id, pid: p.id, n })}
                    alt={t('cashier.proofN', { n: n + 1 })}
                    testId={`part-proof-${n}`}
                  />
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
