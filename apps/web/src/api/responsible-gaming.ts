import {
  API,
  type RgBlock,
  type RgExclusionBody,
  type RgLimitKind,
  type RgPeriod,
  type RgSession,
  type RgState,
  type RgTimeoutBody,
} from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { api } from './client';

export const rgKeys = { all: ['rg'] as const };

/** The member's limits (in force, waiting, used), the block in force and the reality check interval. */
export function useRgState(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...rgKeys.all, token],
    queryFn: () => api<RgState>(API.rgState),
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
      mutationFn: (b: { kind: RgLimitKind; period: RgPeriod; amount: string }) =>
        api<RgState>(API.rgLimits, { method: 'PUT', body: b }),
      onSuccess: put,
    }),
    removeLimit: useMutation({
      mutationFn: (b: { kind: RgLimitKind; period: RgPeriod }) =>
        api<RgState>(API.rgLimit.replace(':kind', b.kind).replace(':period', b.period), { method: 'DELETE' }),
      onSuccess: put,
    }),
    realityCheck: useMutation({
      mutationFn: (minutes: number) => api<RgState>(API.rgRealityCheck, { method: 'PUT', body: { minutes } }),
      onSuccess: put,
    }),
  };
}

/** A time-out or self-exclusion: the server ends every session of the member in the same step. */
export const startTimeout = (b: RgTimeoutBody) => api<RgBlock>(API.rgTimeout, { method: 'POST', body: b });
export const startExclusion = (b: RgExclusionBody) =>
  api<RgBlock>(API.rgExclusion, { method: 'POST', body: b, sealed: true });

/** The reality check's summary: rounds, staked, won and net since the game window opened. */
export const sessionSince = (since: string) => api<RgSession>(API.rgSession, { query: { since } });
