import type { WithdrawalStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

const STYLE: Record<WithdrawalStatus, string> = {
  requested: 'bg-gold/15 text-gold',
  approved: 'bg-sky-400/15 text-sky-400',
  paid: 'bg-sky-400/15 text-sky-400',
  disputed: 'bg-danger/15 text-danger',
  completed: 'bg-emerald/15 text-emerald',
  rejected: 'bg-danger/15 text-danger',
  cancelled: 'bg-surface-3 text-muted',
};

export function WithdrawStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="withdraw-status"
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-bold ${STYLE[status]}`}
    >
      {t(`withdraw.status.${status}`)}
    </span>
  );
}
