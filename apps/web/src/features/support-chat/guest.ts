import { useSyncExternalStore } from 'react';

/** A guest's chat identity, kept for its 24 hours so a reload (or a new tab) continues the conversation. */
export type Guest = { token: string; name: string; expiresAt: string };
const KEY = 'chat.guest';

export function readGuest(): Guest | null {
  try {
    const g = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Guest | null;
    if (g && new Date(g.expiresAt).getTime() > Date.now()) return g;
  } catch {
    // unreadable: start again
  }
  localStorage.removeItem(KEY);
  return null;
}
// The realtime socket of a visitor says hello with the guest's token (its chat events ride it).
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
export const saveGuest = (g: Guest) => {
  localStorage.setItem(KEY, JSON.stringify(g));
  changed();
};
export const forgetGuest = () => {
  localStorage.removeItem(KEY);
  changed();
};
/** The guest's chat token while it is valid (null otherwise), re-read when it is saved or forgotten. */
export const useGuestToken = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => readGuest()?.token ?? null,
    () => null,
  );
