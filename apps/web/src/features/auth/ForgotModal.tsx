import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useRegisterSettings } from '../../api/system';
import { useModals } from '../../app/modals';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert } from './FormParts';
import { SmsCodeField } from './SmsCodeField';
import { Tabs } from './Tabs';
import { TextField } from './TextField';

type Mode = 'email' | 'phone';

/** Password recovery by username and email, or by mobile, SMS code and a new password. */
export function ForgotModal() {
  const { t } = useTranslation();
  const { modal, open, close } = useModals();
  const dialing = useRegisterSettings().data?.countryDialingCode ?? '';
  const [mode, setMode] = useState<Mode>('email');
  const [v, setV] = useState({ username: '', email: '', mobileNum: '', code: '', newPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  // Editing a field clears its error: a stale message next to a corrected value misleads.
  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };
  const fields = mode === 'email' ? (['username', 'email'] as const) : (['mobileNum', 'code', 'newPassword'] as const);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const need = Object.fromEntries(fields.filter((f) => !v[f].trim()).map((f) => [f, t('common.required')]));
    setErrors(need);
    if (Object.keys(need).length) return;
    setMessage('');
    try {
      if (mode === 'email')
        await api('/wps/member/password/email', { method: 'POST', body: { username: v.username, email: v.email } });
      else
        await api('/wps/member/password/verification', {
          method: 'POST',
          body: { mobileNum: v.mobileNum, verificationCode: v.code, newPassword: v.newPassword },
        });
      close();
    } catch (err) {
      setMessage((err as Error).message);
    }
  };

  return (
    <Modal open={modal === 'forgot'} onClose={close} title={t('auth.forgotTitle')} testId="forgot-modal">
      <Tabs
        tabs={[
          { id: 'email', label: t('auth.byEmail') },
          { id: 'phone', label: t('auth.byPhone') },
        ]}
        value={mode}
        onChange={setMode}
      />
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        {mode === 'email' ? (
          <>
            <TextField
              label={t('auth.username')}
              value={v.username}
              onChange={set('username')}
              error={errors.username}
              required
            />
            <TextField
              label={t('auth.email')}
              type="email"
              value={v.email}
              onChange={set('email')}
              error={errors.email}
              required
              inputMode="email"
            />
          </>
        ) : (
          <>
            <TextField
              label={t('auth.mobile')}
              value={v.mobileNum}
              onChange={set('mobileNum')}
              error={errors.mobileNum}
              required
              inputMode="tel"
              prefix={dialing}
            />
            <SmsCodeField
              label={t('auth.smsCode')}
              value={v.code}
              onChange={set('code')}
              error={errors.code}
              maxLength={6}
              path="/wps/verification/sms/noLogin"
              mobileNum={v.mobileNum}
              dialingCode={dialing}
              validate={() => /^\d{6,15}$/.test(v.mobileNum)}
              onError={setMessage}
            />
            <TextField
              label={t('auth.newPassword')}
              type="password"
              value={v.newPassword}
              onChange={set('newPassword')}
              error={errors.newPassword}
              required
              autoComplete="new-password"
            />
          </>
        )}
        <FormAlert message={message} />
        <Button type="submit" className="mt-1 py-3">
          {t('auth.submitForgot')}
        </Button>
        <button type="button" className="text-sm text-muted hover:text-fg" onClick={() => open('login')}>
          {t('common.login')}
        </button>
      </form>
    </Modal>
  );
}
