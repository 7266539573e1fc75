import type { OpsMember } from '@platform/contracts';
import { formatAmount } from '../../../i18n/numbers';
import { useOpsT } from '../../i18n';
import { Field } from './Field';
import { amount } from './member-list';

export function BalancesTab({ member: m }: { member: OpsMember }) {
  const t = useOpsT();
  const cards = [
    ['cash', m.balances.cash],
    ['locked', m.balances.locked],
    ['bonus', m.balances.bonus],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {cards.map(([k, v]) => (
          <div key={k} className="rounded-xl border border-line bg-surface p-4" data-testid={`balance-${k}`}>
            <p className="text-xs font-semibold text-muted">{t(`members.balance.${k}`)}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{formatAmount(v)}</p>
          </div>
        ))}
      </div>
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.balance.games')}</h2>
        {m.balances.games.length === 0 ? (
          <p className="text-sm text-muted">{t('members.balance.noGames')}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {m.balances.games.map((g) => (
              <Field key={g.vendor} label={g.vendor}>
                {amount(g.balance)}
              </Field>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
