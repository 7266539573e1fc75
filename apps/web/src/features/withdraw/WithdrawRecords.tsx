import { useTranslation } from 'react-i18next';
import { useWithdrawRecords } from '../../api/withdrawals';
import { Pagination } from '../../ui/Pagination';
import { RangeFilter, useRangePage } from '../../ui/RangeFilter';
import { RecordCard } from './RecordCard';

const PAGE_SIZE = 10;

/** The member's withdrawals, newest first, by date range. */
export function WithdrawRecords() {
  const { t } = useTranslation();
  const { range, changeRange, pageNo, setPageNo } = useRangePage('7d');
  const { data } = useWithdrawRecords({ ...range, pageNo, pageSize: PAGE_SIZE });

  return (
    <section data-testid="withdraw-records" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="py-1 text-base font-bold">{t('withdraw.records')}</h3>
        <RangeFilter value={range} onChange={changeRange} />
      </div>
      {data && data.list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line py-8 text-center text-sm text-muted">
          {t('withdraw.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2">
          {data?.list.map((w) => (
            <RecordCard key={w.id} w={w} />
          ))}
        </ul>
      )}
      <Pagination pageNo={pageNo} total={data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPageNo} />
    </section>
  );
}
