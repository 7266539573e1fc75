import type { VerificationChallenge } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FormAlert } from './FormParts';
import { TextField } from './TextField';

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
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const isCode = challenge.method !== 'bankHolder';
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!answer.trim()) return setError(t('common.required'));
    onSubmit(answer.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="verify-login">
      <p className="rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold">{t('auth.verify.intro')}</p>
      <p className="text-sm text-muted">{t(`auth.verify.${challenge.method}`, { hint: challenge.hint })}</p>
      <TextField
        label={t(`auth.verify.${challenge.method}Label`)}
        value={answer}
        onChange={(v) => {
          setAnswer(v);
          setError('');
        }}
        error={error}
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
