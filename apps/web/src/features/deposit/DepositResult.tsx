import type { Deposit } from '@platform/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeposit, useDepositSettled } from '../../api/deposits';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Loader';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { MethodMark } from './MethodMark';
import { StatusBadge } from './StatusBadge';

const TONE = {
  pending: 'border-gold/40 bg-gold/5',
  approved: 'border-emerald/50 bg-emerald/5',
  paid: 'border-emerald/50 bg-emerald/5',
  rejected: 'border-danger/50 bg-danger/5',
  failed: 'border-danger/50 bg-danger/5',
} as const;

/**
 * What became of one deposit: a manual one just sent (waiting for approval), or a gateway one the
 * member came back to from the payment page, polled until the webhook has settled it. When it
 * settles, the header balance and the records load again.
 */
export function DepositResult({ id, sent, onAnother }: { id: number; sent?: Deposit; onAnother: () => void }) {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const query = useDeposit(id);
  const settled = useDepositSettled();
  const d = query.data ?? sent;
  const status = d?.status;
  const wasPending = useRef<boolean | null>(null);
  useEffect(() => {
    if (!status) return;
    if (status !== 'pending' && wasPending.current !== false) void settled();
    wasPending.current = status === 'pending';
  }, [status, settled]);

  if (!d) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-line p-5" data-testid="deposit-result">
        {query.isError ? <p className="text-sm text-danger">{query.error.message}</p> : <Spinner />}
      </div>
    );
  }
  const amount = `${currency.symbol}${formatAmount(d.amount)}`;
  const [title, body] =
    d.status === 'pending'
      ? d.kind === 'manual'
        ? [t('deposit.sentTitle'), t('deposit.sentBody')]
        : [t('deposit.checking'), t('deposit.pendingBody')]
      : d.status === 'approved' || d.status === 'paid'
        ? [t('deposit.paidTitle'), t('deposit.paidBody', { amount })]
        : [t('deposit.failedTitle'), d.reason ? t('deposit.reason', { reason: d.reason }) : t('deposit.failedBody')];

  return (
    <div className={`rounded-2xl border p-5 ${TONE[d.status]}`} data-testid="deposit-result" data-status={d.status}>
      <div className="flex items-start gap-4">
        <MethodMark method={d.method} size={48} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-bold">{title}</h3>
            <StatusBadge status={d.status} />
            {d.status === 'pending' && d.kind === 'gateway' && <Spinner />}
          </div>
          <p className="mt-1 text-sm text-muted">{body}</p>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div>
              <dt className="inline text-muted">{d.channelName} · </dt>
              <dd className="inline font-bold tabular-nums text-gold" data-testid="result-amount">
                {amount}
              </dd>
            </div>
            {d.reference && <dd className="text-muted">{t('deposit.ref', { reference: d.reference })}</dd>}
          </dl>
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="outline" onClick={onAnother} data-testid="deposit-another">
          {t('deposit.another')}
        </Button>
      </div>
    </div>
  );
}
