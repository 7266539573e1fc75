import { ROUTES } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { accountKeys } from './account';
import { call } from './client';

/** Under the account keys, so a login, logout or any account change drops it with the rest. */
export const profileKeys = { profile: [...accountKeys.all, 'profile'] as const };

/** The security center's profile: labels of spec §3, avatar, masked email and mobile. */
export function useProfile() {
  const token = useToken();
  return useQuery({
    queryKey: [...profileKeys.profile, token],
    queryFn: () => call(ROUTES.profile),
    enabled: Boolean(token),
    retry: false,
  });
}

/** After a change in the security center: the profile, member info and the header's avatar read again. */
export function useRefreshAccount() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: accountKeys.all });
}
