import type { LaunchGameBody, LaunchResult } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLaunch } from '../../api/games';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { GamePopup, type PopupVendor } from './GamePopup';
import { MaintenanceDialog, type MaintenanceInfo } from './MaintenanceDialog';

/**
 * Starting a vendor tile (game centers, the header dropdown): launch, then do what the server
 * answers (spec §2 routing): a route of this site, the vendor's game popup, the game window, or a
 * maintenance notice with suggestions. `dialogs` must be rendered by the caller.
 */
export function useLaunchFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const launch = useLaunch();
  const [popup, setPopup] = useState<PopupVendor | null>(null);
  const [maintenance, setMaintenance] = useState<MaintenanceInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  const follow = (result: LaunchResult, vendorName?: string) => {
    if (result.kind === 'route') navigate(result.path);
    else if (result.kind === 'popup') setPopup({ vassalage: result.vassalage, name: vendorName });
    else if (result.kind === 'maintenance') setMaintenance(result);
    else if (result.nodeId !== null) navigate(`/seamless?nodeId=${result.nodeId}${result.trial ? '&trial=1' : ''}`);
    // A vendor lobby has no node: the window launches it again by vendor code.
    else navigate(`/seamless?vassalage=${encodeURIComponent(result.vassalage)}`);
  };

  const start = (body: LaunchGameBody, vendorName?: string) =>
    launch.mutate(body, {
      onSuccess: (r) => follow(r, vendorName),
      onError: (e) => setError(e.message),
    });

  const dialogs = (
    <>
      <GamePopup vendor={popup} onClose={() => setPopup(null)} />
      <MaintenanceDialog info={maintenance} onClose={() => setMaintenance(null)} />
      <ConfirmDialog
        open={Boolean(error)}
        title={t('games.launchFailed')}
        message={error ?? ''}
        onConfirm={() => setError(null)}
        onCancel={() => setError(null)}
        cancellable={false}
        testId="launch-error"
      />
    </>
  );
  return { start, follow, openPopup: setPopup, dialogs, pending: launch.isPending };
}
