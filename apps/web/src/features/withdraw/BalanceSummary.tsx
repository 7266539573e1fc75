import type { WithdrawInfo } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../layout/money';
import { hasAmount, turnoverPercent } from './amount';

/**
 * What can be withdrawn now (nothing while turnover is owed, with the balance it holds back), the
 * amount in progress, and how far the turnover requirement is done with what is still to bet (or
 * that none is required).
 */
export function BalanceSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = turnoverPercent(info.turnover);
  const owed = hasAmount(info.turnover.remaining);
  // Nothing to bet: a "0.00 of 0.00" bar drawn full would read as a requirement met, so it says so plainly.
  const none = !hasAmount(info.turnover.required);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1.2fr_1fr_1.6fr]">
      <div className="rounded-2xl bg-gradient-to-br from-gold/20 via-gold/5 to-transparent p-4 ring-1 ring-gold/30">
        <div className="text-xs font-semibold text-muted">{t('withdraw.balanceTitle')}</div>
        <div data-testid="withdrawable" className="mt-1 text-xl font-extrabold tabular-nums text-gold sm:text-2xl">
          {money(info.withdrawable)}
        </div>
        {owed && (
          // While turnover is owed nothing is withdrawable: the balance is shown as what it waits for.
          <p data-testid="withdraw-balance-held" className="mt-1 text-[11px] leading-snug text-muted">
            {t('withdraw.balanceHeld', { amount: money(info.balance) })}
          </p>
        )}
      </div>
      <div className="rounded-2xl bg-surface-2 p-4">
        <div className="text-xs font-semibold text-muted">{t('withdraw.locked')}</div>
        <div data-testid="withdraw-locked" className="mt-1 text-lg font-bold tabular-nums sm:text-xl">
          {money(info.locked)}
        </div>
      </div>
      <div data-testid="turnover" className="col-span-2 rounded-2xl bg-surface-2 p-4 sm:col-span-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-xs font-semibold text-muted">{t('withdraw.turnoverTitle')}</span>
          {!none && (
            <span className="text-[11px] tabular-nums text-muted">
              {t('withdraw.turnoverProgress', {
                done: money(info.turnover.done),
                required: money(info.turnover.required),
              })}
            </span>
          )}
        </div>
        {none ? (
          <p data-testid="turnover-none" className="mt-2 text-sm font-semibold text-emerald">
            {t('withdraw.turnoverNone')}
          </p>
        ) : (
          <>
            <div
              className="mt-2.5 h-2.5 overflow-hidden rounded-full bg-surface-3"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('withdraw.turnoverTitle')}
            >
              <div
                className={`h-full rounded-full ${owed ? 'bg-gradient-to-r from-gold-2 to-gold' : 'bg-emerald'}`}
                style={{ width: `${Math.max(owed ? 4 : 0, percent)}%` }}
              />
            </div>
            <p className={`mt-2 text-xs font-semibold ${owed ? 'text-gold' : 'text-emerald'}`}>
              {owed
                ? t('withdraw.turnoverLeft', { amount: money(info.turnover.remaining) })
                : t('withdraw.turnoverMet')}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
