import type { TransactionItem, TransferType } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TransactionsFilter, useTransactions } from '../../api/wallet';
import { when } from '../../ui/datetime';
import { Pagination } from '../../ui/Pagination';
import { type DateRange, RangeFilter } from '../../ui/RangeFilter';
import { formatAmount } from '../layout/money';
import { useMemoParts } from './memo';
import { Signed } from './Signed';
import { useVendorNames } from './vendors';

/** The type chips: each is a group of transfer types a member thinks of as one kind. */
const GROUPS: Record<string, TransferType[]> = {
  all: [],
  deposit: ['deposit'],
  withdraw: ['withdraw_lock', 'withdraw_unlock', 'withdraw_payout', 'withdraw_return'],
  transfer: ['wallet_out', 'wallet_in'],
  bet: ['bet'],
  win: ['win', 'bet_refund'],
  bonus: ['bonus', 'bonus_release'],
  adjust: ['adjust'],
  agent: ['commission', 'agent_transfer'],
};
const PAGE_SIZE = 10;

/** Account record (transactionHistory): every ledger movement with its balance after. */
export function TransactionHistoryScreen() {
  const { t } = useTranslation();
  const [group, setGroup] = useState('all');
  const [account, setAccount] = useState<TransactionsFilter['account']>('main');
  const [range, setRange] = useState<DateRange>({ range: '7d' });
  const [pageNo, setPageNo] = useState(1);
  const filter = { ...range, types: GROUPS[group] ?? [], account, pageNo, pageSize: PAGE_SIZE };
  const { data, isError, error } = useTransactions(filter);
  const vendorName = useVendorNames();
  const memoParts = useMemoParts();
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };

  const walletOf = (r: TransactionItem) =>
    r.account === 'vendor' && r.vendor ? vendorName(r.vendor) : t(`wallet.account.${r.account}`);
  const remarkOf = (r: TransactionItem) =>
    [...(r.account !== 'vendor' && r.vendor ? [vendorName(r.vendor)] : []), ...memoParts(r.memo, ['vendor'])].join(
      ' · ',
    );

  return (
    <div data-testid="transaction-history" className="flex flex-col gap-4">
      <fieldset className="no-scrollbar flex min-w-0 gap-1.5 overflow-x-auto">
        <legend className="sr-only">{t('wallet.col.type')}</legend>
        {Object.keys(GROUPS).map((g) => (
          <button
            key={g}
            type="button"
            data-testid={`type-${g}`}
            aria-pressed={group === g}
            onClick={() => reset(setGroup)(g)}
            className={`shrink-0 rounded-full border px-3 py-1 text-xs font-semibold ${group === g ? 'border-gold bg-gold/15 text-gold' : 'border-line text-muted hover:text-fg'}`}
          >
            {t(`wallet.group.${g}` as 'wallet.group.all')}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <RangeFilter value={range} onChange={reset(setRange)} />
        <label className="flex items-center gap-2 text-xs font-semibold text-muted">
          {t('wallet.account.label')}
          <select
            data-testid="record-account"
            value={account}
            onChange={(e) => reset(setAccount)(e.target.value as TransactionsFilter['account'])}
            className="rounded-lg border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg"
          >
            <option value="main">{t('wallet.account.main')}</option>
            <option value="all">{t('wallet.account.all')}</option>
          </select>
        </label>
      </div>
      {isError && <p className="text-sm text-danger">{error.message}</p>}
      {data && data.list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line py-10 text-center text-sm text-muted">
          {t('wallet.empty')}
        </p>
      ) : (
        <>
          <table className="hidden w-full text-sm md:table" data-testid="record-table">
            <thead className="text-xs text-muted">
              <tr className="border-b border-line text-start">
                {(['time', 'type', 'wallet', 'amount', 'balanceAfter', 'remark'] as const).map((c) => (
                  <th
                    key={c}
                    className={`px-2 py-2 font-semibold ${c === 'amount' || c === 'balanceAfter' ? 'text-end' : 'text-start'}`}
                  >
                    {t(`wallet.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data?.list.map((r) => (
                <tr key={`${r.id}-${r.direction}`} data-testid="record-row" className="border-b border-line/60">
                  <td className="whitespace-nowrap px-2 py-2.5 text-xs text-muted tabular-nums">{when(r.time)}</td>
                  <td className="px-2 py-2.5 font-semibold">{t(`wallet.type.${r.type}`)}</td>
                  <td className="px-2 py-2.5 text-muted">{walletOf(r)}</td>
                  <td className="px-2 py-2.5 text-end font-bold">
                    <Signed value={r.change} />
                  </td>
                  <td className="px-2 py-2.5 text-end tabular-nums" data-testid="record-balance">
                    {formatAmount(r.balanceAfter)}
                  </td>
                  <td className="max-w-56 truncate px-2 py-2.5 text-xs text-muted" title={remarkOf(r)}>
                    {remarkOf(r)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="flex flex-col gap-2 md:hidden" data-testid="record-cards">
            {data?.list.map((r) => (
              <li
                key={`${r.id}-${r.direction}`}
                data-testid="record-card"
                className="rounded-xl border border-line bg-surface-2/50 p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{t(`wallet.type.${r.type}`)}</span>
                  <Signed value={r.change} className="font-bold" />
                </div>
                <div className="mt-1 flex items-center justify-between gap-2 text-xs text-muted">
                  <span className="tabular-nums">{when(r.time)}</span>
                  <span className="tabular-nums">
                    {t('wallet.col.balanceAfter')}: <span className="text-fg">{formatAmount(r.balanceAfter)}</span>
                  </span>
                </div>
                <div className="mt-1 text-xs text-muted break-words">
                  {walletOf(r)}
                  {remarkOf(r) ? ` · ${remarkOf(r)}` : ''}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted">{data ? t('wallet.count', { count: data.total }) : ''}</span>
        <Pagination pageNo={pageNo} total={data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPageNo} />
      </div>
    </div>
  );
}
