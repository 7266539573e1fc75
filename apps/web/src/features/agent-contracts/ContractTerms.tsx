import type { Contract, ContractRequest, DividendTier } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../i18n/numbers';
import { formatAmount } from '../layout/money';

type Terms = Pick<Contract, 'kind' | 'period' | 'tiers' | 'maxRate'>;
/** A tier's value as shown: members as a count, rates with %, thresholds as amounts. */
const shown = (h: string, v: string | number | undefined) =>
  h === 'activeMembers' ? formatCount(Number(v ?? 0)) : h.endsWith('ate') ? `${v}%` : formatAmount(String(v ?? '0'));
const isDividend = (tiers: Terms['tiers']): tiers is DividendTier[] => 'rate' in (tiers[0] ?? {});

/** A contract's or offer's terms: its period and every tier, as the downline reads them before answering. */
export function ContractTerms({ terms, testId }: { terms: Terms; testId?: string }) {
  const { t } = useTranslation();
  const dividend = isDividend(terms.tiers);
  const heads = dividend
    ? (['periodBet', 'periodLoss', 'activeMembers', 'rate'] as const)
    : (['betAmount', 'activeMembers', 'winRate', 'lossRate'] as const);
  return (
    <div data-testid={testId} className="flex flex-col gap-1">
      <div className="text-xs text-muted">
        {t('agent.contracts.periodLabel')}:{' '}
        <span className="font-semibold text-fg">{t(`agent.contracts.period.${terms.period}`)}</span>
        {' · '}
        {t('agent.contracts.maxRate')}: <span className="font-semibold text-fg">{terms.maxRate}%</span>
      </div>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-xs">
          <thead className="text-muted">
            <tr>
              <th className="px-2 py-1 text-start font-semibold">#</th>
              {heads.map((h) => (
                <th key={h} className="whitespace-nowrap px-2 py-1 text-end font-semibold">
                  {t(`agent.contracts.tier.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {terms.tiers.map((tier, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positions in the contract.
              <tr key={i} className="border-t border-line/60" data-testid="contract-tier">
                <td className="px-2 py-1 text-muted">{i + 1}</td>
                {heads.map((h) => (
                  <td key={h} className="whitespace-nowrap px-2 py-1 text-end tabular-nums">
                    {shown(h, (tier as Record<string, string | number>)[h])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* On a phone each tier is a small card: four columns do not fit its width. */}
      <ol className="flex flex-col gap-1.5 sm:hidden">
        {terms.tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positions in the contract.
          <li key={i} className="rounded-lg bg-surface-2/60 px-2.5 py-2 text-xs" data-testid="contract-tier-card">
            <div className="mb-1 font-semibold text-muted">{t('agent.contracts.tierN', { n: i + 1 })}</div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
              {heads.map((h) => (
                <div key={h}>
                  <dt className="text-muted">{t(`agent.contracts.tier.${h}`)}</dt>
                  <dd className="tabular-nums">{shown(h, (tier as Record<string, string | number>)[h])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}

const TONE: Record<string, string> = {
  accepted: 'border-emerald/40 bg-emerald/10 text-emerald',
  approved: 'border-emerald/40 bg-emerald/10 text-emerald',
  in_process: 'border-gold/50 bg-gold/10 text-gold',
  completed: 'border-line bg-surface-2 text-muted',
  rejected: 'border-danger/40 bg-danger/10 text-danger',
  paid: 'border-emerald/40 bg-emerald/10 text-emerald',
  none: 'border-line bg-surface-2 text-muted',
};

/** A contract, request or settlement state (spec §4) as a small badge. */
export function StateBadge({ status }: { status: Contract['status'] | ContractRequest['status'] | 'paid' | 'none' }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="state-badge"
      data-status={status}
      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-[11px] font-semibold ${TONE[status] ?? TONE.none}`}
    >
      {t(`agent.contracts.status.${status}`)}
    </span>
  );
}
