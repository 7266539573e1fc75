import { ROUTES } from '@platform/contracts';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form/TextField';
import { useMobileRules } from './mobile';
import { SmsCodeField } from './SmsCodeField';

type MobileAndCode = { mobileNum: string; verificationCode: string };

/**
 * A member's mobile number and the SMS code sent to it (SMS login, recovery by phone), as fields
 * `mobileNum` and `verificationCode` of the caller's form. The number is checked (`checkMobile`, the form's
 * own rule for it) before a code is requested.
 */
export function MobileCodeFields<T extends FieldValues & Partial<MobileAndCode>, Out = T>({
  control,
  checkMobile,
  onError,
  challenge,
  onCaptchaRequired,
}: {
  control: Control<T, unknown, Out>;
  checkMobile: () => Promise<boolean>;
  onError: (message: string) => void;
  challenge?: () => Record<string, string | undefined> | Promise<Record<string, string | undefined>>;
  onCaptchaRequired?: () => void;
}) {
  const { t } = useTranslation();
  const rules = useMobileRules();
  const mobile = useWatch({ control, name: 'mobileNum' as FieldPath<T> }) as string | undefined;
  return (
    <>
      <TextField
        control={control}
        name={'mobileNum' as FieldPath<T>}
        label={t('auth.mobile')}
        hint={t('auth.mobileHint', { digits: rules.digits })}
        required
        inputMode="tel"
        prefix={rules.dialing}
      />
      <SmsCodeField
        control={control}
        name={'verificationCode' as FieldPath<T>}
        label={t('auth.smsCode')}
        maxLength={6}
        route={ROUTES.smsNoLogin}
        mobileNum={mobile ?? ''}
        dialingCode={rules.dialing}
        validate={checkMobile}
        onError={onError}
        challenge={challenge}
        onCaptchaRequired={onCaptchaRequired}
      />
    </>
  );
}
