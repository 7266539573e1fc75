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
export const saveGuest = (g: Guest) => localStorage.setItem(KEY, JSON.stringify(g));
export const forgetGuest = () => localStorage.removeItem(KEY);
