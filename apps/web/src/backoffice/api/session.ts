import {
  type OperatorLoginBody,
  type OperatorLoginResult,
  type OperatorMe,
  type OperatorPermission,
  ROUTES,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { endOpsSession, startOpsSession, useOpsToken } from '../../state/ops-session';
import { opsCall } from './ops-call';

export type { OperatorMe };

/** The first step's answer: the second factor to pass (a code, or enrolment by QR the first time). */
export type LoginStep = OperatorLoginResult;

export async function signIn(body: OperatorLoginBody): Promise<LoginStep> {
  return opsCall(ROUTES.operatorLogin, { body });
}

export async function passSecondFactor(ticket: string, code: string) {
  const { token } = await opsCall(ROUTES.operatorTotp, { body: { ticket, code } });
  startOpsSession(token);
}

export async function signOut() {
  try {
    await opsCall(ROUTES.operatorLogout);
  } finally {
    endOpsSession();
  }
}

export const opsKeys = { me: ['ops', 'me'] as const };

/**
 * The signed-in operator: name, role and what the role may do. Until the server answers `me`, every
 * section shows (the server refuses what the role may not do anyway).
 */
export function useOpsMe() {
  const token = useOpsToken();
  return useQuery({
    queryKey: [...opsKeys.me, token],
    queryFn: () => opsCall(ROUTES.operatorMe),
    enabled: Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export const canUse = (me: OperatorMe | undefined, p: OperatorPermission) => !me || me.permissions.includes(p);
