import { parseMinor, type RgLimit, rgLimitBody } from '@platform/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useRgChange } from '../../api/responsible-gaming';
import { Button } from '../../ui/Button';
import { when } from '../../ui/datetime';
import { bind } from '../../ui/form/bind';
import { useZodForm } from '../../ui/form/useZodForm';
import { MoneyField } from '../layout/MoneyField';
import { useMoney } from '../layout/money';

/** Share of the limit used, 0-100, for the bar (100 when the window is at or past it). */
function usedShare(l: RgLimit): number {
  const limit = l.amount === null ? null : parseMinor(l.amount);
  if (!limit) return 0;
  const used = parseMinor(l.used) ?? 0n;
  return Number((used * 100n) / limit > 100n ? 100n : (used * 100n) / limit);
}

/** One limit (kind x period): what is in force, what was used in the window, what waits, and its editor. */
export function LimitRow({ limit: l }: { limit: RgLimit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const change = useRgChange();
  const [editing, setEditing] = useState(false);
  // The contract's limit body; an empty amount reads as "enter the limit", any other miss as its rule.
  const form = useZodForm(rgLimitBody, {
    defaultValues: { kind: l.kind, period: l.period, amount: '' },
    messages: {
      amount: (): string => (String(form.getValues('amount')).trim() ? t('form.amount') : t('rg.amountRequired')),
    },
  });
  const busy = change.setLimit.isPending || change.removeLimit.isPending;
  const share = usedShare(l);
  const id = `rg-limit-${l.kind}-${l.period}`;

  const done = () => {
    setEditing(false);
    form.reset();
  };
  // Every refusal shows under the amount, the one field of this editor.
  const fail = (e: unknown) =>
    form.setError('amount', {
      type: 'server',
      message: e instanceof ApiError ? (e.byField.amount ?? e.message) : t('errors.unknown'),
    });
  const save = form.handleSubmit(() => {
    const amount = String(form.getValues('amount'));
    change.setLimit.mutate({ kind: l.kind, period: l.period, amount }, { onSuccess: done, onError: fail });
  });
  const remove = () =>
    change.removeLimit.mutate({ kind: l.kind, period: l.period }, { onSuccess: done, onError: fail });

  return (
    <li data-testid={id} data-limit={l.amount ?? ''} className="flex flex-col gap-2 rounded-xl bg-surface-2 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-sm font-semibold">{t(`rg.period.${l.period}`)}</span>
        <span className="text-sm tabular-nums" data-testid={`${id}-value`}>
          {l.amount === null ? (
            <span className="text-muted">{t('rg.noLimit')}</span>
          ) : (
            t('rg.usedOf', { used: money(l.used), limit: money(l.amount) })
          )}
        </span>
      </div>
      {l.amount !== null && (
        <div className="h-1.5 overflow-hidden rounded-full bg-surface-3" aria-hidden>
          <div
            className={`h-full rounded-full ${share >= 100 ? 'bg-danger' : share >= 75 ? 'bg-gold' : 'bg-emerald'}`}
            style={{ width: `${share}%` }}
          />
        </div>
      )}
      {l.pending && (
        <p className="text-xs text-gold" data-testid={`${id}-pending`}>
          {l.pending.amount === null
            ? t('rg.pendingRemove', { at: when(l.pending.at) })
            : t('rg.pendingRaise', { amount: money(l.pending.amount), at: when(l.pending.at) })}
        </p>
      )}
      {editing ? (
        <div className="flex flex-col gap-2">
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <MoneyField
                label={t('rg.newLimit')}
                {...bind(field, fieldState)}
                value={String(field.value)}
                hint={t('rg.ruleHint')}
                testId={`${id}-amount`}
              />
            )}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void save()} disabled={busy} data-testid={`${id}-save`}>
              {t('rg.save')}
            </Button>
            {l.amount !== null && !l.pending && (
              <Button variant="ghost" onClick={remove} disabled={busy} data-testid={`${id}-remove`}>
                {t('rg.remove')}
              </Button>
            )}
            <Button variant="ghost" onClick={done} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button
            variant="outline"
            className="px-3 py-1 text-xs"
            onClick={() => setEditing(true)}
            data-testid={`${id}-edit`}
          >
            {l.amount === null ? t('rg.setLimit') : t('rg.changeLimit')}
          </Button>
        </div>
      )}
    </li>
  );
}
