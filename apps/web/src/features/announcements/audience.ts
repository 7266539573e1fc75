import { STORAGE_KEYS } from '@platform/contracts';
import { isFirstLogin } from '../../state/session';

export type Audience = 'A' | 'B' | 'F';

/** Visitors get execution B, members A, and a member's first login F (spec §2, §4). */
export const audienceOf = (token: string | null): Audience => (!token ? 'B' : isFirstLogin() ? 'F' : 'A');

/** Audiences whose popups were closed in this tab (spec §2: once per session unless closed). */
export const closedSet = () =>
  new Set((sessionStorage.getItem(STORAGE_KEYS.popupClosed) ?? '').split(',').filter(Boolean));
