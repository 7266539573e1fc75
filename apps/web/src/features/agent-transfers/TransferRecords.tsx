import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TransferSide, useTransferRecords } from '../../api/agent-transfers';
import { when } from '../../ui/datetime';
import { Pagination } from '../../ui/Pagination';
import { RangeFilter, useRangePage } from '../../ui/RangeFilter';
import { useMoney } from '../layout/money';

const PAGE_SIZE = 10;
const SIDES: TransferSide[] = ['all', 'sent', 'received'];

/** Transfers sent and received (to the upline, to downlines, from either), by date range, with totals. */
export function TransferRecords() {
  const { t } = useTranslation();
  const money = useMoney();
  const { range, changeRange, pageNo, setPageNo } = useRangePage('7d');
  const [side, setSide] = useState<TransferSide>('all');
  const { data } = useTransferRecords({ ...range, side, pageNo, pageSize: PAGE_SIZE });
  const signed = (s: 'sent' | 'received', amount: string) => (s === 'sent' ? `-${money(amount)}` : `+${money(amount)}`);

  return (
    <section data-testid="transfer-records" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="py-1 text-base font-bold">{t('agentTransfers.records')}</h3>
        <RangeFilter value={range} onChange={changeRange} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-1" role="tablist">
          {SIDES.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={side === s}
              onClick={() => {
                setSide(s);
                setPageNo(1);
              }}
              className={`rounded-lg px-3 py-1.5 text-xs font-semibold ${side === s ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2'}`}
            >
              {t(`agentTransfers.side.${s}`)}
            </button>
          ))}
        </div>
        {data && (
          <p data-testid="transfer-totals" className="text-xs tabular-nums text-muted">
            {t('agentTransfers.totals', { sent: money(data.totals.sent), received: money(data.totals.received) })}
          </p>
        )}
      </div>
      {data && data.list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line py-8 text-center text-sm text-muted">
          {t('agentTransfers.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {data?.list.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <div className="truncate text-sm font-semibold">
                  {t(`agentTransfers.kind.${r.side}_${r.direction}`, { account: r.counterparty })}
                </div>
                <div className="text-xs text-muted">{when(r.createdAt)}</div>
              </div>
              <div
                className={`shrink-0 text-sm font-bold tabular-nums ${r.side === 'sent' ? 'text-danger' : 'text-emerald'}`}
              >
                {signed(r.side, r.amount)}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination pageNo={pageNo} total={data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPageNo} />
    </section>
  );
}
