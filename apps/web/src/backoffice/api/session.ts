import {
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  type OperatorLoginBody,
  type OperatorPermission,
  ROUTES,
  route,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endOpsSession, startOpsSession, useOpsToken } from '../../state/ops-session';
import { opsCall } from './ops-call';

// TODO(issue 17 access): these two calls come to the contracts' route table with the TOTP second
// factor; until then they are declared here with the same paths and shapes.
const operatorMe = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  brand: z.string(),
});
export type OperatorMe = z.infer<typeof operatorMe>;
const meRoute = route({ method: 'GET', path: '/wps/operator/session/me', response: operatorMe });
const totpRoute = route({
  method: 'POST',
  path: '/wps/operator/session/totp',
  body: z.object({ ticket: z.string(), code: z.string() }),
  response: z.object({ token: z.string(), operator: operatorMe }),
});

/** The first step's answer: a session at once (no second factor yet), or the second factor to pass. */
export type LoginStep =
  | { step: 'done' }
  | { step: 'totp'; ticket: string }
  | { step: 'enrol'; ticket: string; secret: string; otpauthUri: string };

export async function signIn(body: OperatorLoginBody): Promise<LoginStep> {
  const answer = (await opsCall(ROUTES.operatorLogin, { body })) as
    | { token: string }
    | { step: 'totp'; ticket: string }
    | { step: 'enrol'; ticket: string; secret: string; otpauthUri: string };
  if ('token' in answer) {
    startOpsSession(answer.token);
    return { step: 'done' };
  }
  return answer;
}

export async function passSecondFactor(ticket: string, code: string) {
  const { token } = await opsCall(totpRoute, { body: { ticket, code } });
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
    queryFn: () => opsCall(meRoute),
    enabled: Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export const canUse = (me: OperatorMe | undefined, p: OperatorPermission) => !me || me.permissions.includes(p);
