import { RG_EXCLUSIONS, RG_TIMEOUTS, type RgOperatorBlockBody, ROUTES, rgOperatorBlockBody } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { when } from '../../../ui/datetime';
import { showServerError } from '../../../ui/form/serverErrors';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { canUse, useOpsMe } from '../../api/session';
import { useOpsT } from '../../i18n';
import { FormDialog, serverMessage } from '../../ui/FormActions';
import { Pill } from '../../ui/Pill';
import { SelectField } from '../../ui/SelectBox';
import { Field } from './Field';
import { ReasonField } from './ReasonField';

/** Responsible gaming through the existing operator calls (operatorRg, operatorRgBlock). */
export function RgTab({ id }: { id: number }) {
  const t = useOpsT();
  const me = useOpsMe().data;
  const [blocking, setBlocking] = useState(false);
  const rg = useQuery({
    queryKey: ['ops', 'members', id, 'rg'],
    queryFn: () => opsCall(ROUTES.operatorRg, { params: { memberId: id } }),
  });
  const s = rg.data;
  if (rg.error) return <p role="alert">{rg.error instanceof Error ? rg.error.message : t('table.error')}</p>;
  if (!s) return <p className="text-muted">{t('shell.loading')}</p>;
  const limits = s.limits.filter((l) => l.amount !== null || l.pending);
  return (
    <div className="flex flex-col gap-4" data-testid="member-rg">
      <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4">
        <div>
          <p className="text-xs font-semibold text-muted">{t('members.rg.block')}</p>
          {s.block ? (
            <p className="mt-1 flex items-center gap-2 text-sm">
              <Pill tone="bad" testId="rg-block">
                {t(`members.rg.kind.${s.block.kind}`)}
              </Pill>
              {s.block.until ? t('members.rg.until', { at: when(s.block.until) }) : t('members.rg.permanent')}
            </p>
          ) : (
            <p className="mt-1 text-sm" data-testid="rg-block">
              {t('members.rg.none')}
            </p>
          )}
        </div>
        {canUse(me, 'rg') && !s.block && (
          <Button variant="outline" onClick={() => setBlocking(true)} data-testid="rg-set">
            {t('members.rg.set')}
          </Button>
        )}
      </section>
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.rg.limits')}</h2>
        {limits.length === 0 ? (
          <p className="text-sm text-muted">{t('members.rg.noLimits')}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {limits.map((l) => (
              <Field key={`${l.kind}-${l.period}`} label={`${l.kind} / ${l.period}`}>
                {l.amount ? formatAmount(l.amount) : '—'} ({t('members.rg.used', { used: formatAmount(l.used) })})
              </Field>
            ))}
          </dl>
        )}
        <p className="mt-3 text-xs text-muted">
          {s.realityCheckMinutes
            ? t('members.rg.reality', { minutes: s.realityCheckMinutes })
            : t('members.rg.realityOff')}
        </p>
      </section>
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.rg.history')}</h2>
        <ul className="grid gap-1 text-sm">
          {s.history.map((h) => (
            <li key={h.id} className="flex flex-wrap gap-3">
              <span>{t(`members.rg.kind.${h.kind}`)}</span>
              <span className="text-muted">{when(h.startsAt)}</span>
              <span className="text-muted">{h.endsAt ? when(h.endsAt) : t('members.rg.permanent')}</span>
              <code className="text-xs">{h.setBy}</code>
              <span className="text-muted">{h.reason ?? ''}</span>
            </li>
          ))}
          {s.history.length === 0 && <li className="text-muted">{t('table.empty')}</li>}
        </ul>
      </section>
      {blocking && <BlockDialog id={id} onClose={() => setBlocking(false)} />}
    </div>
  );
}

function BlockDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const form = useZodForm(rgOperatorBlockBody, {
    defaultValues: { kind: 'exclusion', duration: '6m', reason: '' } as RgOperatorBlockBody,
  });
  const kind = form.watch('kind');
  const run = useMutation({
    mutationFn: (body: RgOperatorBlockBody) => opsCall(ROUTES.operatorRgBlock, { params: { memberId: id }, body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['ops', 'members'] });
      onClose();
    },
    onError: (err) => showServerError(form, err),
  });
  const durations: readonly string[] = kind === 'timeout' ? RG_TIMEOUTS : RG_EXCLUSIONS;
  const duration = form.watch('duration');
  // Switching the kind picks that kind's first duration (a time-out has no '6m').
  useEffect(() => {
    if (!durations.includes(duration)) form.setValue('duration', durations[0] as RgOperatorBlockBody['duration']);
  }, [durations, duration, form]);
  return (
    <FormDialog
      title={t('members.rg.set')}
      testId="rg-dialog"
      onClose={onClose}
      onSubmit={form.handleSubmit((b) => run.mutate(b))}
      message={serverMessage(form)}
      cancelLabel={t('members.cancel')}
      submitLabel={t('members.rg.set')}
      busy={run.isPending}
      submitTestId="rg-confirm"
    >
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          control={form.control}
          name="kind"
          label={t('members.rg.kindLabel')}
          options={(['exclusion', 'timeout'] as const).map((k) => ({ value: k, label: t(`members.rg.kind.${k}`) }))}
          testId="rg-kind"
        />
        <SelectField
          control={form.control}
          name="duration"
          label={t('members.rg.duration')}
          options={durations.map((d) => ({
            value: d,
            label: t(`members.rg.d.${d as RgOperatorBlockBody['duration']}`),
          }))}
          testId="rg-duration"
        />
      </div>
      <p className="text-xs text-muted">{t('members.rg.warning')}</p>
      <ReasonField control={form.control} testId="rg-reason" />
    </FormDialog>
  );
}
