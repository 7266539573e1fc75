import {
  mobileWithPassword as isMobileWithPassword,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
  type RegisterMobileBody,
  type RegisterUsernameBody,
  ROUTES,
  registerFormFields,
} from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetAccount } from '../../api/account';
import { type ApiError, call } from '../../api/client';
import { useRegisterSettings } from '../../api/system';
import { useModals } from '../../state/modals';
import { startSession } from '../../state/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Checkbox } from '../../ui/form/Checkbox';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Spinner } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../layout/brand';
import { CaptchaField } from './CaptchaField';
import { AuthLinks } from './FormParts';
import { useMobileRules } from './mobile';
import { ProofOfWorkField, useProofOfWork } from './ProofOfWork';
import { emptyRegistration, filledOnly, type RegisterMode as Mode, registerSchema } from './registerForm';
import { SmsCodeField } from './SmsCodeField';
import { Tabs } from './Tabs';

const SECRET: RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

/**
 * Registration driven by the brand's field rules (spec §5): which fields show, which are required,
 * and the pattern message, checked here with the same function the server uses.
 */
export function RegisterModal() {
  const { t } = useTranslation();
  const brand = useBrand();
  const settings = useRegisterSettings();
  const { modal, open, close, returnTo } = useModals();
  const canUsername = brand.flags.USERNAMEREG3;
  const canMobile = brand.flags.MOBILENUMREG3 || brand.flags.MOBILENUMPASSREG3;
  const [mode, setModeState] = useState<Mode>(canUsername ? 'username' : 'mobile');
  const [captchaId, setCaptchaId] = useState('');
  const [invitationError, setInvitationError] = useState(false);
  const pow = useProofOfWork();

  // Spec §2: the referral code comes from the invite link's ?referralCode and is recorded as given.
  const [referralCode] = useState(() => new URLSearchParams(window.location.search).get('referralCode') ?? undefined);
  const navigate = useNavigate();
  const reset = useResetAccount();

  const rules = settings.data?.fields ?? [];
  const mobile = useMobileRules();
  const dialing = mobile.dialing;
  const ageGate = settings.data?.ageGate ?? 18;
  const rule = (f: RegisterField) => rules.find((r) => r.field === f);
  const mobileWithPassword = isMobileWithPassword(mode, brand.flags);
  const shown: RegisterFieldRule[] = registerFormFields(mode, brand.flags, rules);
  const label = (f: RegisterField) => t(`auth.fields.${f}`);
  const captchaOn = Boolean(rule('captcha')?.enabled);

  const form = useZodForm(
    registerSchema(mode, {
      shown,
      captcha: captchaOn,
      ageGate,
      validMobile: mobile.valid,
    }),
    { defaultValues: emptyRegistration(window.location.search) },
  );
  const setMode = (m: Mode) => {
    setModeState(m);
    form.clearErrors();
  };

  const submit = form.handleSubmit(async (v) => {
    try {
      // Spec §4: an invitation code is checked first; an unknown one stops here with its own dialog.
      if (v.affiliateCode) {
        try {
          await call(ROUTES.affiliateCheck, { query: { affiliateCode: v.affiliateCode } });
        } catch (err) {
          const e = err as ApiError;
          if (e.code !== 'AFFILIATE_INVALID') throw err;
          setInvitationError(true);
          form.setError('affiliateCode', { type: 'server', message: e.message });
          return;
        }
      }
      const result = await call(mode === 'username' ? ROUTES.register : ROUTES.registerMobile, {
        body: {
          ...filledOnly(v),
          ...(mode === 'mobile' ? { mode: mobileWithPassword ? 'mobilePassword' : 'mobile' } : {}),
          referralCode,
          captchaId,
          altcha: await pow.take(),
          registerMethod: 'WEB',
          login: true,
          domain: window.location.hostname,
          registerUrl: window.location.href,
          countryDialingCode: settings.data?.countryDialingCode,
          // The form's schema checked the fields this mode requires; the server checks them again.
        } as RegisterUsernameBody & RegisterMobileBody,
      });
      startSession(result.token, result.firstTimeLogin);
      reset();
      form.reset(emptyRegistration(''));
      close();
      // Spec §4 goes home after registering; a guest a guard sent here goes back to that page (close).
      if (!returnTo) navigate('/');
    } catch (err) {
      // The form holds every field of both tabs; one off screen (an invitation link's code with the
      // field turned off, say) keeps its message in the alert.
      const onScreen = new Set<string>([...shown.map((r) => r.field), ...(captchaOn ? ['captcha'] : [])]);
      showServerError(form, err, { hidden: REGISTER_FIELDS.filter((f) => !onScreen.has(f)) });
    }
  });

  const tabs: { id: Mode; label: string }[] = [];
  if (canUsername) tabs.push({ id: 'username', label: t('auth.tabUsername') });
  if (canMobile) tabs.push({ id: 'mobile', label: t('auth.tabMobile') });

  return (
    <Modal open={modal === 'register'} onClose={close} title={t('auth.registerTitle')} testId="register-modal">
      <Tabs tabs={tabs} value={mode} onChange={setMode} />
      {settings.isPending && <Spinner />}
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        {shown.map((r) =>
          r.field === 'verificationCode' ? (
            <SmsCodeField
              key={r.field}
              control={form.control}
              name="verificationCode"
              label={label(r.field)}
              maxLength={r.maxLength}
              route={ROUTES.smsRegister}
              mobileNum={form.watch('mobileNum')}
              dialingCode={dialing}
              validate={() => form.trigger('mobileNum')}
              challenge={async () => {
                const captcha = form.getValues('captcha');
                return { altcha: await pow.take(), ...(captcha ? { captcha, captchaId } : {}) };
              }}
              onError={(message) => form.setError('root.server', { message })}
            />
          ) : (
            <TextField
              key={r.field}
              control={form.control}
              name={r.field}
              label={label(r.field)}
              hint={
                r.field === 'mobileNum'
                  ? t('auth.mobileHint', { digits: settings.data?.mobileDigits ?? r.maxLength })
                  : r.message
              }
              required={r.required}
              type={SECRET.includes(r.field) ? 'password' : 'text'}
              // A number may be typed with its trunk 0, spaces or dashes; the digits are checked, not the keystrokes.
              maxLength={r.field === 'mobileNum' ? 16 : r.maxLength}
              prefix={r.field === 'mobileNum' ? dialing : undefined}
              inputMode={r.patternId === 'DIGITS' ? 'numeric' : undefined}
            />
          ),
        )}
        {captchaOn && <CaptchaField control={form.control} name="captcha" onId={setCaptchaId} />}
        <Checkbox control={form.control} name="ageConfirmed" testId="register-age">
          {t('auth.age', { age: ageGate })}
        </Checkbox>
        <Checkbox control={form.control} name="termsAccepted" testId="register-terms">
          {t('auth.termsPrefix')}{' '}
          <button
            type="button"
            className="font-semibold text-gold hover:underline"
            onClick={() => open('help', 'term')}
          >
            {t('auth.termsLink')}
          </button>
        </Checkbox>
        <ProofOfWorkField pow={pow} />
        <SubmitFooter
          message={form.formState.errors.root?.server?.message}
          busy={form.formState.isSubmitting}
          label={t('auth.submitRegister')}
          testId="register-submit"
        >
          <AuthLinks other="login" />
        </SubmitFooter>
      </form>
      <ConfirmDialog
        open={invitationError}
        title={t('auth.fields.affiliateCode')}
        message={t('auth.in_increase_error')}
        confirmLabel={t('auth.in_increase_submit')}
        onConfirm={() => setInvitationError(false)}
        onCancel={() => setInvitationError(false)}
        cancellable={false}
        testId="invitation-error"
      />
    </Modal>
  );
}
