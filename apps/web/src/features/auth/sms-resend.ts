/**
 * When an SMS code may be asked for again, per number and purpose: the popup that sent it may be
 * closed and opened again, or the page reloaded, and the countdown must go on from the same
 * instant rather than start over (the server would refuse a second send meanwhile anyway). Kept in
 * sessionStorage: the tab's own, gone with it, like the code itself is of no use after it.
 */
const KEY = 'sms-resend';

type Store = Record<string, number>;

function read(): Store {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

/** One entry per purpose (the route's path) and full number. */
export const smsKey = (path: string, dialingCode: string, mobileNum: string) => `${path} ${dialingCode}${mobileNum}`;

/** The instant (ms since the epoch) a code may be sent again to `key`; 0 when it may be now. */
export function resendAt(key: string, now = Date.now()): number {
  const at = read()[key] ?? 0;
  return at > now ? at : 0;
}

/** Records that a code was just sent to `key` and may be sent again at `at`; drops entries that are over. */
export function setResendAt(key: string, at: number, now = Date.now()) {
  const kept = Object.fromEntries(Object.entries(read()).filter(([, t]) => t > now));
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...kept, [key]: at }));
  } catch {
    // Storage refused (private mode, full): the countdown then lasts as long as the popup.
  }
}
