import { useTranslation } from 'react-i18next';
import { useDepositRecords } from '../../api/deposits';
import { when } from '../../ui/datetime';
import { Pagination } from '../../ui/Pagination';
import { RangeFilter, useRangePage } from '../../ui/RangeFilter';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { MethodMark } from './MethodMark';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = 10;

/** The member's deposits, newest first, by date range, with their status. */
export function DepositRecords() {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const { range, changeRange, pageNo, setPageNo } = useRangePage('7d');
  const { data } = useDepositRecords({ ...range, pageNo, pageSize: PAGE_SIZE });

  return (
    <section data-testid="deposit-records" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="py-1 text-base font-bold">{t('deposit.records')}</h3>
        <RangeFilter value={range} onChange={changeRange} />
      </div>
      {data && data.list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line py-8 text-center text-sm text-muted">
          {t('deposit.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
          {data?.list.map((d) => (
            <li
              key={d.id}
              data-testid={`record-${d.id}`}
              className="flex items-center gap-3 bg-surface-2/40 px-3 py-2.5"
            >
              <MethodMark method={d.method} size={32} />
              <div className="min-w-0 flex-1">
                <div className="text-sm font-semibold break-words">{d.channelName}</div>
                <div className="text-[11px] text-muted tabular-nums break-words">
                  {when(d.createdAt)}
                  {d.reference ? ` · ${t('deposit.ref', { reference: d.reference })}` : ''}
                  {d.reason ? ` · ${t('deposit.reason', { reason: d.reason })}` : ''}
                </div>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="text-sm font-bold tabular-nums">
                  {currency.symbol}
                  {formatAmount(d.amount)}
                </span>
                <StatusBadge status={d.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination pageNo={pageNo} total={data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPageNo} />
    </section>
  );
}
