import { useTranslation } from 'react-i18next';
import { useBonus } from '../../api/wallet';
import { when } from '../../ui/datetime';
import { Pagination } from '../../ui/Pagination';
import { RangeFilter, useRangePage } from '../../ui/RangeFilter';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { useMemoParts } from './memo';
import { Signed } from './Signed';

const PAGE_SIZE = 10;

/** Bonus details: bonuses granted and released for a period, with their totals. */
export function BonusDetailsScreen() {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const { range, changeRange, pageNo, setPageNo } = useRangePage('30d');
  const { data, isError, error } = useBonus({ ...range, pageNo, pageSize: PAGE_SIZE });
  const totals = data
    ? ([
        ['total', `${currency.symbol}${formatAmount(data.totals.bonus)}`],
        ['released', `${currency.symbol}${formatAmount(data.totals.released)}`],
        ['count', String(data.totals.count)],
      ] as const)
    : [];
  const memoParts = useMemoParts();
  const remark = (memo: Record<string, string>) => memoParts(memo).join(' · ');
  return (
    <div data-testid="bonus-details" className="flex flex-col gap-4">
      <RangeFilter value={range} onChange={changeRange} />
      {isError && <p className="text-sm text-danger">{error.message}</p>}
      <dl className="grid grid-cols-3 gap-2">
        {totals.map(([k, v]) => (
          <div
            key={k}
            className="flex flex-col justify-between rounded-xl bg-surface-2 px-3 py-3 sm:px-4"
            data-testid={`bonus-${k}`}
          >
            <dt className="text-xs text-muted">{t(`wallet.bonus.${k}`)}</dt>
            <dd className="mt-0.5 text-base font-bold tabular-nums sm:text-lg">{v}</dd>
          </div>
        ))}
      </dl>
      {data && data.list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line py-10 text-center text-sm text-muted">
          {t('wallet.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
          {data?.list.map((b) => (
            <li key={b.id} data-testid="bonus-row" className="flex items-center gap-3 bg-surface-2/40 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <div className="text-sm font-semibold">{t(`wallet.type.${b.type}`)}</div>
                <div className="text-[11px] text-muted tabular-nums break-words">
                  {when(b.time)} · {t('wallet.bonus.into')}: {t(`wallet.account.${b.account}`)}
                  {remark(b.memo) ? ` · ${remark(b.memo)}` : ''}
                </div>
              </div>
              <Signed value={b.amount} className="text-sm font-bold" />
            </li>
          ))}
        </ul>
      )}
      <Pagination pageNo={pageNo} total={data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPageNo} />
    </div>
  );
}
