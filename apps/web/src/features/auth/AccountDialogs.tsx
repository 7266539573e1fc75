import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, useResetAccount } from '../../api/account';
import { useModals } from '../../state/modals';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Logout with confirmation (spec §4): the call, the session storage cleared, back to /. */
export function LogoutDialog() {
  const { t } = useTranslation();
  const { modal, close } = useModals();
  const navigate = useNavigate();
  const reset = useResetAccount();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await logout().catch(() => undefined);
    reset();
    setBusy(false);
    close();
    navigate('/');
  };
  return (
    <ConfirmDialog
      open={modal === 'logout'}
      title={t('account.signOut')}
      message={t('account.signOutConfirm')}
      confirmLabel={t('account.signOut')}
      onConfirm={() => void confirm()}
      onCancel={close}
      busy={busy}
      testId="logout-dialog"
    />
  );
}

/** Spec §8: a trial account that tries to play is asked for a real account (key in_need_true_account). */
export function TrueAccountDialog() {
  const { t } = useTranslation();
  const { modal, close } = useModals();
  return (
    <ConfirmDialog
      open={modal === 'trueAccount'}
      title={t('account.trueAccountTitle')}
      message={t('account.in_need_true_account')}
      onConfirm={close}
      onCancel={close}
      cancellable={false}
      testId="true-account-dialog"
    />
  );
}
