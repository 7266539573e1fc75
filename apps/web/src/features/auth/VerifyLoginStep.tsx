import { loginVerifyBody, type VerificationChallenge } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';

/** The contract's answer rule: given, at most 80 characters (a code or a holder's name). */
const answerSchema = loginVerifyBody.pick({ answer: true });

/**
 * Spec §4: a login from an IP the member never used asks for one more proof, as the brand
 * configures: the SMS or email code just sent, the bank account holder name, or an authenticator code.
 */
export function VerifyLoginStep({
  challenge,
  message,
  busy,
  onSubmit,
  onBack,
}: {
  challenge: VerificationChallenge;
  message: string;
  busy: boolean;
  onSubmit: (answer: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(answerSchema, { defaultValues: { answer: '' } });
  const isCode = challenge.method !== 'bankHolder';
  const submit = form.handleSubmit((v) => onSubmit(v.answer));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="verify-login">
      <p className="rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold">{t('auth.verify.intro')}</p>
      <p className="text-sm text-muted">{t(`auth.verify.${challenge.method}`, { hint: challenge.hint })}</p>
      <TextField
        control={form.control}
        name="answer"
        label={t(`auth.verify.${challenge.method}Label`)}
        required
        inputMode={isCode ? 'numeric' : undefined}
        maxLength={isCode ? 6 : 80}
        autoComplete="one-time-code"
      />
      <FormAlert message={message} />
      <Button type="submit" disabled={busy} className="py-3">
        {t('auth.verify.submit')}
      </Button>
      <button type="button" className="text-sm text-muted hover:text-fg" onClick={onBack}>
        {t('auth.verify.back')}
      </button>
    </form>
  );
}
