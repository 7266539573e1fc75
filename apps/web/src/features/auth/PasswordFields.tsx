import { checkFieldRule } from '@platform/contracts';
import i18n from 'i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useRegisterSettings } from '../../api/system';
import { PasswordField } from '../../ui/form/TextField';

export type NewPassword = { newPassword: string; confirmNewPassword: string };

/** New password and its confirmation, with the brand's password rule as the hint. */
export function PasswordFields<T extends FieldValues & Partial<NewPassword>, Out = T>({
  control,
}: {
  control: Control<T, unknown, Out>;
}) {
  const { t } = useTranslation();
  const rule = useRegisterSettings().data?.fields.find((f) => f.field === 'password');
  return (
    <>
      <PasswordField
        control={control}
        name={'newPassword' as FieldPath<T>}
        label={t('auth.newPassword')}
        hint={rule?.message}
        required
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={'confirmNewPassword' as FieldPath<T>}
        label={t('auth.confirmNewPassword')}
        required
        autoComplete="new-password"
      />
    </>
  );
}

/**
 * What the contracts' password bodies leave to the brand: the new password is required and
 * follows the brand's password rule (the same checkFieldRule the server runs), and the
 * confirmation matches. Added to a contract schema with superRefine.
 */
export function useNewPasswordRule() {
  const rule = useRegisterSettings().data?.fields.find((f) => f.field === 'password');
  return (v: Partial<NewPassword>, ctx: z.RefinementCtx) => {
    const failed = rule ? checkFieldRule({ ...rule, enabled: true, required: true }, v.newPassword) : null;
    if (!v.newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: i18n.t('common.required') });
    else if (failed) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: rule?.message ?? '' });
    if (!v.confirmNewPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: i18n.t('common.required') });
    else if (v.confirmNewPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: i18n.t('auth.confirmMismatch') });
  };
}
