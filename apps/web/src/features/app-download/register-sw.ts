import { Workbox } from 'workbox-window';

const HOUR = 3_600_000;

/**
 * Registers the service worker the build generates (vite-plugin-pwa's /sw.js, registerType 'prompt'), fetched
 * after the page has loaded, never on the first paint's path. A new version waits: `onNeedRefresh` tells the
 * page, and the returned call lets it take over (the worker's SKIP_WAITING message) and reloads once it
 * controls the page. A single-page app seldom navigates, so it also looks for a new version every hour.
 */
export function startServiceWorker(onNeedRefresh: () => void): () => void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', onNeedRefresh);
  wb.register()
    .then((registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), HOUR);
    })
    // No worker (private mode, blocked by policy): the site works as before, only not installable.
    .catch(() => {});
  return () => {
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };
}
