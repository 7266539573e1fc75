import {
  OPERATOR_PATH_PREFIX,
  OPERATOR_ROLES,
  OPERATOR_SIGN_IN_PATHS,
  type OperatorPermission,
  type RouteDef,
  roleCan,
} from '@platform/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The `operator` guard (a live operator session of the request's brand); route() puts it first on every operator route. */
    operatorGuard: preHandlerHookHandler;
  }
}

/** The role checks accessHooks() made: a route under /wps/operator/ must carry one of them. */
const roleChecks = new WeakSet<object>();

/**
 * Makes the operator guard known to route(); app.ts calls it once, before any module registers a
 * route. From then on a route under /wps/operator/ registered without accessHooks() (by hand, for a
 * raw answer such as a CSV) is refused at registration, so no operator call can skip the role check.
 */
export function installOperatorAccess(app: FastifyInstance, operatorGuard: preHandlerHookHandler) {
  app.decorate('operatorGuard', operatorGuard);
  app.addHook('onRoute', (opts) => {
    if (!opts.url.startsWith(OPERATOR_PATH_PREFIX) || OPERATOR_SIGN_IN_PATHS.includes(opts.url)) return;
    const hooks = [opts.onRequest ?? []].flat();
    if (!hooks.some((h) => roleChecks.has(h)))
      throw new Error(
        `${String(opts.method)} ${opts.url}: an operator route registers with accessHooks() (its role check)`,
      );
  });
}

/** The roles a permission is given to, for the route's documentation. */
export const rolesWith = (p: OperatorPermission) => OPERATOR_ROLES.filter((r) => roleCan(r, p));

/** 403 OPERATOR_FORBIDDEN unless the session's role (set by the operator guard) has `permission`. */
export const requirePermission = (permission: OperatorPermission): preHandlerHookHandler => {
  const check = async (req: FastifyRequest) => {
    if (!req.operatorRole || !roleCan(req.operatorRole, permission)) throw new AppError('OPERATOR_FORBIDDEN');
  };
  roleChecks.add(check);
  return check;
};

type Hooks = { onRequest?: onRequestHookHandler[]; preHandler?: preHandlerHookHandler | preHandlerHookHandler[] };

/**
 * The hooks of a route entry, with operator access enforced from the table so no route can forget
 * it: an entry naming a permission gets the operator guard and then the role check as onRequest
 * hooks, so a refused call is answered before its body is even parsed or validated (a role without
 * the permission gets 403 whatever it sent); an operator guard the module named again among its
 * preHandlers is dropped, so it runs once. An entry under /wps/operator/ without a permission
 * (other than the two login steps), or naming one elsewhere, is refused at registration.
 */
export function accessHooks(
  app: FastifyInstance,
  def: RouteDef,
  given: preHandlerHookHandler | preHandlerHookHandler[] | undefined,
): Hooks {
  const operatorPath = def.path.startsWith(OPERATOR_PATH_PREFIX);
  if (!def.permission) {
    if (operatorPath && !OPERATOR_SIGN_IN_PATHS.includes(def.path))
      throw new Error(`${def.method} ${def.path}: an operator route names its permission (RouteDef.permission)`);
    return given === undefined ? {} : { preHandler: given };
  }
  if (!operatorPath)
    throw new Error(`${def.method} ${def.path}: a route with a permission lives under ${OPERATOR_PATH_PREFIX}`);
  if (!app.hasDecorator('operatorGuard'))
    throw new Error(`${def.method} ${def.path}: installOperatorAccess() must run before operator routes register`);
  const guard = app.operatorGuard;
  const own = given === undefined ? [] : [given].flat().filter((h) => h !== guard);
  const access = [guard, requirePermission(def.permission)] as unknown as onRequestHookHandler[];
  return { onRequest: access, ...(own.length ? { preHandler: own } : {}) };
}
