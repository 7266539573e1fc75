import { AGENT_TYPES, type OperatorRole, TRIAL_TYPE } from '@platform/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    memberId: number | null;
    memberType: number | null;
    /** Set by the `operator` guard (and `memberOrOperator` for an operator); 0 elsewhere. */
    operatorId: number;
    operatorRole: OperatorRole | null;
  }
  interface FastifyInstance {
    /** Routes behind the `agent` guard (method + url), collected as they register (collectAgentRoutes). */
    agentRoutes: { method: string; url: string }[];
  }
}

/** The session token from the `token` header, or `Authorization: Bearer`. */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7) : null;
}

type Resolve = (token: string, brandId: number) => Promise<{ memberId: number; type: number } | null>;
type ResolveOperator = (token: string, brandId: number) => Promise<{ operatorId: number; role: OperatorRole } | null>;
export type Guards = Record<
  'member' | 'realMember' | 'agent' | 'operator' | 'memberOrOperator' | 'maybeMember',
  preHandlerAsyncHookHandler
>;

/**
 * The roles of spec §6 as route guards, so the server enforces them whatever the web hides:
 * `member` is any logged-in account (trial included), `realMember` refuses trial accounts,
 * `agent` only agent types. Each answers 401 without a live session.
 * `operator` takes only an operator session of the request's brand: operator tokens live in their
 * own table, so a member token never passes it and an operator token never passes the member guards.
 * `memberOrOperator` is for things both may read (an uploaded proof image): whichever the token is.
 * `maybeMember` is for public calls that say more to a member (the lobby's favourites): a live
 * session sets memberId, anything else leaves the request a guest's.
 */
export function guards(resolve: Resolve, resolveOperator: ResolveOperator = async () => null): Guards {
  const load = async (req: FastifyRequest) => {
    const token = tokenOf(req);
    const session = token ? await resolve(token, req.brand.id) : null;
    if (!session) throw new AppError('NOT_LOGGED_IN');
    req.memberId = session.memberId;
    req.memberType = session.type;
    return session.type;
  };
  const loadOperator = async (req: FastifyRequest, token: string | null) => {
    const op = token ? await resolveOperator(token, req.brand.id) : null;
    if (!op) return false;
    req.operatorId = op.operatorId;
    req.operatorRole = op.role;
    return true;
  };
  return {
    member: async (req: FastifyRequest, _reply: FastifyReply) => {
      await load(req);
    },
    realMember: async (req: FastifyRequest, _reply: FastifyReply) => {
      if ((await load(req)) === TRIAL_TYPE) throw new AppError('TRIAL_FORBIDDEN');
    },
    agent: async (req: FastifyRequest, _reply: FastifyReply) => {
      if (!(AGENT_TYPES as readonly number[]).includes(await load(req))) throw new AppError('NOT_AGENT');
    },
    operator: async (req: FastifyRequest, _reply: FastifyReply) => {
      if (!(await loadOperator(req, tokenOf(req)))) throw new AppError('NOT_LOGGED_IN');
    },
    memberOrOperator: async (req: FastifyRequest, _reply: FastifyReply) => {
      if (!(await loadOperator(req, tokenOf(req)))) await load(req);
    },
    maybeMember: async (req: FastifyRequest, _reply: FastifyReply) => {
      const token = tokenOf(req);
      const session = token ? await resolve(token, req.brand.id) : null;
      req.memberId = session?.memberId ?? null;
      req.memberType = session?.type ?? null;
    },
  };
}

/**
 * Collects every route behind the `agent` guard (method + url) as it registers, into
 * `app.agentRoutes`, so the access-control table test can prove it covers them all.
 */
export function collectAgentRoutes(app: FastifyInstance, agentGuard: Guards['agent']) {
  const agentRoutes: { method: string; url: string }[] = [];
  app.decorate('agentRoutes', agentRoutes);
  app.addHook('onRoute', (r) => {
    if ([r.preHandler].flat().includes(agentGuard))
      for (const method of [r.method].flat()) if (method !== 'HEAD') agentRoutes.push({ method, url: r.url });
  });
}
