import { type LoginResult, loginBody } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../state/modals';
import { Checkbox } from '../../ui/form/Checkbox';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showFieldErrors } from '../../ui/form/serverErrors';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../layout/brand';
import { CaptchaField } from './CaptchaField';
import { AuthLinks } from './FormParts';
import { FreePlayButton } from './FreePlayButton';
import { MobileCodeFields } from './MobileCodeFields';
import { useMobileRules } from './mobile';
import { ProofOfWorkField } from './ProofOfWork';
import { SIX_DIGITS } from './rules';
import { Tabs } from './Tabs';
import { useLoginFlow } from './useLoginFlow';
import { VerifyLoginStep } from './VerifyLoginStep';

type Mode = 'username' | 'sms';
const EMPTY = {
  type: 'username' as Mode,
  username: '',
  password: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  remember: false,
};

/** Login by username and password, or by mobile and SMS code when the brand enables it. */
export function LoginModal() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { modal, open, close, helpSection } = useModals();
  const mobile = useMobileRules();
  const [captchaId, setCaptchaId] = useState('');
  const [smsCaptcha, setSmsCaptcha] = useState(false);
  const flow = useLoginFlow(
    (r: LoginResult) => {
      form.reset(EMPTY);
      // Spec §4: a default or expired password opens the change-password popup instead of closing.
      if (r.requirePasswordChange) open('changePassword', 'forced');
      else close();
    },
    (e) => showFieldErrors(form, e),
  );
  const [mode, setModeState] = useState<Mode>('username');
  const showCaptcha = mode === 'username' ? flow.captchaShown : smsCaptcha;
  // The contract's login body (username and password, or number and code, required by type),
  // plus what the form knows beyond it: the brand's mobile numbers, six-digit codes, the captcha once asked.
  const schema = loginBody.superRefine((v, ctx) => {
    if (v.type !== 'sms') {
      if (showCaptcha && !v.captcha)
        ctx.addIssue({ code: 'custom', path: ['captcha'], message: t('auth.captchaRequired') });
      return;
    }
    mobile.refine(v, ctx);
    if (v.verificationCode && !SIX_DIGITS.test(v.verificationCode))
      ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: t('auth.codeInvalid') });
  });
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const setMode = (m: Mode) => {
    setModeState(m);
    form.setValue('type', m);
    form.clearErrors();
  };

  const tabs: { id: Mode; label: string }[] = [{ id: 'username', label: t('auth.tabUsername') }];
  if (brand.flags.verificationCodeLogin) tabs.push({ id: 'sms', label: t('auth.tabSms') });

  const submit = form.handleSubmit((v) => {
    const captcha = showCaptcha ? { captcha: v.captcha, captchaId } : {};
    const remember = v.remember === true;
    return flow.login(
      mode === 'username'
        ? { type: 'username', username: v.username, password: v.password, remember, ...captcha }
        : {
            type: 'sms',
            mobileNum: v.mobileNum,
            verificationCode: v.verificationCode,
            countryDialingCode: mobile.dialing,
            remember,
          },
    );
  });

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
          {helpSection === 'notLoggedIn' && (
            <p data-testid="login-reason" className="mb-3 text-sm text-muted">
              {t('auth.notLoggedIn')}
            </p>
          )}
          <Tabs tabs={tabs} value={mode} onChange={setMode} />
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            {mode === 'username' ? (
              <>
                <TextField
                  control={form.control}
                  name="username"
                  label={t('auth.username')}
                  required
                  autoComplete="username"
                />
                <PasswordField
                  control={form.control}
                  name="password"
                  label={t('auth.password')}
                  required
                  autoComplete="current-password"
                />
              </>
            ) : (
              <MobileCodeFields
                control={form.control}
                checkMobile={() => form.trigger('mobileNum')}
                onError={flow.setMessage}
                challenge={async () => ({
                  altcha: await flow.pow.take(),
                  ...(smsCaptcha ? { captcha: form.getValues('captcha'), captchaId } : {}),
                })}
                onCaptchaRequired={() => setSmsCaptcha(true)}
              />
            )}
            {showCaptcha && (
              <CaptchaField control={form.control} name="captcha" onId={setCaptchaId} reloadKey={flow.captchaReload} />
            )}
            {/* Spec §9: a remembered login lasts 24 hours, the browser closed or not. */}
            <Checkbox control={form.control} name="remember" testId="login-remember">
              {t('security.rememberMe')}
            </Checkbox>
            {/* Solved in the background: free play, SMS codes and a login past failures each spend one. */}
            <ProofOfWorkField pow={flow.pow} />
            <SubmitFooter
              message={flow.message}
              busy={flow.busy || form.formState.isSubmitting}
              label={t('auth.submitLogin')}
              testId="login-submit"
            >
              <AuthLinks other="register" />
              {brand.flags.freePlay && <FreePlayButton onError={flow.setMessage} pow={flow.pow} />}
            </SubmitFooter>
          </form>
        </>
      )}
    </Modal>
  );
}
