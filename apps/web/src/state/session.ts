import { REMEMBER_ME_HOURS, STORAGE_KEYS } from '@platform/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The session token lives in session storage (spec §4): it ends with the browser tab. With remember
 * me (spec §9) it lives in local storage instead, with its end (`rememberUntil`, 24 hours: the
 * server's session ends then too), so it survives closing the browser. Components read it through
 * useToken so the header and guards change the moment a login or logout happens.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const REMEMBER_MS = REMEMBER_ME_HOURS * 3600_000;
function remembered(): string | null {
  const until = Number(localStorage.getItem(STORAGE_KEYS.rememberUntil));
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token && until > Date.now()) return token;
  if (token) forget();
  return null;
}
function forget() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.rememberUntil);
}
const read = () => sessionStorage.getItem(STORAGE_KEYS.token) ?? remembered();

/** The live token, wherever it is kept (the API client sends it). */
export const readToken = read;
export const hasToken = () => Boolean(read());
export const useToken = () => useSyncExternalStore(subscribe, read, () => null);

/** `firstTimeLogin` marks the session so the first-login popups (execution F) show instead of A. */
export function startSession(token: string, firstTimeLogin = false, remember = false) {
  if (remember) {
    sessionStorage.removeItem(STORAGE_KEYS.token);
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.rememberUntil, String(Date.now() + REMEMBER_MS));
  } else {
    forget();
    sessionStorage.setItem(STORAGE_KEYS.token, token);
  }
  if (firstTimeLogin) sessionStorage.setItem(STORAGE_KEYS.firstLogin, '1');
  else sessionStorage.removeItem(STORAGE_KEYS.firstLogin);
  notify();
}
export const isFirstLogin = () => sessionStorage.getItem(STORAGE_KEYS.firstLogin) === '1';

/** Logout (spec §4): session storage is cleared except the merchant code. */
export function endSession() {
  forget();
  const merchant = sessionStorage.getItem(STORAGE_KEYS.merchantCode);
  sessionStorage.clear();
  if (merchant !== null) sessionStorage.setItem(STORAGE_KEYS.merchantCode, merchant);
  notify();
}
