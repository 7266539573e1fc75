import type { AgentTransferInfo } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../layout/money';

/** Who receives, the sender's balance, and what is left of today's limit. */
export function TransferSummary({ info, to }: { info: AgentTransferInfo; to: string | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="col-span-2 rounded-2xl bg-surface-2 p-4 sm:col-span-1">
        <div className="text-xs font-semibold text-muted">{t('agentTransfers.to')}</div>
        <div data-testid="transfer-to" className="mt-1 truncate text-lg font-bold">
          {to ?? '—'}
        </div>
      </div>
      <div className="rounded-2xl bg-gradient-to-br from-gold/20 via-gold/5 to-transparent p-4 ring-1 ring-gold/30">
        <div className="text-xs font-semibold text-muted">{t('agentTransfers.balance')}</div>
        <div data-testid="transfer-balance" className="mt-1 text-lg font-extrabold tabular-nums text-gold sm:text-xl">
          {money(info.balance)}
        </div>
      </div>
      <div className="rounded-2xl bg-surface-2 p-4">
        <div className="text-xs font-semibold text-muted">{t('agentTransfers.today')}</div>
        <div data-testid="transfer-today" className="mt-1 text-lg font-bold tabular-nums">
          {money(info.remainingToday)}
        </div>
        <div className="text-[11px] tabular-nums text-muted">
          {t('agentTransfers.usedToday', { used: money(info.usedToday), daily: money(info.limits.daily) })}
        </div>
      </div>
    </div>
  );
}
