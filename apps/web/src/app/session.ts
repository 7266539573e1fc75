import { STORAGE_KEYS } from '@platform/contracts';

/** The session token lives in session storage (spec §4): it ends with the browser tab. */
export const hasToken = () => Boolean(sessionStorage.getItem(STORAGE_KEYS.token));

/** Keeps the token for this tab; the logged-in header and member info come with the accounts work. */
export const startSession = (token: string) => sessionStorage.setItem(STORAGE_KEYS.token, token);
