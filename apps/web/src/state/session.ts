import { STORAGE_KEYS } from '@platform/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The session token lives in session storage (spec §4): it ends with the browser tab. Components
 * read it through useToken so the header and guards change the moment a login or logout happens.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const read = () => sessionStorage.getItem(STORAGE_KEYS.token);

export const hasToken = () => Boolean(read());
export const useToken = () => useSyncExternalStore(subscribe, read, () => null);

/** `firstTimeLogin` marks the session so the first-login popups (execution F) show instead of A. */
export function startSession(token: string, firstTimeLogin = false) {
  sessionStorage.setItem(STORAGE_KEYS.token, token);
  if (firstTimeLogin) sessionStorage.setItem(STORAGE_KEYS.firstLogin, '1');
  else sessionStorage.removeItem(STORAGE_KEYS.firstLogin);
  notify();
}
export const isFirstLogin = () => sessionStorage.getItem(STORAGE_KEYS.firstLogin) === '1';

/** Logout (spec §4): session storage is cleared except the merchant code. */
export function endSession() {
  const merchant = sessionStorage.getItem(STORAGE_KEYS.merchantCode);
  sessionStorage.clear();
  if (merchant !== null) sessionStorage.setItem(STORAGE_KEYS.merchantCode, merchant);
  notify();
}
