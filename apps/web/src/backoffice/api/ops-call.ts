import type { RouteDef, RouteInput, RouteOutput } from '@platform/contracts';
import { ApiError, call } from '../../api/client';
import { endOpsSession, readOpsToken } from '../../state/ops-session';

/**
 * The back office's one way to call the API: the web's typed `call()` with the operator session's
 * token (never the member's). A 401 ends the operator session, so the shell shows the sign-in.
 */
export async function opsCall<R extends RouteDef>(
  route: R,
  ...[input]: Record<never, never> extends RouteInput<R> ? [RouteInput<R>?] : [RouteInput<R>]
): Promise<RouteOutput<R>> {
  const i = (input ?? {}) as RouteInput<RouteDef>;
  const token = readOpsToken();
  const headers = { ...i.headers, ...(token ? { token } : {}) };
  try {
    return (await call(route as RouteDef, { ...i, headers } as never)) as RouteOutput<R>;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) endOpsSession();
    throw err;
  }
}
