import { ROUTES, type RouteOutput } from '@platform/contracts';
import { formatAmount } from '../../../i18n/numbers';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { amount, type Item, useMemberList } from './member-list';

type LedgerRow = Item<RouteOutput<typeof ROUTES.opsMemberLedger>>;
const ledgerCol = columnsOf<LedgerRow>();
export function LedgerTab({ id }: { id: number }) {
  const t = useOpsT();
  const { params, list } = useMemberList(id, 'ledger', (query) =>
    opsCall(ROUTES.opsMemberLedger, { params: { memberId: id }, query }),
  );
  const columns = ledgerCol.columns([
    ledgerCol.accessor('createdAt', { header: () => t('members.col.time'), cell: (c) => when(c.getValue()) }),
    ledgerCol.accessor('type', { header: () => t('members.ledger.type') }),
    ledgerCol.accessor((r) => (r.vendor ? `${r.wallet}:${r.vendor}` : r.wallet), {
      id: 'wallet',
      header: () => t('members.ledger.wallet'),
      cell: (c) => <code className="text-xs">{c.getValue()}</code>,
    }),
    ledgerCol.accessor('amount', {
      meta: { numeric: true },
      header: () => t('members.ledger.amount'),
      cell: (c) => (
        <span className={`tabular-nums ${c.row.original.direction === 'in' ? 'text-emerald' : 'text-danger'}`}>
          {c.row.original.direction === 'in' ? '+' : '−'}
          {formatAmount(c.getValue())}
        </span>
      ),
    }),
    ledgerCol.accessor('balanceAfter', {
      meta: { numeric: true },
      header: () => t('members.ledger.balanceAfter'),
      cell: (c) => amount(c.getValue()),
    }),
    ledgerCol.accessor('counterparty', {
      header: () => t('members.ledger.counterparty'),
      cell: (c) => <code className="text-xs text-muted">{c.getValue()}</code>,
    }),
  ]);
  return (
    <DataTable
      testId="member-ledger"
      columns={columns}
      list={list}
      params={params}
      rowId={(r) => `${r.id}-${r.direction}`}
    />
  );
}
