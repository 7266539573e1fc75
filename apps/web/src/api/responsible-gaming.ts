import {
  type RgExclusionBody,
  type RgLimitKind,
  type RgPeriod,
  type RgRealityCheckBody,
  type RgState,
  type RgTimeoutBody,
  ROUTES,
} from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { call } from './client';
import { endingOwnSession } from './realtime';

export const rgKeys = { all: ['rg'] as const };

/** The member's limits (in force, waiting, used), the block in force and the reality check interval. */
export function useRgState(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...rgKeys.all, token],
    queryFn: () => call(ROUTES.rgState),
    enabled: Boolean(token) && enabled,
    retry: false,
  });
}

/** Limit and reality-check changes answer the whole new state, which replaces the cached one. */
export function useRgChange() {
  const qc = useQueryClient();
  const token = useToken();
  const put = (s: RgState) => qc.setQueryData([...rgKeys.all, token], s);
  return {
    setLimit: useMutation({
      mutationFn: (b: { kind: RgLimitKind; period: RgPeriod; amount: string }) => call(ROUTES.rgLimits, { body: b }),
      onSuccess: put,
    }),
    removeLimit: useMutation({
      mutationFn: (b: { kind: RgLimitKind; period: RgPeriod }) => call(ROUTES.rgLimit, { params: b }),
      onSuccess: put,
    }),
    realityCheck: useMutation({
      mutationFn: (minutes: RgRealityCheckBody['minutes']) => call(ROUTES.rgRealityCheck, { body: { minutes } }),
      onSuccess: put,
    }),
  };
}

/** A time-out or self-exclusion: the server ends every session of the member in the same step. */
export const startTimeout = (b: RgTimeoutBody) => endingOwnSession(call(ROUTES.rgTimeout, { body: b }));
export const startExclusion = (b: RgExclusionBody) => endingOwnSession(call(ROUTES.rgExclusion, { body: b }));

/** The reality check's summary: rounds, staked, won and net since the game window opened. */
export const sessionSince = (since: string) => call(ROUTES.rgSession, { query: { since } });
