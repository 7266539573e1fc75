import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositRecords } from '../../api/deposits';
import { ChevronIcon } from '../../ui/icons';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { MethodMark } from './MethodMark';
import { StatusBadge } from './StatusBadge';

const RANGES = ['today', '7d', '30d'] as const;
const PAGE_SIZE = 10;
const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm in the member's own clock, as the other record screens show time. */
const when = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The member's deposits, newest first, by date range, with their status. */
export function DepositRecords() {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const [range, setRange] = useState<(typeof RANGES)[number]>('7d');
  const [pageNo, setPageNo] = useState(1);
  const tz = -new Date().getTimezoneOffset();
  const { data } = useDepositRecords({ range, pageNo, pageSize: PAGE_SIZE, tz });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <section data-testid="deposit-records" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold">{t('deposit.records')}</h3>
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
              {t(`deposit.range.${r}`)}
            </button>
          ))}
        </div>
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
                <div className="truncate text-sm font-semibold">{d.channelName}</div>
                <div className="truncate text-[11px] text-muted tabular-nums">
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
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 text-xs text-muted">
          <button
            type="button"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
            aria-label={t('deposit.prev')}
            className="rounded-md border border-line p-1.5 disabled:opacity-40"
          >
            <ChevronIcon width={14} height={14} className="rotate-180 rtl:rotate-0" />
          </button>
          <span>{t('deposit.page', { page: pageNo, pages })}</span>
          <button
            type="button"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
            aria-label={t('deposit.next')}
            className="rounded-md border border-line p-1.5 disabled:opacity-40"
          >
            <ChevronIcon width={14} height={14} className="rtl:rotate-180" />
          </button>
        </div>
      )}
    </section>
  );
}
