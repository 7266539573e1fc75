import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { GamePopup, type PopupVendor } from './GamePopup';
import { MaintenanceDialog, type MaintenanceInfo } from './MaintenanceDialog';

/** What a launch can answer besides a page change: the vendor's game popup, maintenance, a failure. */
export function LaunchDialogs({
  popup,
  maintenance,
  error,
  onClosePopup,
  onCloseMaintenance,
  onCloseError,
}: {
  popup: PopupVendor | null;
  maintenance: MaintenanceInfo | null;
  error: string | null;
  onClosePopup: () => void;
  onCloseMaintenance: () => void;
  onCloseError: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <GamePopup vendor={popup} onClose={onClosePopup} />
      <MaintenanceDialog info={maintenance} onClose={onCloseMaintenance} />
      <ConfirmDialog
        open={Boolean(error)}
        title={t('games.launchFailed')}
        message={error ?? ''}
        onConfirm={onCloseError}
        onCancel={onCloseError}
        cancellable={false}
        testId="launch-error"
      />
    </>
  );
}
