import type { Withdrawal } from '@platform/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { cancelWithdrawal, newWithdrawKey, useWithdrawChanged } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { when } from '../../ui/datetime';
import { MethodMark } from '../deposit/MethodMark';
import { useMoney } from '../layout/money';
import { markOf } from './mark';
import { PartRow } from './PartRow';
import { WithdrawStatusBadge } from './StatusBadge';
import { Timeline } from './Timeline';

/** One withdrawal: amount and state, where it goes, received and remaining, its timeline and parts. */
export function RecordCard({ w: initial }: { w: Withdrawal }) {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  // The answer of an action shows at once; the list's next load replaces it.
  const [latest, setLatest] = useState<Withdrawal | null>(null);
  const w = latest && latest.timeline.length >= initial.timeline.length ? latest : initial;
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const key = useRef(newWithdrawKey());
  const money = useMoney();
  const provider = t(`withdraw.provider.${w.account.provider}` as 'withdraw.provider.bkash');

  const cancel = async () => {
    setAsking(false);
    try {
      setLatest(await cancelWithdrawal(w.id, key.current));
    } catch (err) {
      setProblem((err as ApiError).message);
    }
    await changed();
  };

  return (
    <li
      data-testid={`withdrawal-${w.id}`}
      data-status={w.status}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-2/40 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <MethodMark method={markOf(w.account)} size={36} />
          <div className="min-w-0">
            <div className="text-lg font-extrabold tabular-nums">{money(w.amount)}</div>
            <div className="text-[11px] text-muted break-words">
              {provider} <span className="font-mono">{w.account.accountNumber}</span> · {when(w.createdAt)}
            </div>
          </div>
        </div>
        <WithdrawStatusBadge status={w.status} />
      </div>
      {!['rejected', 'cancelled'].includes(w.status) && (
        <dl className="grid grid-cols-2 gap-2 text-center sm:max-w-sm">
          <div className="rounded-lg bg-surface-2 px-3 py-2">
            <dt className="text-[11px] text-muted">{t('withdraw.received')}</dt>
            <dd data-testid="withdraw-received" className="text-sm font-bold tabular-nums text-emerald">
              {money(w.received)}
            </dd>
          </div>
          <div className="rounded-lg bg-surface-2 px-3 py-2">
            <dt className="text-[11px] text-muted">{t('withdraw.remaining')}</dt>
            <dd data-testid="withdraw-remaining" className="text-sm font-bold tabular-nums">
              {money(w.remaining)}
            </dd>
          </div>
        </dl>
      )}
      {w.reason && <p className="text-xs text-danger">{t('withdraw.reason', { reason: w.reason })}</p>}
      <Timeline w={w} />
      {w.parts.length > 0 && (
        <ul className="flex flex-col gap-2">
          {w.parts.map((p, i) => (
            <PartRow key={p.id} part={p} n={i + 1} onChanged={setLatest} />
          ))}
        </ul>
      )}
      {w.cancellable && (
        <Button variant="ghost" className="w-fit text-xs" onClick={() => setAsking(true)} data-testid="withdraw-cancel">
          {t('withdraw.cancel')}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('withdraw.cancelTitle')}
        message={t('withdraw.cancelBody', { amount: money(w.amount) })}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
        testId="withdraw-cancel-dialog"
      />
    </li>
  );
}
