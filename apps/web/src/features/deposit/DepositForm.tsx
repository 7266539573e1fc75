import type { Deposit, DepositChannel, ImageUpload } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { createDeposit } from '../../api/deposits';
import { useAttemptKey } from '../../api/idempotency';
import { Button } from '../../ui/Button';
import { ImagePicker } from '../../ui/ImagePicker';
import { FormAlert } from '../auth/FormParts';
import { TextField } from '../auth/TextField';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { AmountField } from './AmountField';
import { amountProblem, referenceOk } from './amount';
import { ChannelPicker } from './ChannelPicker';
import { PayeeCard } from './PayeeCard';

type Errors = Partial<Record<'amount' | 'reference' | 'proof' | 'form', string>>;

/**
 * The deposit form: channel, amount, and for manual channels the payee, the reference and one proof
 * image. A gateway deposit leaves for the provider's page in this tab; a manual one is handed back
 * to `onSent` to show its waiting state.
 */
export function DepositForm({ channels, onSent }: { channels: DepositChannel[]; onSent: (d: Deposit) => void }) {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<ImageUpload[]>([]);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // One key per distinct request: pressing again after a lost answer repeats it safely.
  const attempt = useAttemptKey('dep');
  const channel = channels.find((c) => c.code === code);
  const manual = channel?.kind === 'manual';

  const amountError = (text: string, c = channel) => {
    const problem = amountProblem(text, c);
    if (!problem) return undefined;
    return problem === 'amountRange' && c
      ? t('deposit.amountRange', {
          min: `${currency.symbol}${formatAmount(c.min)}`,
          max: `${currency.symbol}${formatAmount(c.max)}`,
        })
      : t(`deposit.${problem}`);
  };

  const changeAmount = (v: string) => {
    setAmount(v);
    setTouched(true);
    setErrors((e) => ({ ...e, amount: amountError(v), form: undefined }));
  };
  const changeChannel = (c: string) => {
    setCode(c);
    const next = channels.find((x) => x.code === c);
    setErrors(touched ? { amount: amountError(amount, next) } : {});
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!channel) return;
    const found: Errors = { amount: amountError(amount) };
    if (manual && !referenceOk(reference)) found.reference = t('deposit.referenceInvalid');
    if (manual && proof.length !== 1) found.proof = t('deposit.proofRequired');
    setTouched(true);
    if (Object.values(found).some(Boolean)) return setErrors(found);
    const body = {
      channel: channel.code,
      amount: amount.trim(),
      ...(manual ? { reference: reference.trim(), proof } : {}),
    };
    const sig = JSON.stringify([
      body.channel,
      body.amount,
      body.reference,
      proof.map((p) => `${p.name}:${p.data.length}`),
    ]);
    setBusy(true);
    setErrors({});
    try {
      const d = await createDeposit(body, attempt.keyFor(sig));
      if (d.kind === 'gateway' && d.redirectUrl) {
        window.location.assign(d.redirectUrl);
        return;
      }
      onSent(d);
    } catch (err) {
      const apiError = err as ApiError;
      const by = Object.fromEntries(apiError.fields.map((f) => [f.field.split('.')[0], f.message]));
      const known = { amount: by.amount, reference: by.reference, proof: by.proof };
      setErrors({ ...known, form: Object.values(known).some(Boolean) ? undefined : apiError.message });
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="deposit-form" className="grid gap-5 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <span className="text-xs font-semibold text-muted">{t('deposit.channel')}</span>
          <ChannelPicker channels={channels} value={code} onChange={changeChannel} />
        </div>
        <AmountField channel={channel} value={amount} onChange={changeAmount} error={errors.amount} />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-2/50 p-4">
        {channel?.instructions && <p className="text-sm leading-relaxed text-muted">{channel.instructions}</p>}
        {manual && channel.payee && (
          <>
            <PayeeCard payee={channel.payee} />
            <TextField
              label={t('deposit.reference')}
              value={reference}
              onChange={(v) => {
                setReference(v);
                setErrors((x) => ({ ...x, reference: undefined }));
              }}
              error={errors.reference}
              hint={t('deposit.referenceHint')}
              required
              maxLength={40}
              autoComplete="off"
            />
            <ImagePicker
              label={t('deposit.proof')}
              max={1}
              value={proof}
              onChange={(v) => {
                setProof(v);
                setErrors((x) => ({ ...x, proof: undefined }));
              }}
              error={errors.proof}
              disabled={busy}
            />
          </>
        )}
        <FormAlert message={errors.form ?? ''} />
        <Button
          type="submit"
          variant="emerald"
          className="mt-auto py-3 text-base"
          disabled={busy}
          data-testid="deposit-submit"
        >
          {busy
            ? t('deposit.sending')
            : manual
              ? t('deposit.submitManual')
              : t('deposit.submitGateway', {
                  name: channel?.name ?? '',
                  amount: `${currency.symbol}${formatAmount(amount && !amountProblem(amount, undefined) ? amount : '0')}`,
                })}
        </Button>
      </div>
    </form>
  );
}
