import { ROUTES } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useMobileRules } from './mobile';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';

/**
 * A member's mobile number and the SMS code sent to it (SMS login, recovery by phone). The number
 * is checked before a code is requested; a bad one is reported through onMobileError.
 */
export function MobileCodeFields({
  mobile,
  code,
  onMobile,
  onCode,
  errors,
  onMobileError,
  onError,
  challenge,
  onCaptchaRequired,
}: {
  mobile: string;
  code: string;
  onMobile: (v: string) => void;
  onCode: (v: string) => void;
  errors: { mobileNum?: string; code?: string };
  onMobileError: (message: string) => void;
  onError: (message: string) => void;
  challenge?: () => Record<string, string | undefined> | Promise<Record<string, string | undefined>>;
  onCaptchaRequired?: () => void;
}) {
  const { t } = useTranslation();
  const rules = useMobileRules();
  return (
    <>
      <TextField
        label={t('auth.mobile')}
        value={mobile}
        onChange={onMobile}
        error={errors.mobileNum}
        hint={t('auth.mobileHint', { digits: rules.digits })}
        required
        inputMode="tel"
        prefix={rules.dialing}
      />
      <SmsCodeField
        label={t('auth.smsCode')}
        value={code}
        onChange={onCode}
        error={errors.code}
        maxLength={6}
        route={ROUTES.smsNoLogin}
        mobileNum={mobile}
        dialingCode={rules.dialing}
        validate={() => {
          const ok = rules.valid(mobile);
          onMobileError(ok ? '' : t('auth.mobileInvalid'));
          return ok;
        }}
        onError={onError}
        challenge={challenge}
        onCaptchaRequired={onCaptchaRequired}
      />
    </>
  );
}
