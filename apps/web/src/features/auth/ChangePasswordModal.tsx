import { changePasswordBody, ROUTES } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountKeys, useMemberInfo } from '../../api/account';
import { call } from '../../api/client';
import { useModals } from '../../state/modals';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { PasswordField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../layout/brand';
import { PasswordFields, useNewPasswordRule } from './PasswordFields';
import { requireFilled, SIX_DIGITS } from './rules';
import { SmsCodeField } from './SmsCodeField';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '', verificationCode: '' };

/**
 * Change password (spec §4): on success login info reloads, the popup closes and the member goes
 * to /. Opened 'forced' after a login with a default or expired password; then it cannot be dismissed.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const { modal, helpSection, close } = useModals();
  const forced = helpSection === 'forced';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const passwordRule = useNewPasswordRule();
  const brand = useBrand();
  const info = useMemberInfo().data;
  // CHNGPASSVERIF3: a member with a bound number also gives an SMS code sent to it.
  const needsCode = brand.flags.CHNGPASSVERIF3 && Boolean(info?.mobile);
  const form = useZodForm(
    changePasswordBody
      .superRefine(requireFilled('oldPassword'))
      .superRefine(passwordRule)
      .superRefine((v, ctx) => {
        if (needsCode && !SIX_DIGITS.test(v.verificationCode ?? ''))
          ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: t('auth.codeInvalid') });
      }),
    { defaultValues: EMPTY },
  );

  const submit = form.handleSubmit(async ({ verificationCode: code, ...pw }) => {
    try {
      await call(ROUTES.changePassword, {
        body: { ...pw, ...(needsCode ? { verificationCode: code } : {}) },
      });
      await qc.invalidateQueries({ queryKey: accountKeys.all });
      form.reset(EMPTY);
      close();
      navigate('/');
    } catch (err) {
      showServerError(form, err, { hidden: needsCode ? [] : ['verificationCode'] });
    }
  });

  return (
    <Modal
      open={modal === 'changePassword'}
      onClose={close}
      dismissible={!forced}
      title={t('auth.changeTitle')}
      testId="change-password-modal"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {forced && <p className="rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold">{t('auth.changeForced')}</p>}
        <PasswordField
          control={form.control}
          name="oldPassword"
          label={t('auth.oldPassword')}
          required
          autoComplete="current-password"
        />
        <PasswordFields control={form.control} />
        {needsCode && (
          <SmsCodeField
            control={form.control}
            name="verificationCode"
            label={`${t('auth.smsCode')} (${info?.mobile})`}
            route={ROUTES.smsMember}
            mobileNum=""
            dialingCode=""
            validate={() => true}
            onError={(message) => form.setError('root.server', { message })}
          />
        )}
        <SubmitFooter
          message={form.formState.errors.root?.server?.message}
          busy={form.formState.isSubmitting}
          label={t('auth.changeSubmit')}
          testId="change-password-submit"
        />
      </form>
    </Modal>
  );
}
