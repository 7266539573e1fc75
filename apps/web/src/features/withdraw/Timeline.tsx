import type { Withdrawal, WithdrawalEvent } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { when } from '../../ui/datetime';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';

/** Steps still ahead of a withdrawal in each state, drawn faded after what already happened. */
const AHEAD: Partial<Record<Withdrawal['status'], WithdrawalEvent[]>> = {
  requested: ['approved', 'paid', 'completed'],
  approved: ['paid', 'completed'],
  paid: ['completed'],
  disputed: ['completed'],
};
const DOT: Partial<Record<WithdrawalEvent, string>> = {
  completed: 'bg-emerald',
  received: 'bg-emerald',
  forced: 'bg-emerald',
  rejected: 'bg-danger',
  not_received: 'bg-danger',
  returned: 'bg-danger',
  cancelled: 'bg-muted',
};

/** The state timeline of a withdrawal: requested, approved, paid, received / not received, fully paid. */
export function Timeline({ w }: { w: Withdrawal }) {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const money = (v: string | null) => (v ? `${currency.symbol}${formatAmount(v)}` : '');
  const label = (e: WithdrawalEvent, amount: string | null, auto: boolean) =>
    t(auto && e === 'received' ? 'withdraw.step.receivedAuto' : `withdraw.step.${e}`, { amount: money(amount) });
  const ahead = AHEAD[w.status] ?? [];
  return (
    <ol data-testid="withdraw-timeline" className="relative flex flex-col gap-2.5 ps-1">
      {w.timeline.map((s) => (
        <li key={`${s.event}-${s.payoutId ?? 0}-${s.at}`} data-event={s.event} className="flex items-start gap-2.5">
          <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ring-4 ring-surface ${DOT[s.event] ?? 'bg-gold'}`} />
          <span className="min-w-0 flex-1 text-xs">
            <span className="font-semibold text-fg">{label(s.event, s.amount, s.auto)}</span>
            <span className="ms-2 text-[11px] tabular-nums text-muted">{when(s.at)}</span>
          </span>
        </li>
      ))}
      {ahead.map((e) => (
        <li key={`ahead-${e}`} className="flex items-start gap-2.5 opacity-45">
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full border border-muted" />
          <span className="text-xs text-muted">{label(e, null, false).trim()}</span>
        </li>
      ))}
    </ol>
  );
}
