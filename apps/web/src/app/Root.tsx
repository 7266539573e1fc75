import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSystemStatus, useWhitelabel } from '../api/system';
import { RealtimeBridge } from '../features/realtime/RealtimeBridge';
import { LoadFailed } from '../features/system/LoadFailed';
import { MaintenancePage } from '../features/system/MaintenancePage';
import { RegionPage } from '../features/system/RegionPage';
import { Loader } from '../ui/Loader';

/**
 * Everything starts here: the system status decides whether the site shows at all (1 maintenance,
 * 2 region-restricted replace it); a route change scrolls to the top.
 */
export function Root() {
  const status = useSystemStatus();
  const brand = useWhitelabel();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger; a route change scrolls to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (brand.data) document.title = brand.data.brandName;
  }, [brand.data]);

  // The realtime socket runs whatever shows, maintenance page included (its end is an event too).
  return (
    <>
      <RealtimeBridge />
      {page()}
    </>
  );

  function page() {
    if (status.isPending || brand.isPending) return <Loader />;
    if (status.isError || brand.isError)
      return <LoadFailed onRetry={() => void Promise.all([status.refetch(), brand.refetch()])} />;
    if (status.data.status === 1) return <MaintenancePage status={status.data} brand={brand.data} />;
    if (status.data.status === 2) return <RegionPage status={status.data} brand={brand.data} />;
    return (
      <Suspense fallback={<Loader />}>
        <Outlet />
      </Suspense>
    );
  }
}
