import { checkFieldRule, type LoginResult, type RegisterField, type RegisterFieldRule } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, api } from '../../api/client';
import { useRegisterSettings } from '../../api/system';
import { useModals } from '../../app/modals';
import { startSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../layout/brand';
import { CaptchaField } from './CaptchaField';
import { AuthLinks, FormAlert } from './FormParts';
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
  const [v, setV] = useState<Partial<Record<RegisterField, string>>>({});
  const [captchaId, setCaptchaId] = useState('');
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const referralCode = new URLSearchParams(window.location.search).get('referralCode');
    if (referralCode) setV((s) => ({ ...s, affiliateCode: s.affiliateCode ?? referralCode }));
  }, []);

  const rules = settings.data?.fields ?? [];
  const rule = (f: RegisterField) => rules.find((r) => r.field === f);
  const core = [
    ...CORE[mode],
    ...(mode === 'mobile' && brand.flags.MOBILENUMPASSREG3 ? (['password', 'confirmPassword'] as RegisterField[]) : []),
  ];
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
      const failed = checkFieldRule({ ...r, required: isRequired(r) }, v[r.field]);
      if (failed === 'required') e[r.field] = t('common.required');
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
      const path = mode === 'username' ? '/wps/member/register' : '/wps/member/register/mobile';
      const result = await api<LoginResult>(path, {
        method: 'PUT',
        sealed: true,
        body: {
          ...v,
          ageConfirmed: age,
          termsAccepted: terms,
          captchaId,
          registerMethod: 'WEB',
          login: true,
          domain: window.location.hostname,
          registerUrl: window.location.href,
          countryDialingCode: settings.data?.countryDialingCode,
        },
      });
      startSession(result.token);
      close();
    } catch (err) {
      const error = err as ApiError;
      setMessage(error.message);
      setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
    } finally {
      setBusy(false);
    }
  };

  const tabs: { id: Mode; label: string }[] = [];
  if (canUsername) tabs.push({ id: 'username', label: t('auth.tabUsername') });
  if (canMobile) tabs.push({ id: 'mobile', label: t('auth.tabMobile') });
  const dialing = settings.data?.countryDialingCode ?? '';

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
              path="/wps/verification/sms/register"
              mobileNum={v.mobileNum ?? ''}
              dialingCode={dialing}
              validate={() => {
                const mobile = rule('mobileNum');
                const bad = !mobile || checkFieldRule({ ...mobile, required: true }, v.mobileNum) !== null;
                setErrors((s) => ({ ...s, mobileNum: bad ? t('auth.mobileInvalid') : '' }));
                return !bad;
              }}
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
              maxLength={r.maxLength}
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
        <FormAlert message={message} />
        <Button type="submit" disabled={busy} className="mt-1 py-3">
          {t('auth.submitRegister')}
        </Button>
        <AuthLinks other="login" />
      </form>
    </Modal>
  );
}
