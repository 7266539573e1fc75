import type { DepositStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

const STYLE: Record<DepositStatus, string> = {
  pending: 'bg-gold/15 text-gold',
  approved: 'bg-emerald/15 text-emerald',
  paid: 'bg-emerald/15 text-emerald',
  rejected: 'bg-danger/15 text-danger',
  failed: 'bg-danger/15 text-danger',
};

export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="deposit-status"
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-bold ${STYLE[status]}`}
    >
      {t(`deposit.status.${status}`)}
    </span>
  );
}
