import type { AgentTransferResult } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { useMoney } from '../layout/money';

/** The result of a transfer: how much went to whom, and the balance left. */
export function TransferDone({ result, onAgain }: { result: AgentTransferResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div
      data-testid="transfer-done"
      role="status"
      className="flex max-w-xl flex-col gap-2 rounded-2xl bg-emerald/10 p-5 ring-1 ring-emerald/30"
    >
      <h3 className="text-base font-bold text-emerald">{t('agentTransfers.doneTitle')}</h3>
      <p className="text-sm text-muted">
        {t('agentTransfers.doneBody', { amount: money(result.amount), account: result.toAccount })}
      </p>
      <p className="text-sm tabular-nums">{t('agentTransfers.balanceAfter', { balance: money(result.balance) })}</p>
      <Button variant="outline" className="mt-2 w-fit" onClick={onAgain}>
        {t('agentTransfers.another')}
      </Button>
    </div>
  );
}

/** Before any transfer: the payment password is not set yet, and where to set it. */
export function NeedPin() {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl bg-gold/10 px-4 py-3 text-sm text-gold">
      {t('agentTransfers.needPin')}{' '}
      <Link to="/member?tab=withdraw&section=password" className="font-semibold underline">
        {t('agentTransfers.setPin')}
      </Link>
    </p>
  );
}
