import { ROUTES, type RouteOutput } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { SelectBox } from '../../ui/SelectBox';
import { amount, type Item, maybeWhen } from './member-list';

type DepositRow = Item<RouteOutput<typeof ROUTES.opsMemberDeposits>>;
type WithdrawalRow = Item<RouteOutput<typeof ROUTES.opsMemberWithdrawals>>;
const depCol = columnsOf<DepositRow>();
const wdCol = columnsOf<WithdrawalRow>();
/** Deposits or withdrawals (`kind` in the address, not sent to the server). */
export function CashierTab({ id }: { id: number }) {
  const t = useOpsT();
  const params = useListParams();
  const { kind = 'deposits', ...query } = params.query as typeof params.query & { kind?: string };
  const deposits = useQuery({
    queryKey: ['ops', 'members', id, 'deposits', query],
    queryFn: () => opsCall(ROUTES.opsMemberDeposits, { params: { memberId: id }, query }),
    placeholderData: keepPreviousData,
    enabled: kind === 'deposits',
  });
  const withdrawals = useQuery({
    queryKey: ['ops', 'members', id, 'withdrawals', query],
    queryFn: () => opsCall(ROUTES.opsMemberWithdrawals, { params: { memberId: id }, query }),
    placeholderData: keepPreviousData,
    enabled: kind === 'withdrawals',
  });
  const toggle = (
    <SelectBox
      label={t('members.cashier.show')}
      value={kind}
      onChange={(v) => params.setFilter('kind', v === 'deposits' ? undefined : v)}
      options={[
        { value: 'deposits', label: t('members.cashier.deposits') },
        { value: 'withdrawals', label: t('members.cashier.withdrawals') },
      ]}
      testId="filter-kind"
    />
  );
  if (kind === 'withdrawals') {
    const columns = wdCol.columns([
      wdCol.accessor('createdAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
      wdCol.accessor('amount', {
        meta: { numeric: true },
        header: () => t('members.ledger.amount'),
        cell: (c) => amount(c.getValue()),
      }),
      wdCol.accessor('paid', {
        meta: { numeric: true },
        header: () => t('members.cashier.paid'),
        cell: (c) => amount(c.getValue()),
      }),
      wdCol.accessor('status', { header: () => t('members.col.status') }),
      wdCol.accessor('account', { header: () => t('members.cashier.account') }),
      wdCol.accessor('completedAt', {
        header: () => t('members.cashier.completedAt'),
        cell: (c) => maybeWhen(c.getValue()),
      }),
    ]);
    return (
      <DataTable
        testId="member-withdrawals"
        columns={columns}
        list={withdrawals}
        params={params}
        rowId={(r) => String(r.id)}
        toolbar={toggle}
      />
    );
  }
  const columns = depCol.columns([
    depCol.accessor('createdAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
    depCol.accessor('amount', {
      meta: { numeric: true },
      header: () => t('members.ledger.amount'),
      cell: (c) => amount(c.getValue()),
    }),
    depCol.accessor('channel', { header: () => t('members.cashier.channel') }),
    depCol.accessor('status', { header: () => t('members.col.status') }),
    depCol.accessor('reference', { header: () => t('members.cashier.reference'), cell: (c) => c.getValue() ?? '' }),
    depCol.accessor('decidedAt', {
      header: () => t('members.cashier.decidedAt'),
      cell: (c) => maybeWhen(c.getValue()),
    }),
  ]);
  return (
    <DataTable
      testId="member-deposits"
      columns={columns}
      list={deposits}
      params={params}
      rowId={(r) => String(r.id)}
      toolbar={toggle}
    />
  );
}
