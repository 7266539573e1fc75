import type { ProfitSummary } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfit } from '../../api/wallet';
import { dayOf } from '../../ui/datetime';
import { Spinner } from '../../ui/Loader';
import { type DateRange, RangeFilter } from '../../ui/RangeFilter';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { Signed } from './Signed';

const FIGURES = ['deposits', 'withdrawals', 'bets', 'wins', 'refunds', 'bonuses', 'adjustments'] as const;

/** Personal profit and loss (personalProfit): what the ledger shows for a period, games P&L first. */
export function PersonalProfitScreen() {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const [range, setRange] = useState<DateRange>({ range: '7d' });
  const { data, isError, error } = useProfit(range);
  // The period's last instant is exclusive: show the day it ends on.
  const period = (p: ProfitSummary) =>
    t('wallet.profit.period', { from: dayOf(new Date(p.from)), to: dayOf(new Date(new Date(p.to).getTime() - 1)) });
  return (
    <div data-testid="personal-profit" className="flex flex-col gap-4">
      <RangeFilter value={range} onChange={setRange} />
      {isError && <p className="text-sm text-danger">{error.message}</p>}
      {!data ? (
        !isError && <Spinner />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-2 rounded-xl border border-gold/40 bg-gradient-to-br from-gold/15 via-surface-2 to-surface-2 p-4">
            <div>
              <div className="text-sm font-semibold">{t('wallet.profit.profit')}</div>
              <div className="text-xs text-muted">{t('wallet.profit.profitHint')}</div>
            </div>
            <div className="text-end">
              <div className="text-2xl font-bold" data-testid="profit-total">
                <span className="me-1 text-base text-muted">{currency.symbol}</span>
                <Signed value={data.profit} />
              </div>
              <div className="text-xs text-muted tabular-nums">{period(data)}</div>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {FIGURES.map((f) => (
              <div key={f} className="rounded-xl bg-surface-2 px-4 py-3" data-testid={`profit-${f}`}>
                <dt className="text-xs text-muted">{t(`wallet.profit.${f}`)}</dt>
                <dd className="mt-0.5 text-lg font-bold tabular-nums">
                  {f === 'adjustments' ? <Signed value={data[f]} /> : formatAmount(data[f])}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
