import { type Deposit, type DepositChannel, depositBody } from '@platform/contracts';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createDeposit } from '../../api/deposits';
import { useAttemptKey } from '../../api/idempotency';
import { Button } from '../../ui/Button';
import { bind } from '../../ui/form/bind';
import { FormAlert } from '../../ui/form/FormAlert';
import { showServerError } from '../../ui/form/serverErrors';
import { TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { ImagePicker } from '../../ui/ImagePicker';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { AmountField } from './AmountField';
import { amountProblem } from './amount';
import { ChannelPicker } from './ChannelPicker';
import { PayeeCard } from './PayeeCard';

/**
 * The contract's deposit body with what the chosen channel adds: the amount as typed within its
 * limits (amountProblem reads it as the server does, in minor units), and for a manual channel the
 * reference and exactly one proof image, which the contract leaves optional.
 */
function depositSchema(channel: DepositChannel | undefined, symbol: string) {
  const t = i18n.t.bind(i18n);
  return depositBody
    .extend({
      amount: z.string().superRefine((text, ctx) => {
        const problem = amountProblem(text, channel);
        if (!problem) return;
        const message =
          problem === 'amountRange' && channel
            ? t('deposit.amountRange', {
                min: `${symbol}${formatAmount(channel.min)}`,
                max: `${symbol}${formatAmount(channel.max)}`,
              })
            : t(`deposit.${problem}`);
        ctx.addIssue({ code: 'custom', message });
      }),
    })
    .superRefine((v, ctx) => {
      if (channel?.kind !== 'manual') return;
      if (!v.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: t('deposit.referenceInvalid') });
      if (v.proof?.length !== 1) ctx.addIssue({ code: 'custom', path: ['proof'], message: t('deposit.proofRequired') });
    });
}

/**
 * The deposit form: channel, amount, and for manual channels the payee, the reference and one proof
 * image. A gateway deposit leaves for the provider's page in this tab; a manual one is handed back
 * to `onSent` to show its waiting state.
 */
export function DepositForm({ channels, onSent }: { channels: DepositChannel[]; onSent: (d: Deposit) => void }) {
  const { t } = useTranslation();
  const { currency } = useBrand();
  // One key per distinct request: pressing again after a lost answer repeats it safely.
  const attempt = useAttemptKey('dep');
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const channel = channels.find((c) => c.code === code);
  const manual = channel?.kind === 'manual';
  // The rules follow the channel on screen (its limits, and what a manual one asks for).
  const form = useZodForm(depositSchema(channel, currency.symbol), {
    // The reference and proof stay unset until a manual channel shows them.
    defaultValues: { channel: code, amount: '' },
    messages: { reference: () => t('deposit.referenceInvalid') },
  });
  const amount = form.watch('amount');
  // A typed amount is checked again against the new channel's limits (once the new rules are in).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new channel is the trigger.
  useEffect(() => {
    if (form.getFieldState('amount').isTouched) void form.trigger('amount');
  }, [form, channel]);

  const submit = form.handleSubmit(async (v) => {
    if (!channel) return;
    const proof = v.proof ?? [];
    const body = {
      channel: channel.code,
      amount: v.amount,
      ...(manual ? { reference: v.reference ?? '', proof } : {}),
    };
    const sig = JSON.stringify([
      body.channel,
      body.amount,
      body.reference,
      proof.map((p) => `${p.name}:${p.data.length}`),
    ]);
    try {
      const d = await createDeposit(body, attempt.keyFor(sig));
      if (d.kind === 'gateway' && d.redirectUrl) {
        window.location.assign(d.redirectUrl);
        return;
      }
      onSent(d);
    } catch (err) {
      // The reference and proof are held after a channel switch but shown for a manual channel only.
      showServerError(form, err, { hidden: manual ? [] : ['reference', 'proof'] });
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate data-testid="deposit-form" className="grid gap-5 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <span className="text-xs font-semibold text-muted">{t('deposit.channel')}</span>
          <ChannelPicker
            channels={channels}
            value={code}
            onChange={(c) => {
              setCode(c);
              form.setValue('channel', c);
              form.clearErrors('channel');
              form.setValue('reference', undefined);
              form.setValue('proof', undefined);
            }}
          />
          {/* The server's word on the chosen channel (closed meanwhile, say): the picker is no input. */}
          {form.formState.errors.channel && (
            <p className="text-xs text-danger" data-field-error>
              {form.formState.errors.channel.message}
            </p>
          )}
        </div>
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => <AmountField channel={channel} {...bind(field, fieldState)} />}
        />
      </div>
      {/* Hugs its content: stretched to the channel column's height it left an empty gap above the button. */}
      <div className="flex flex-col gap-4 self-start rounded-2xl border border-line bg-surface-2/50 p-4">
        {channel?.instructions && <p className="text-sm leading-relaxed text-muted">{channel.instructions}</p>}
        {manual && channel.payee && (
          <>
            <PayeeCard payee={channel.payee} />
            <TextField
              control={form.control}
              name="reference"
              label={t('deposit.reference')}
              hint={t('deposit.referenceHint')}
              required
              maxLength={40}
              autoComplete="off"
            />
            <Controller
              control={form.control}
              name="proof"
              render={({ field, fieldState }) => (
                <ImagePicker
                  label={t('deposit.proof')}
                  max={1}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />
          </>
        )}
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <Button type="submit" variant="emerald" className="py-3 text-base" disabled={busy} data-testid="deposit-submit">
          {busy
            ? t('deposit.sending')
            : manual
              ? t('deposit.submitManual')
              : amount && !amountProblem(amount, undefined)
                ? t('deposit.submitGateway', {
                    name: channel?.name ?? '',
                    amount: `${currency.symbol}${formatAmount(amount)}`,
                  })
                : // No amount typed yet: 'Pay ৳0.00' read as a price.
                  t('deposit.submitGatewayAny', { name: channel?.name ?? '' })}
        </Button>
      </div>
    </form>
  );
}
