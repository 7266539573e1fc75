import type { BetRound, BetTotals, CategoryCode } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetRecords } from '../../api/bets';
import { when } from '../../ui/datetime';
import { Spinner } from '../../ui/Loader';
import { Pagination } from '../../ui/Pagination';
import { RangeFilter, useRangePage } from '../../ui/RangeFilter';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { Signed } from '../wallet/Signed';
import { StatusBadge, useCatalogueNames } from './labels';
import { ProfitByCategory } from './ProfitByCategory';
import { RecentRounds } from './RecentRounds';

const PAGE_SIZE = 10;
const AMOUNTS = ['stake', 'validBet', 'win', 'profit'] as const;
const select = 'min-w-0 rounded-lg border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg';

/**
 * Betting record (personalHistoryCopy): the member's game rounds by period, category and vendor,
 * with the totals of the whole filter; then profit and loss by category and the last 10 rounds.
 */
export function BettingRecordScreen() {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const { range, changeRange, pageNo, setPageNo } = useRangePage('7d');
  const [gameType, setGameType] = useState<CategoryCode | ''>('');
  const [vendor, setVendor] = useState('');
  const names = useCatalogueNames();
  const vendors = names.vendorsOf(gameType || undefined);
  const { data, isError, error } = useBetRecords({
    ...range,
    gameType: gameType || undefined,
    vassalage: vendor || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  });

  const chooseCategory = (c: CategoryCode | '') => {
    setGameType(c);
    // A vendor that has no games in the new category would leave the list empty for no visible reason.
    if (vendor && !names.vendorsOf(c || undefined).some((v) => v.code === vendor)) setVendor('');
    setPageNo(1);
  };

  return (
    <div data-testid="betting-record" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <RangeFilter value={range} onChange={changeRange} />
        <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:flex">
          <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-muted">
            {t('bets.category')}
            <select
              data-testid="bets-category"
              value={gameType}
              onChange={(e) => chooseCategory(e.target.value as CategoryCode | '')}
              className={select}
            >
              <option value="">{t('bets.allCategories')}</option>
              {names.categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-muted">
            {t('bets.vendor')}
            <select
              data-testid="bets-vendor"
              value={vendor}
              onChange={(e) => {
                setVendor(e.target.value);
                setPageNo(1);
              }}
              className={select}
            >
              <option value="">{t('bets.allVendors')}</option>
              {vendors.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      {isError && <p className="text-sm text-danger">{error.message}</p>}
      {data && <TotalsCards totals={data.totals} symbol={currency.symbol} />}
      {!data ? (
        !isError && <Spinner />
      ) : data.list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line py-10 text-center text-sm text-muted">
          {t('bets.empty')}
        </p>
      ) : (
        <>
          <RoundTable rounds={data.list} totals={data.totals} categoryName={names.categoryName} />
          <ul className="flex flex-col gap-2 md:hidden" data-testid="bets-cards">
            {data.list.map((r) => (
              <RoundCard key={r.id} r={r} />
            ))}
          </ul>
        </>
      )}
      {/* The number of rounds is the Rounds card's; the pager only pages. */}
      <Pagination pageNo={pageNo} total={data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPageNo} />

      <div className="grid items-start gap-4 xl:grid-cols-2">
        <ProfitByCategory range={range} />
        <RecentRounds />
      </div>
    </div>
  );
}

/** The filter's totals at a glance (on a phone the table's totals row is not there). */
function TotalsCards({ totals, symbol }: { totals: BetTotals; symbol: string }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid="bets-totals">
      <div className="rounded-xl bg-surface-2 px-3 py-2.5">
        <dt className="text-xs text-muted">{t('bets.rounds')}</dt>
        <dd className="mt-0.5 text-base font-bold tabular-nums">{totals.rounds}</dd>
      </div>
      {AMOUNTS.map((k) => (
        <div
          key={k}
          data-testid={`bets-total-${k}`}
          className={`rounded-xl px-3 py-2.5 ${k === 'profit' ? 'col-span-2 border border-gold/40 bg-gold/10 sm:col-span-1' : 'bg-surface-2'}`}
        >
          <dt className="text-xs text-muted">{t(`bets.col.${k}`)}</dt>
          <dd className="mt-0.5 text-base font-bold tabular-nums">
            <span className="me-0.5 text-xs font-normal text-muted">{symbol}</span>
            {k === 'profit' ? <Signed value={totals.profit} /> : formatAmount(totals[k])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RoundTable({
  rounds,
  totals,
  categoryName,
}: {
  rounds: BetRound[];
  totals: BetTotals;
  categoryName: (c: CategoryCode | null) => string;
}) {
  const { t } = useTranslation();
  const head = (c: string, end = false) => (
    <th key={c} className={`px-2 py-2 font-semibold ${end ? 'text-end' : 'text-start'}`}>
      {t(`bets.col.${c}` as 'bets.col.time')}
    </th>
  );
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm" data-testid="bets-table">
        <thead className="text-xs text-muted">
          <tr className="border-b border-line">
            {['time', 'game', 'vendor'].map((c) => head(c))}
            {AMOUNTS.map((c) => head(c, true))}
            {head('status', true)}
          </tr>
        </thead>
        <tbody>
          {rounds.map((r) => (
            <tr key={r.id} data-testid="bets-row" className="border-b border-line/60">
              <td className="whitespace-nowrap px-2 py-2.5 text-xs text-muted tabular-nums">{when(r.startedAt)}</td>
              <td className="max-w-60 px-2 py-2.5">
                <div className="truncate font-semibold" title={r.gameName}>
                  {r.gameName}
                </div>
                <div className="text-xs text-muted">{categoryName(r.gameType)}</div>
              </td>
              <td className="whitespace-nowrap px-2 py-2.5 text-muted">{r.vendorName}</td>
              <td className="px-2 py-2.5 text-end tabular-nums">{formatAmount(r.stake)}</td>
              <td className="px-2 py-2.5 text-end tabular-nums">{formatAmount(r.validBet)}</td>
              <td className="px-2 py-2.5 text-end tabular-nums">{formatAmount(r.win)}</td>
              <td className="px-2 py-2.5 text-end font-bold">
                <Signed value={r.profit} />
              </td>
              <td className="px-2 py-2.5 text-end">
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-surface-2/60 font-bold" data-testid="bets-totals-row">
            <td colSpan={3} className="px-2 py-2.5">
              {t('bets.total')}
            </td>
            <td className="px-2 py-2.5 text-end tabular-nums">{formatAmount(totals.stake)}</td>
            <td className="px-2 py-2.5 text-end tabular-nums">{formatAmount(totals.validBet)}</td>
            <td className="px-2 py-2.5 text-end tabular-nums">{formatAmount(totals.win)}</td>
            <td className="px-2 py-2.5 text-end">
              <Signed value={totals.profit} />
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A round on a phone: game and profit first, then time, vendor and the amounts. */
function RoundCard({ r }: { r: BetRound }) {
  const { t } = useTranslation();
  return (
    <li data-testid="bets-card" className="rounded-xl border border-line bg-surface-2/50 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="truncate font-semibold">{r.gameName}</div>
          <div className="truncate text-xs text-muted">
            {r.vendorName} · <span className="tabular-nums">{when(r.startedAt)}</span>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Signed value={r.profit} className="font-bold" />
          <StatusBadge status={r.status} />
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
        {(['stake', 'validBet', 'win'] as const).map((k) => (
          <div key={k}>
            <dt className="text-muted">{t(`bets.col.${k}`)}</dt>
            <dd className="tabular-nums">{formatAmount(r[k])}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
