import { STORAGE_KEYS } from '@platform/contracts';

/** The session token lives in session storage (spec §4): it ends with the browser tab. */
export const hasToken = () => Boolean(sessionStorage.getItem(STORAGE_KEYS.token));
