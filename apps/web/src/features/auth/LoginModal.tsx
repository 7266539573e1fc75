import { API, type LoginResult } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, api } from '../../api/client';
import { useRegisterSettings } from '../../api/system';
import { useModals } from '../../app/modals';
import { startSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../layout/brand';
import { CaptchaField } from './CaptchaField';
import { AuthLinks, FormAlert } from './FormParts';
import { SmsCodeField } from './SmsCodeField';
import { Tabs } from './Tabs';
import { TextField } from './TextField';

type Mode = 'username' | 'sms';

/** Login by username and password, or by mobile and SMS code when the brand enables it. */
export function LoginModal() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { modal, close } = useModals();
  const dialing = useRegisterSettings().data?.countryDialingCode ?? '+880';
  const [mode, setMode] = useState<Mode>('username');
  const [v, setV] = useState({ username: '', password: '', mobileNum: '', code: '', captcha: '' });
  const [captchaId, setCaptchaId] = useState('');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // Editing a field clears its error: a stale message next to a corrected value misleads.
  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };

  const tabs: { id: Mode; label: string }[] = [{ id: 'username', label: t('auth.tabUsername') }];
  if (brand.flags.verificationCodeLogin) tabs.push({ id: 'sms', label: t('auth.tabSms') });
  const mobileOk = () => /^\d{6,15}$/.test(v.mobileNum);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const need: Record<string, string> = {};
    const required = mode === 'username' ? (['username', 'password'] as const) : (['mobileNum', 'code'] as const);
    for (const k of required) if (!v[k].trim()) need[k] = t('common.required');
    if (mode === 'sms' && v.mobileNum && !mobileOk()) need.mobileNum = t('auth.mobileInvalid');
    if (showCaptcha && !v.captcha) need.captcha = t('common.required');
    setErrors(need);
    if (Object.keys(need).length) return;
    setBusy(true);
    setMessage('');
    try {
      const body =
        mode === 'username'
          ? {
              type: 'username',
              username: v.username,
              password: v.password,
              captcha: v.captcha || undefined,
              captchaId: captchaId || undefined,
            }
          : { type: 'sms', mobileNum: v.mobileNum, verificationCode: v.code, countryDialingCode: dialing };
      const result = await api<LoginResult>(API.login, { method: 'POST', body, sealed: true });
      startSession(result.token);
      close();
    } catch (err) {
      const error = err as ApiError;
      setMessage(error.message);
      if (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID') setShowCaptcha(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={modal === 'login'} onClose={close} title={t('auth.loginTitle')} testId="login-modal">
      <Tabs tabs={tabs} value={mode} onChange={setMode} />
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        {mode === 'username' ? (
          <>
            <TextField
              label={t('auth.username')}
              value={v.username}
              onChange={set('username')}
              error={errors.username}
              required
              autoComplete="username"
            />
            <TextField
              label={t('auth.password')}
              type="password"
              value={v.password}
              onChange={set('password')}
              error={errors.password}
              required
              autoComplete="current-password"
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
              validate={() => {
                const ok = mobileOk();
                setErrors((s) => ({ ...s, mobileNum: ok ? '' : t('auth.mobileInvalid') }));
                return ok;
              }}
              onError={setMessage}
            />
          </>
        )}
        {showCaptcha && (
          <CaptchaField value={v.captcha} onChange={set('captcha')} onId={setCaptchaId} error={errors.captcha} />
        )}
        <FormAlert message={message} />
        <Button type="submit" disabled={busy} className="mt-1 py-3">
          {t('auth.submitLogin')}
        </Button>
        <AuthLinks other="register" />
      </form>
    </Modal>
  );
}
