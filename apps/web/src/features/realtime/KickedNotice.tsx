import type { KickReason } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Why this tab was signed out by the server (another tab's logout, a password change, a block...). */
export function KickedNotice({ reason, onClose }: { reason: KickReason; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      title={t('realtime.kicked.title')}
      message={t(`realtime.kicked.${reason}`)}
      confirmLabel={t('realtime.kicked.ok')}
      onConfirm={onClose}
      onCancel={onClose}
      cancellable={false}
      testId="kicked-notice"
    />
  );
}
