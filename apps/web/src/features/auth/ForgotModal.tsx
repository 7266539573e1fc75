import { ROUTES } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetAccount } from '../../api/account';
import { type ApiError, call } from '../../api/client';
import { useModals } from '../../app/modals';
import { startSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert } from './FormParts';
import { MobileCodeFields } from './MobileCodeFields';
import { useMobileRules } from './mobile';
import { type NewPassword, PasswordFields, usePasswordCheck } from './PasswordFields';
import { ProofOfWorkField, useProofOfWork } from './ProofOfWork';
import { Tabs } from './Tabs';
import { TextField } from './TextField';

type Mode = 'email' | 'phone';
const EMPTY = { username: '', email: '', mobileNum: '', code: '' };

/**
 * Password recovery (spec §4): by username and email, which mails a reset link; or by mobile,
 * SMS code and a new password, which logs the member in and returns to /.
 */
export function ForgotModal() {
  const { t } = useTranslation();
  const { modal, open, close } = useModals();
  const mobile = useMobileRules();
  const navigate = useNavigate();
  const reset = useResetAccount();
  const check = usePasswordCheck();
  const [mode, setMode] = useState<Mode>('email');
  const [v, setV] = useState(EMPTY);
  const [pw, setPw] = useState<NewPassword>({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const pow = useProofOfWork();
  // Editing a field clears its error: a stale message next to a corrected value misleads.
  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };
  const mobileOk = () => mobile.valid(v.mobileNum);

  const validate = () => {
    const fields = mode === 'email' ? (['username', 'email'] as const) : (['mobileNum', 'code'] as const);
    const e: Record<string, string> = mode === 'phone' ? check(pw) : {};
    for (const f of fields) if (!v[f].trim()) e[f] = t('common.required');
    if (mode === 'phone' && v.mobileNum && !mobileOk()) e.mobileNum = t('auth.mobileInvalid');
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!validate()) return;
    setBusy(true);
    setMessage('');
    try {
      if (mode === 'email') {
        await call(ROUTES.forgotByEmail, {
          body: { username: v.username, email: v.email, altcha: await pow.take() },
        });
        setSent(true);
      } else {
        const r = await call(ROUTES.resetByPhone, {
          body: {
            mobileNum: v.mobileNum,
            countryDialingCode: mobile.dialing,
            verificationCode: v.code,
            ...pw,
            altcha: await pow.take(),
          },
        });
        startSession(r.token, r.firstTimeLogin);
        reset();
        setV(EMPTY);
        setPw({ newPassword: '', confirmNewPassword: '' });
        close();
        navigate('/');
      }
    } catch (err) {
      const error = err as ApiError;
      setMessage(error.message);
      // The form calls the SMS code field `code`.
      const { verificationCode, ...rest } = error.byField;
      setErrors(verificationCode ? { ...rest, code: verificationCode } : rest);
    } finally {
      setBusy(false);
    }
  };

  const onClose = () => {
    setSent(false);
    close();
  };

  return (
    <Modal open={modal === 'forgot'} onClose={onClose} title={t('auth.forgotTitle')} testId="forgot-modal">
      <Tabs
        tabs={[
          { id: 'email', label: t('auth.byEmail') },
          { id: 'phone', label: t('auth.byPhone') },
        ]}
        value={mode}
        onChange={(m) => {
          setMode(m);
          setMessage('');
          setErrors({});
        }}
      />
      {mode === 'email' && sent ? (
        <div className="flex flex-col gap-4" data-testid="reset-link-sent">
          <p className="rounded-lg bg-emerald/10 px-3 py-3 text-sm text-emerald">{t('auth.resetLinkSent')}</p>
          <Button onClick={onClose}>{t('common.confirm')}</Button>
        </div>
      ) : (
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
              <MobileCodeFields
                mobile={v.mobileNum}
                code={v.code}
                onMobile={set('mobileNum')}
                onCode={set('code')}
                errors={errors}
                onMobileError={(m) => setErrors((s) => ({ ...s, mobileNum: m }))}
                onError={setMessage}
                challenge={async () => ({ altcha: await pow.take() })}
              />
              <PasswordFields
                value={pw}
                onChange={(x) => {
                  setPw(x);
                  setErrors((s) => ({ ...s, newPassword: '', confirmNewPassword: '' }));
                }}
                errors={errors}
              />
            </>
          )}
          <ProofOfWorkField pow={pow} />
          <FormAlert message={message} />
          <Button type="submit" disabled={busy} className="mt-1 py-3" data-testid="forgot-submit">
            {t('auth.submitForgot')}
          </Button>
          <button type="button" className="text-sm text-muted hover:text-fg" onClick={() => open('login')}>
            {t('common.login')}
          </button>
        </form>
      )}
    </Modal>
  );
}
