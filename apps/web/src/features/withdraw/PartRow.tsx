import type { Withdrawal, WithdrawalPart } from '@platform/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { confirmReceived, newWithdrawKey, useWithdrawChanged } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { useNow, when } from '../../ui/datetime';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { NotReceivedModal } from './NotReceivedModal';

const TONE: Record<WithdrawalPart['status'], string> = {
  paid: 'text-gold',
  received: 'text-emerald',
  not_received: 'text-danger',
  returned: 'text-muted',
};

/**
 * One paid-out part. While it waits for the member: "Received" / "Not received" and the countdown
 * after which it counts as received on its own (spec §4, §9).
 */
export function PartRow({
  part,
  n,
  onChanged,
}: {
  part: WithdrawalPart;
  n: number;
  onChanged: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const changed = useWithdrawChanged();
  const now = useNow();
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const key = useRef(newWithdrawKey());
  const waiting = part.status === 'paid';
  const minutes = Math.ceil((Date.parse(part.autoReceiptAt) - now) / 60_000);

  const received = async () => {
    setBusy(true);
    setProblem('');
    try {
      const w = await confirmReceived(part.id, key.current);
      await changed();
      onChanged(w);
    } catch (err) {
      setProblem((err as ApiError).message);
      await changed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      data-testid={`part-${part.id}`}
      data-status={part.status}
      className="flex flex-col gap-2 rounded-xl bg-surface-2/70 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="text-sm">
          <span className="font-semibold">{t('withdraw.part', { n })}</span>
          <span className="ms-2 font-bold tabular-nums">
            {currency.symbol}
            {formatAmount(part.amount)}
          </span>
          <span className="ms-2 text-[11px] tabular-nums text-muted">{when(part.paidAt)}</span>
        </div>
        <span className={`text-xs font-semibold ${TONE[part.status]}`}>
          {part.auto && part.status === 'received'
            ? t('withdraw.step.receivedAuto', { amount: '' }).trim()
            : t(`withdraw.partStatus.${part.status}`)}
        </span>
      </div>
      {waiting && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="emerald" disabled={busy} onClick={() => void received()} data-testid="part-received">
              {t('withdraw.confirmReceived')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setReporting(true)} data-testid="part-not-received">
              {t('withdraw.notReceived')}
            </Button>
          </div>
          <p data-testid="part-countdown" className="text-[11px] text-muted">
            {minutes > 1 ? t('withdraw.autoIn', { minutes }) : t('withdraw.autoSoon')}
          </p>
        </>
      )}
      {part.remark && <p className="text-xs text-muted">“{part.remark}”</p>}
      {problem && (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
      <NotReceivedModal
        open={reporting}
        part={part}
        onClose={() => setReporting(false)}
        onDone={(w) => {
          setReporting(false);
          onChanged(w);
        }}
      />
    </li>
  );
}
