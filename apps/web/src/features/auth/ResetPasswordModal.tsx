import { ROUTES } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetAccount } from '../../api/account';
import { type ApiError, call } from '../../api/client';
import { useModals } from '../../app/modals';
import { startSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert } from './FormParts';
import { type NewPassword, PasswordFields, usePasswordCheck } from './PasswordFields';

/** The page behind the emailed reset link (/?resetToken=...): a new password, then logged in at /. */
export function ResetPasswordModal() {
  const { t } = useTranslation();
  const { modal, close } = useModals();
  const [params] = useSearchParams();
  const token = params.get('resetToken') ?? '';
  const navigate = useNavigate();
  const reset = useResetAccount();
  const check = usePasswordCheck();
  const [pw, setPw] = useState<NewPassword>({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const done = () => {
    close();
    navigate('/', { replace: true });
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = check(pw);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const r = await call(ROUTES.resetByLink, { body: { token, ...pw } });
      startSession(r.token, r.firstTimeLogin);
      reset();
      done();
    } catch (err) {
      const error = err as ApiError;
      setMessage(error.message);
      setErrors(error.byField);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={modal === 'resetPassword'} onClose={done} title={t('auth.resetTitle')} testId="reset-password-modal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <PasswordFields value={pw} onChange={setPw} errors={errors} />
        <FormAlert message={message} />
        <Button type="submit" disabled={busy} className="mt-1 py-3">
          {t('auth.changeSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
