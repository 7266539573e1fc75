import type { RoundDetail } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecentRounds } from '../../api/bets';
import { when } from '../../ui/datetime';
import { ChevronIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Loader';
import { formatAmount } from '../layout/money';
import { Signed } from '../wallet/Signed';
import { StatusBadge } from './labels';

/** Recall of the last 10 rounds: each opens to the bets, wins and refunds the game server sent. */
export function RecentRounds() {
  const { t } = useTranslation();
  const { data, isError, error } = useRecentRounds();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section data-testid="bets-recent" className="rounded-xl border border-line p-3 sm:p-4">
      <h3 className="font-bold">{t('bets.recent')}</h3>
      <p className="mb-3 text-xs text-muted">{t('bets.recentHint')}</p>
      {isError && <p className="text-sm text-danger">{error.message}</p>}
      {!data ? (
        !isError && <Spinner />
      ) : data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('bets.recentEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line/60">
          {data.map((r) => (
            <Round key={r.id} r={r} open={open === r.id} toggle={() => setOpen(open === r.id ? null : r.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Round({ r, open, toggle }: { r: RoundDetail; open: boolean; toggle: () => void }) {
  const { t } = useTranslation();
  const panel = `round-${r.id}`;
  return (
    <li data-testid="bets-recent-round">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panel}
        className="flex w-full items-center gap-2 py-2 text-start hover:bg-surface-2/50"
      >
        <ChevronIcon className={`h-4 w-4 shrink-0 text-muted transition-transform ${open ? 'rotate-90' : ''}`} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold">{r.gameName}</span>
          <span className="block truncate text-xs text-muted">
            {r.vendorName} · <span className="tabular-nums">{when(r.startedAt)}</span>
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-0.5">
          <Signed value={r.profit} className="text-sm font-bold" />
          <StatusBadge status={r.status} />
        </span>
      </button>
      {open && (
        <div id={panel} data-testid="bets-movements" className="mb-2 ms-6 rounded-lg bg-surface-2 p-2 text-xs">
          <div className="mb-1 flex flex-wrap gap-x-3 text-muted">
            <span>
              {t('bets.roundId')}: <span className="break-all text-fg">{r.roundId}</span>
            </span>
            <span>
              {t('bets.col.stake')}: <span className="text-fg tabular-nums">{formatAmount(r.stake)}</span>
            </span>
            <span>
              {t('bets.col.win')}: <span className="text-fg tabular-nums">{formatAmount(r.win)}</span>
            </span>
          </div>
          {r.movements.length === 0 ? (
            <p className="text-muted">{t('bets.noMovements')}</p>
          ) : (
            <table className="w-full">
              <tbody>
                {r.movements.map((m) => (
                  <tr key={`${m.kind}-${m.transactionId}`} data-testid="bets-movement" data-kind={m.kind}>
                    <td className="py-1 pe-2 font-semibold">{t(`bets.movement.${m.kind}`)}</td>
                    <td className="hidden max-w-40 truncate px-2 py-1 text-muted sm:table-cell" title={m.transactionId}>
                      {m.transactionId}
                    </td>
                    <td className="whitespace-nowrap px-2 py-1 text-muted tabular-nums">{when(m.time)}</td>
                    <td className="py-1 ps-2 text-end font-semibold">
                      {/* A bet takes money, a win or a refund brings it back. */}
                      <Signed value={m.kind === 'bet' && m.amount !== '0.00' ? `-${m.amount}` : m.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </li>
  );
}
