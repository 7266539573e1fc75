import { checkFieldRule } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../api/system';
import { TextField } from './TextField';

export type NewPassword = { newPassword: string; confirmNewPassword: string };

/** New password and its confirmation, with the brand's password rule as the hint and the check. */
export function PasswordFields({
  value,
  onChange,
  errors,
}: {
  value: NewPassword;
  onChange: (v: NewPassword) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const rule = useRegisterSettings().data?.fields.find((f) => f.field === 'password');
  return (
    <>
      <TextField
        label={t('auth.newPassword')}
        type="password"
        value={value.newPassword}
        onChange={(x) => onChange({ ...value, newPassword: x })}
        error={errors.newPassword}
        hint={rule?.message}
        required
        autoComplete="new-password"
      />
      <TextField
        label={t('auth.confirmNewPassword')}
        type="password"
        value={value.confirmNewPassword}
        onChange={(x) => onChange({ ...value, confirmNewPassword: x })}
        error={errors.confirmNewPassword}
        required
        autoComplete="new-password"
      />
    </>
  );
}

/** The form-side check of PasswordFields (the server checks the same again). */
export function usePasswordCheck() {
  const { t } = useTranslation();
  const rule = useRegisterSettings().data?.fields.find((f) => f.field === 'password');
  return (v: NewPassword): Record<string, string> => {
    const e: Record<string, string> = {};
    const failed = rule ? checkFieldRule({ ...rule, enabled: true, required: true }, v.newPassword) : null;
    if (!v.newPassword) e.newPassword = t('common.required');
    else if (failed) e.newPassword = rule?.message ?? '';
    if (!v.confirmNewPassword) e.confirmNewPassword = t('common.required');
    else if (v.confirmNewPassword !== v.newPassword) e.confirmNewPassword = t('auth.confirmMismatch');
    return e;
  };
}
