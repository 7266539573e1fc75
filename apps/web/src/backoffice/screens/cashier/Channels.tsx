import { decimalAmount, OPS_CHANNEL_SEQUENCE_MAX, type OpsChannel, ROUTES } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { FormDialog, serverMessage } from '../../ui/FormActions';
import { NUMERIC } from '../../ui/numeric';
import { StatusBadge } from '../../ui/Pill';

/** The edit form: the contract's decimal-string amounts, min <= max, the order as typed digits. */
const channelForm = z
  .object({
    min: decimalAmount,
    max: decimalAmount,
    sequence: z.coerce.number().int().min(0).max(OPS_CHANNEL_SEQUENCE_MAX),
  })
  .superRefine((b, ctx) => {
    if (b.min > b.max) ctx.addIssue({ code: 'custom', path: ['min'], params: { rule: 'minAboveMax' }, message: '' });
  });

/** Payment (deposit) channels: enabled, limits and display order, each change audited by the server. */
export function ChannelsTab() {
  const t = useOpsT();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['ops', 'cashier', 'channels'], queryFn: () => opsCall(ROUTES.opsChannels) });
  const [toggle, setToggle] = useState<OpsChannel | null>(null);
  const [edit, setEdit] = useState<OpsChannel | null>(null);
  const flip = useMutation({
    mutationFn: (c: OpsChannel) =>
      opsCall(ROUTES.opsChannelUpdate, { params: { code: c.code }, body: { enabled: !c.enabled } }),
    onSuccess: () => {
      setToggle(null);
      void qc.invalidateQueries({ queryKey: ['ops', 'cashier', 'channels'] });
    },
  });
  return (
    <section className="overflow-x-auto rounded-xl border border-line bg-surface" data-testid="channel-list">
      <table className="w-full min-w-[640px] text-sm">
        <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            <th className="px-3 py-2">{t('cashier.order')}</th>
            <th className="px-3 py-2">{t('cashier.channel')}</th>
            <th className="px-3 py-2">{t('cashier.kind')}</th>
            <th className={`px-3 py-2 ${NUMERIC}`}>{t('cashier.min')}</th>
            <th className={`px-3 py-2 ${NUMERIC}`}>{t('cashier.max')}</th>
            <th className="px-3 py-2">{t('cashier.state')}</th>
            <th className="px-3 py-2" />
          </tr>
        </thead>
        <tbody>
          {(list.data?.list ?? []).map((c) => (
            <tr key={c.code} className="border-t border-line" data-testid="row">
              <td className="px-3 py-2 tabular-nums">{c.sequence}</td>
              <td className="px-3 py-2">
                <div className="font-semibold">{c.name}</div>
                <div className="text-xs text-muted">
                  {c.code} · {c.method}
                  {c.payee ? ` · ${c.payee.accountNumber}` : ''}
                </div>
              </td>
              <td className="px-3 py-2">{t(`cashier.channelKind.${c.kind}`)}</td>
              <td className={`px-3 py-2 ${NUMERIC}`}>{formatAmount(c.min)}</td>
              <td className={`px-3 py-2 ${NUMERIC}`}>{formatAmount(c.max)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={c.enabled ? 'approved' : 'rejected'}>
                  {t(c.enabled ? 'cashier.enabled' : 'cashier.disabled')}
                </StatusBadge>
              </td>
              <td className="px-3 py-2 text-right">
                <span className="inline-flex gap-2">
                  <Button variant="ghost" onClick={() => setToggle(c)} data-testid={`channel-toggle-${c.code}`}>
                    {t(c.enabled ? 'cashier.disable' : 'cashier.enable')}
                  </Button>
                  <Button variant="outline" onClick={() => setEdit(c)} data-testid={`channel-edit-${c.code}`}>
                    {t('cashier.edit')}
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.isPending && <p className="p-6 text-center text-sm text-muted">{t('cashier.loading')}</p>}
      <ConfirmDialog
        open={toggle !== null}
        title={t(toggle?.enabled ? 'cashier.disable' : 'cashier.enable')}
        message={t(toggle?.enabled ? 'cashier.disableMessage' : 'cashier.enableMessage', { name: toggle?.name ?? '' })}
        onConfirm={() => toggle && flip.mutate(toggle)}
        onCancel={() => setToggle(null)}
        busy={flip.isPending}
        testId="channel-toggle-confirm"
      />
      {edit && <ChannelEdit channel={edit} onClose={() => setEdit(null)} />}
    </section>
  );
}

function ChannelEdit({ channel, onClose }: { channel: OpsChannel; onClose: () => void }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const form = useZodForm(channelForm, {
    defaultValues: { min: channel.min, max: channel.max, sequence: String(channel.sequence) },
  });
  const save = useMutation({
    mutationFn: () => {
      const v = form.getValues();
      const body = { min: String(v.min).trim(), max: String(v.max).trim(), sequence: Number(v.sequence) };
      return opsCall(ROUTES.opsChannelUpdate, { params: { code: channel.code }, body });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['ops', 'cashier', 'channels'] });
      onClose();
    },
    onError: (err) => showServerError(form, err),
  });
  return (
    <FormDialog
      title={t('cashier.editTitle', { name: channel.name })}
      testId="channel-edit"
      onClose={onClose}
      onSubmit={form.handleSubmit(() => save.mutate())}
      message={serverMessage(form)}
      cancelLabel={t('cashier.back')}
      submitLabel={t('cashier.save')}
      busy={save.isPending}
      submitTestId="channel-save"
    >
      <TextField control={form.control} name="min" label={t('cashier.min')} inputMode="decimal" required />
      <TextField control={form.control} name="max" label={t('cashier.max')} inputMode="decimal" required />
      <TextField control={form.control} name="sequence" label={t('cashier.order')} inputMode="numeric" required />
    </FormDialog>
  );
}
