import { useTranslation } from 'react-i18next';
import { useBetProfit } from '../../api/bets';
import { Spinner } from '../../ui/Loader';
import type { DateRange } from '../../ui/RangeFilter';
import { formatAmount } from '../layout/money';
import { Signed } from '../wallet/Signed';
import { useCatalogueNames } from './labels';

/** Personal profit and loss by category over the record's period: rounds, stake, valid bet, win, profit. */
export function ProfitByCategory({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const { data, isError, error } = useBetProfit(range);
  const { categoryName } = useCatalogueNames();
  return (
    <section data-testid="bets-profit" className="rounded-xl border border-line p-3 sm:p-4">
      <h3 className="font-bold">{t('bets.byCategory')}</h3>
      <p className="mb-3 text-xs text-muted">{t('bets.byCategoryHint')}</p>
      {isError && <p className="text-sm text-danger">{error.message}</p>}
      {!data ? (
        !isError && <Spinner />
      ) : data.categories.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('bets.empty')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-xs text-muted">
            <tr className="border-b border-line">
              <th className="py-2 pe-2 text-start font-semibold">{t('bets.category')}</th>
              <th className="hidden px-2 py-2 text-end font-semibold sm:table-cell">{t('bets.rounds')}</th>
              <th className="px-2 py-2 text-end font-semibold">{t('bets.col.validBet')}</th>
              <th className="hidden px-2 py-2 text-end font-semibold sm:table-cell">{t('bets.col.win')}</th>
              <th className="py-2 ps-2 text-end font-semibold">{t('bets.col.profit')}</th>
            </tr>
          </thead>
          <tbody>
            {data.categories.map((c) => (
              <tr
                key={c.gameType ?? 'other'}
                data-testid="bets-profit-row"
                data-category={c.gameType ?? ''}
                className="border-b border-line/60"
              >
                <td className="py-2 pe-2">
                  <div className="font-semibold">{categoryName(c.gameType)}</div>
                  <div className="text-xs text-muted sm:hidden">{t('bets.count', { count: c.rounds })}</div>
                </td>
                <td className="hidden px-2 py-2 text-end tabular-nums sm:table-cell">{c.rounds}</td>
                <td className="px-2 py-2 text-end tabular-nums">{formatAmount(c.validBet)}</td>
                <td className="hidden px-2 py-2 text-end tabular-nums sm:table-cell">{formatAmount(c.win)}</td>
                <td className="py-2 ps-2 text-end font-bold">
                  <Signed value={c.profit} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold" data-testid="bets-profit-total">
              <td className="py-2 pe-2">{t('bets.total')}</td>
              <td className="hidden px-2 py-2 text-end tabular-nums sm:table-cell">{data.totals.rounds}</td>
              <td className="px-2 py-2 text-end tabular-nums">{formatAmount(data.totals.validBet)}</td>
              <td className="hidden px-2 py-2 text-end tabular-nums sm:table-cell">{formatAmount(data.totals.win)}</td>
              <td className="py-2 ps-2 text-end">
                <Signed value={data.totals.profit} />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
