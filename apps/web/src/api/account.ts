import { type LanguageCode, ROUTES } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endSession, useToken } from '../state/session';
import { ApiError, call } from './client';
import { endingOwnSessionNow, socketAsGuest } from './realtime';

export const accountKeys = {
  all: ['account'] as const,
  info: ['account', 'info'] as const,
  balance: ['account', 'balance'] as const,
};

/**
 * The logged-in member; a dead session (401) ends the local one too, so the header returns to guest,
 * unless this tab is ending it itself (a self-exclusion): then the answer's notice does it.
 */
export function useMemberInfo() {
  const token = useToken();
  return useQuery({
    queryKey: [...accountKeys.info, token],
    queryFn: async () => {
      try {
        return await call(ROUTES.memberInfo);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401 && !endingOwnSessionNow()) endSession();
        throw err;
      }
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: 60_000,
  });
}

export function useBalance() {
  const token = useToken();
  return useQuery({
    queryKey: [...accountKeys.balance, token],
    queryFn: () => call(ROUTES.balance),
    enabled: Boolean(token),
    retry: false,
    staleTime: 30_000,
  });
}

export function useIcon() {
  const token = useToken();
  return useQuery({
    queryKey: ['account', 'icon', token],
    queryFn: () => call(ROUTES.memberIcon),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Drops every cached account read; the next render loads them for the new session. */
export function useResetAccount() {
  const qc = useQueryClient();
  return () => qc.removeQueries({ queryKey: accountKeys.all });
}

export async function logout() {
  socketAsGuest();
  try {
    await call(ROUTES.logout);
  } finally {
    // Even if the server is unreachable the tab forgets the session.
    endSession();
  }
}

/** Tells the server the member's language, so messages sent to them use it; a failure only costs that. */
export const saveLanguage = (language: LanguageCode) =>
  call(ROUTES.memberLanguage, { body: { language } }).catch(() => undefined);
