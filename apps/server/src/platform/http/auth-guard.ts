import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    memberId: number | null;
  }
}

/** The session token from the `token` header, or `Authorization: Bearer`. */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7) : null;
}

type Resolve = (token: string, brandId: number) => Promise<{ memberId: number } | null>;

/** The `member` guard: a route that names it answers 401 without a live session. */
export const memberGuard = (resolve: Resolve) => async (req: FastifyRequest, _reply: FastifyReply) => {
  const token = tokenOf(req);
  const session = token ? await resolve(token, req.brand.id) : null;
  if (!session) throw new AppError('NOT_LOGGED_IN');
  req.memberId = session.memberId;
};
