import { useSyncExternalStore } from 'react';

/**
 * The operator's session token (the back office at /ops, its chat console included). Kept apart from the member's session (another storage
 * key): the console's calls send it explicitly, so a member logged in on the same tab changes nothing.
 */
const KEY = 'ops.token';
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
const read = () => sessionStorage.getItem(KEY);
export const readOpsToken = read;

export const useOpsToken = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => null,
  );
export function startOpsSession(token: string) {
  sessionStorage.setItem(KEY, token);
  notify();
}
export function endOpsSession() {
  sessionStorage.removeItem(KEY);
  notify();
}
