import {
  checkFieldRule,
  type RegisterField,
  type RegisterFieldRule,
  type RegisterMobileBody,
  type RegisterUsernameBody,
  ROUTES,
} from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetAccount } from '../../api/account';
import { type ApiError, call } from '../../api/client';
import { useRegisterSettings } from '../../api/system';
import { useModals } from '../../app/modals';
import { startSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../layout/brand';
import { CaptchaField } from './CaptchaField';
import { AuthLinks, FormAlert } from './FormParts';
import { useMobileRules } from './mobile';
import { ProofOfWorkField, useProofOfWork } from './ProofOfWork';
import { SmsCodeField } from './SmsCodeField';
import { Tabs } from './Tabs';
import { TextField } from './TextField';

type Mode = 'username' | 'mobile';
/** Fields each mode always shows; other enabled fields from the brand's rules follow them. */
const CORE: Record<Mode, RegisterField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'verificationCode'],
};
const SPECIAL: RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
];
const SECRET: RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

/**
 * Registration driven by the brand's field rules (spec §5): which fields show, which are required,
 * and the pattern message, checked here with the same function the server uses.
 */
export function RegisterModal() {
  const { t } = useTranslation();
  const brand = useBrand();
  const settings = useRegisterSettings();
  const { modal, open, close } = useModals();
  const canUsername = brand.flags.USERNAMEREG3;
  const canMobile = brand.flags.MOBILENUMREG3 || brand.flags.MOBILENUMPASSREG3;
  const [mode, setMode] = useState<Mode>(canUsername ? 'username' : 'mobile');
  // An agent's invitation link (/register?affiliateCode=CODE) fills in its code.
  const [v, setV] = useState<Partial<Record<RegisterField, string>>>(() => {
    const code = new URLSearchParams(window.location.search).get('affiliateCode');
    return code ? { affiliateCode: code } : {};
  });
  const [captchaId, setCaptchaId] = useState('');
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [invitationError, setInvitationError] = useState(false);
  const pow = useProofOfWork();

  // Spec §2: the referral code comes from the invite link's ?referralCode and is recorded as given.
  const [referralCode] = useState(() => new URLSearchParams(window.location.search).get('referralCode') ?? undefined);
  const navigate = useNavigate();
  const reset = useResetAccount();

  const rules = settings.data?.fields ?? [];
  const mobile = useMobileRules();
  const dialing = mobile.dialing;
  const rule = (f: RegisterField) => rules.find((r) => r.field === f);
  // Mobile tab: number and SMS code (MOBILENUMREG3), or, when only mobile+password registration is
  // on, number and password (the code only under REGMOBVERF3); username tab: number and code too
  // when REGMOBVERF3 is on.
  const mobileWithPassword = mode === 'mobile' && !brand.flags.MOBILENUMREG3 && brand.flags.MOBILENUMPASSREG3;
  const core: RegisterField[] =
    mode === 'username'
      ? [...CORE.username, ...(brand.flags.REGMOBVERF3 ? (['mobileNum', 'verificationCode'] as RegisterField[]) : [])]
      : mobileWithPassword
        ? [
            'mobileNum',
            ...(brand.flags.REGMOBVERF3 ? (['verificationCode'] as RegisterField[]) : []),
            'password',
            'confirmPassword',
          ]
        : CORE.mobile;
  const extra = rules.filter((r) => r.enabled && !SPECIAL.includes(r.field));
  const shown: RegisterFieldRule[] = [...core.map(rule).filter((r): r is RegisterFieldRule => Boolean(r)), ...extra];
  // Editing a field clears its error: a stale message next to a corrected value misleads.
  const set = (f: RegisterField) => (value: string) => {
    setV((s) => ({ ...s, [f]: value }));
    setErrors((e) => ({ ...e, [f]: '' }));
  };
  const label = (f: RegisterField) => t(`auth.fields.${f}`);
  const isRequired = (r: RegisterFieldRule) => r.required || core.includes(r.field);

  function validate(): boolean {
    const e: Record<string, string> = {};
    for (const r of shown) {
      const failed =
        r.field === 'mobileNum' && v.mobileNum
          ? mobile.valid(v.mobileNum)
            ? null
            : 'mobile'
          : checkFieldRule({ ...r, required: isRequired(r) }, v[r.field]);
      if (failed === 'required') e[r.field] = t('common.required');
      else if (failed === 'mobile') e[r.field] = t('auth.mobileInvalid');
      else if (failed) e[r.field] = r.message;
    }
    if (v.password && v.confirmPassword !== undefined && v.confirmPassword !== v.password)
      e.confirmPassword = t('auth.confirmMismatch');
    const captcha = rule('captcha');
    if (captcha?.enabled && !v.captcha) e.captcha = t('common.required');
    if (!age) e.age = t('auth.ageError', { age: settings.data?.ageGate ?? 18 });
    if (!terms) e.terms = t('auth.termsError');
    setErrors(e);
    return Object.keys(e).length === 0;
  }

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!validate()) return;
    setBusy(true);
    setMessage('');
    try {
      // Spec §4: an invitation code is checked first; an unknown one stops here with its own dialog.
      if (v.affiliateCode) {
        try {
          await call(ROUTES.affiliateCheck, { query: { affiliateCode: v.affiliateCode } });
        } catch (err) {
          const e = err as ApiError;
          if (e.code !== 'AFFILIATE_INVALID') throw err;
          setInvitationError(true);
          setErrors((x) => ({ ...x, affiliateCode: e.message }));
          return;
        }
      }
      const result = await call(mode === 'username' ? ROUTES.register : ROUTES.registerMobile, {
        body: {
          ...v,
          ...(mode === 'mobile' ? { mode: mobileWithPassword ? 'mobilePassword' : 'mobile' } : {}),
          referralCode,
          ageConfirmed: age,
          termsAccepted: terms,
          captchaId,
          altcha: await pow.take(),
          registerMethod: 'WEB',
          login: true,
          domain: window.location.hostname,
          registerUrl: window.location.href,
          countryDialingCode: settings.data?.countryDialingCode,
          // validate() above checked the fields this mode requires; the server checks them again.
        } as RegisterUsernameBody & RegisterMobileBody,
      });
      startSession(result.token, result.firstTimeLogin);
      reset();
      setV({});
      close();
      navigate('/');
    } catch (err) {
      const error = err as ApiError;
      setMessage(error.message);
      setErrors(error.byField);
    } finally {
      setBusy(false);
    }
  };

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
              label={label(r.field)}
              value={v.verificationCode ?? ''}
              onChange={set('verificationCode')}
              error={errors.verificationCode}
              maxLength={r.maxLength}
              route={ROUTES.smsRegister}
              mobileNum={v.mobileNum ?? ''}
              dialingCode={dialing}
              validate={() => {
                const bad = !mobile.valid(v.mobileNum ?? '');
                setErrors((s) => ({ ...s, mobileNum: bad ? t('auth.mobileInvalid') : '' }));
                return !bad;
              }}
              challenge={async () => ({
                altcha: await pow.take(),
                ...(v.captcha ? { captcha: v.captcha, captchaId } : {}),
              })}
              onError={setMessage}
            />
          ) : (
            <TextField
              key={r.field}
              label={label(r.field)}
              value={v[r.field] ?? ''}
              onChange={set(r.field)}
              error={errors[r.field]}
              hint={
                r.field === 'mobileNum'
                  ? t('auth.mobileHint', { digits: settings.data?.mobileDigits ?? r.maxLength })
                  : r.message
              }
              required={isRequired(r)}
              type={SECRET.includes(r.field) ? 'password' : 'text'}
              // A number may be typed with its trunk 0, spaces or dashes; the digits are checked, not the keystrokes.
              maxLength={r.field === 'mobileNum' ? 16 : r.maxLength}
              prefix={r.field === 'mobileNum' ? dialing : undefined}
              inputMode={r.patternId === 'DIGITS' ? 'numeric' : undefined}
            />
          ),
        )}
        {rule('captcha')?.enabled && (
          <CaptchaField value={v.captcha ?? ''} onChange={set('captcha')} onId={setCaptchaId} error={errors.captcha} />
        )}
        <label className="flex items-start gap-2 text-sm text-muted">
          <input
            type="checkbox"
            checked={age}
            onChange={(e) => {
              setAge(e.target.checked);
              setErrors((x) => ({ ...x, age: '' }));
            }}
            className="mt-0.5 accent-[var(--gold)]"
          />
          {t('auth.age', { age: settings.data?.ageGate ?? 18 })}
        </label>
        {errors.age && <p className="text-xs text-danger">{errors.age}</p>}
        <label className="flex items-start gap-2 text-sm text-muted">
          <input
            type="checkbox"
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              setErrors((x) => ({ ...x, terms: '' }));
            }}
            className="mt-0.5 accent-[var(--gold)]"
          />
          <span>
            {t('auth.termsPrefix')}{' '}
            <button
              type="button"
              className="font-semibold text-gold hover:underline"
              onClick={() => open('help', 'term')}
            >
              {t('auth.termsLink')}
            </button>
          </span>
        </label>
        {errors.terms && <p className="text-xs text-danger">{errors.terms}</p>}
        <ProofOfWorkField pow={pow} />
        <FormAlert message={message} />
        <Button type="submit" disabled={busy} className="mt-1 py-3">
          {t('auth.submitRegister')}
        </Button>
        <AuthLinks other="login" />
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
