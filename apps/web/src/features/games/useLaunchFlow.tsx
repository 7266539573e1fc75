import type { LaunchGameBody, LaunchResult } from '@platform/contracts';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLaunch } from '../../api/games';
import type { PopupVendor } from './GamePopup';
import type { MaintenanceInfo } from './MaintenanceDialog';

// The dialogs (and the game grid of the popup) are fetched the first time a launch needs one.
const LaunchDialogs = lazy(() => import('./LaunchDialogs').then((m) => ({ default: m.LaunchDialogs })));

/**
 * Starting a vendor tile (game centers, the header dropdown): launch, then do what the server
 * answers (spec §2 routing): a route of this site, the vendor's game popup, the game window, or a
 * maintenance notice with suggestions. `dialogs` must be rendered by the caller.
 */
export function useLaunchFlow() {
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

  // Mounted from the first dialog on and kept, so a closing dialog still animates out.
  const [shown, setShown] = useState(false);
  if (!shown && (popup || maintenance || error)) setShown(true);
  const dialogs = shown && (
    <Suspense fallback={null}>
      <LaunchDialogs
        popup={popup}
        maintenance={maintenance}
        error={error}
        onClosePopup={() => setPopup(null)}
        onCloseMaintenance={() => setMaintenance(null)}
        onCloseError={() => setError(null)}
      />
    </Suspense>
  );
  return { start, follow, openPopup: setPopup, dialogs, pending: launch.isPending };
}
