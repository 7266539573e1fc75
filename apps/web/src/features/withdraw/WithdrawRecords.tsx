import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawRecords } from '../../api/withdrawals';
import { ChevronIcon } from '../../ui/icons';
import { RecordCard } from './RecordCard';

const RANGES = ['today', '7d', '30d'] as const;
const PAGE_SIZE = 10;

/** The member's withdrawals, newest first, by date range. */
export function WithdrawRecords() {
  const { t } = useTranslation();
  const [range, setRange] = useState<(typeof RANGES)[number]>('7d');
  const [pageNo, setPageNo] = useState(1);
  const tz = -new Date().getTimezoneOffset();
  const { data } = useWithdrawRecords({ range, pageNo, pageSize: PAGE_SIZE, tz });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <section data-testid="withdraw-records" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold">{t('withdraw.records')}</h3>
        <div className="flex gap-1 rounded-lg bg-surface-2 p-1">
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              onClick={() => {
                setRange(r);
                setPageNo(1);
              }}
              className={`rounded-md px-3 py-1 text-xs font-semibold ${range === r ? 'bg-gold/20 text-gold' : 'text-muted hover:text-fg'}`}
            >
              {t(`withdraw.range.${r}`)}
            </button>
          ))}
        </div>
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
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 text-xs text-muted">
          <button
            type="button"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
            aria-label={t('withdraw.prev')}
            className="rounded-md border border-line p-1.5 disabled:opacity-40"
          >
            <ChevronIcon width={14} height={14} className="rotate-180 rtl:rotate-0" />
          </button>
          <span>{t('withdraw.page', { page: pageNo, pages })}</span>
          <button
            type="button"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
            aria-label={t('withdraw.next')}
            className="rounded-md border border-line p-1.5 disabled:opacity-40"
          >
            <ChevronIcon width={14} height={14} className="rtl:rotate-180" />
          </button>
        </div>
      )}
    </section>
  );
}
