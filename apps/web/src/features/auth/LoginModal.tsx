import { type LoginResult } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../state/modals';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../layout/brand';
import { CaptchaField } from './CaptchaField';
import { AuthLinks, FormAlert } from './FormParts';
import { FreePlayButton } from './FreePlayButton';
import { MobileCodeFields } from './MobileCodeFields';
import { useMobileRules } from './mobile';
import { ProofOfWorkField } from './ProofOfWork';
import { Tabs } from './Tabs';
import { TextField } from './TextField';
import { useLoginFlow } from './useLoginFlow';
import { VerifyLoginStep } from './VerifyLoginStep';

type Mode = 'username' | 'sms';

/** Login by username and password, or by mobile and SMS code when the brand enables it. */
export function LoginModal() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { modal, open, close } = useModals();
  const mobile = useMobileRules();
  const [mode, setMode] = useState<Mode>('username');
  const [v, setV] = useState({ username: '', password: '', mobileNum: '', code: '', captcha: '' });
  const [captchaId, setCaptchaId] = useState('');
  const [smsCaptcha, setSmsCaptcha] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const flow = useLoginFlow((r: LoginResult) => {
    setV({ username: '', password: '', mobileNum: '', code: '', captcha: '' });
    // Spec §4: a default or expired password opens the change-password popup instead of closing.
    if (r.requirePasswordChange) open('changePassword', 'forced');
    else close();
  });
  // Editing a field clears its error: a stale message next to a corrected value misleads.
  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };

  const tabs: { id: Mode; label: string }[] = [{ id: 'username', label: t('auth.tabUsername') }];
  if (brand.flags.verificationCodeLogin) tabs.push({ id: 'sms', label: t('auth.tabSms') });
  const mobileOk = () => mobile.valid(v.mobileNum);
  const showCaptcha = mode === 'username' ? flow.captchaShown : smsCaptcha;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const need: Record<string, string> = {};
    const required = mode === 'username' ? (['username', 'password'] as const) : (['mobileNum', 'code'] as const);
    for (const k of required) if (!v[k].trim()) need[k] = t('common.required');
    if (mode === 'sms' && v.mobileNum && !mobileOk()) need.mobileNum = t('auth.mobileInvalid');
    if (mode === 'sms' && v.code && !/^\d{6}$/.test(v.code)) need.code = t('auth.codeInvalid');
    if (mode === 'username' && showCaptcha && !v.captcha) need.captcha = t('auth.captchaRequired');
    setErrors(need);
    if (Object.keys(need).length) return;
    const captcha = showCaptcha ? { captcha: v.captcha, captchaId } : {};
    void flow.login(
      mode === 'username'
        ? { type: 'username', username: v.username, password: v.password, ...captcha }
        : { type: 'sms', mobileNum: v.mobileNum, verificationCode: v.code, countryDialingCode: mobile.dialing },
    );
  };

  return (
    <Modal open={modal === 'login'} onClose={close} title={t('auth.loginTitle')} testId="login-modal">
      {flow.challenge ? (
        <VerifyLoginStep
          challenge={flow.challenge}
          message={flow.message}
          busy={flow.busy}
          onSubmit={(a) => void flow.verify(a)}
          onBack={flow.cancelChallenge}
        />
      ) : (
        <>
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
              <MobileCodeFields
                mobile={v.mobileNum}
                code={v.code}
                onMobile={set('mobileNum')}
                onCode={set('code')}
                errors={errors}
                onMobileError={(m) => setErrors((s) => ({ ...s, mobileNum: m }))}
                onError={flow.setMessage}
                challenge={async () => ({
                  altcha: await flow.pow.take(),
                  ...(smsCaptcha ? { captcha: v.captcha, captchaId } : {}),
                })}
                onCaptchaRequired={() => setSmsCaptcha(true)}
              />
            )}
            {showCaptcha && (
              <CaptchaField
                value={v.captcha}
                onChange={set('captcha')}
                onId={setCaptchaId}
                error={errors.captcha}
                reloadKey={flow.captchaReload}
              />
            )}
            {/* Solved in the background: free play, SMS codes and a login past failures each spend one. */}
            <ProofOfWorkField pow={flow.pow} />
            <FormAlert message={flow.message} />
            <Button type="submit" disabled={flow.busy} className="mt-1 py-3" data-testid="login-submit">
              {t('auth.submitLogin')}
            </Button>
            <AuthLinks other="register" />
            {brand.flags.freePlay && <FreePlayButton onError={flow.setMessage} pow={flow.pow} />}
          </form>
        </>
      )}
    </Modal>
  );
}
