import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM library). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

// Chromium offers installation once, soon after load, whatever page is open: kept here (this module is part
// of the first load, a few lines) so the lite app page can offer it later with its own Install button.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    changed();
  });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
type InstallState = 'available' | 'installed' | 'unavailable';
const state = (): InstallState => (installed ? 'installed' : deferred ? 'available' : 'unavailable');

/** Whether this browser offered installation (Chromium, Android), and the call that shows its dialog. */
export function useInstallPrompt() {
  const s = useSyncExternalStore(subscribe, state, () => 'unavailable' as const);
  const install = async () => {
    const e = deferred;
    if (!e) return;
    await e.prompt();
    const choice = await e.userChoice;
    deferred = null;
    if (choice.outcome === 'accepted') installed = true;
    changed();
  };
  return { state: s, install };
}

/** Running as the installed app (opened from the home screen). */
export const isStandalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true);
