import { ROUTES, resetByLinkBody } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetAccount } from '../../api/account';
import { call } from '../../api/client';
import { useModals } from '../../state/modals';
import { startSession } from '../../state/session';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { Modal } from '../../ui/Modal';
import { PasswordFields, useNewPasswordRule } from './PasswordFields';

/** The page behind the emailed reset link (/?resetToken=...): a new password, then logged in at /. */
export function ResetPasswordModal() {
  const { t } = useTranslation();
  const { modal, close } = useModals();
  const [params] = useSearchParams();
  const token = params.get('resetToken') ?? '';
  const navigate = useNavigate();
  const reset = useResetAccount();
  const passwordRule = useNewPasswordRule();
  // The token comes from the link, not the member: the form checks the two passwords.
  const form = useZodForm(resetByLinkBody.omit({ token: true }).superRefine(passwordRule), {
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const done = () => {
    close();
    navigate('/', { replace: true });
  };

  const submit = form.handleSubmit(async (pw) => {
    try {
      const r = await call(ROUTES.resetByLink, { body: { token, ...pw } });
      startSession(r.token, r.firstTimeLogin);
      reset();
      done();
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Modal open={modal === 'resetPassword'} onClose={done} title={t('auth.resetTitle')} testId="reset-password-modal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <PasswordFields control={form.control} />
        <SubmitFooter
          message={form.formState.errors.root?.server?.message}
          busy={form.formState.isSubmitting}
          label={t('auth.changeSubmit')}
        />
      </form>
    </Modal>
  );
}
