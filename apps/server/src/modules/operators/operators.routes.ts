import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SystemService } from '../system/system.service';
import type { Actor, OperatorsService } from './operators.service';

const TAGS = ['operator'];
const ENROL =
  'The first login (or the first after an owner reset the authenticator) answers `step: "enrol"` with a new ' +
  'secret and its otpauth URI for a QR code; a right code from it completes the enrolment.';

/**
 * The operator's own session (login in two steps, me, logout) and the brand's operator accounts.
 * Access (operator guard, role check) comes from each entry's `permission` in route().
 */
export function operatorsRoutes(app: FastifyInstance, deps: { operators: OperatorsService; system: SystemService }) {
  const brandOf = async (req: FastifyRequest) => ({
    id: req.brand.id,
    name: (await deps.system.settings(req.brand))?.name ?? req.brand.merchantCode,
  });
  const actor = (req: FastifyRequest): Actor => ({ brandId: req.brand.id, operatorId: req.operatorId, ip: req.ip });

  // guard: guest (step 1 of 2)
  route(
    app,
    ROUTES.operatorLogin,
    {
      tags: TAGS,
      summary: 'Operator login, step 1: username and password of a back-office account of this brand',
      description:
        'Answers a ticket (5 minutes, 5 codes) for step 2 (POST /wps/operator/session/totp), no session yet. ' +
        `${ENROL} A wrong username, password or a disabled account all answer LOGIN_FAILED alike; ` +
        '5 wrong passwords in a row lock the account for 15 minutes.',
    },
    async (req) => ok(req, await deps.operators.login(await brandOf(req), req.body, req.ip)),
  );

  // guard: guest (step 2 of 2: the ticket is the proof of step 1)
  route(
    app,
    ROUTES.operatorTotp,
    {
      tags: TAGS,
      summary: "Operator login, step 2: the ticket and the authenticator's current 6-digit code; answers the session",
      description:
        'Each code sent counts against the ticket before it is checked (5 per ticket); a code whose time step was ' +
        'used already is refused. A wrong code is OPERATOR_CODE_WRONG naming the field `code`; an unknown, expired, ' +
        `used or exhausted ticket is OPERATOR_TICKET_INVALID (log in again). ${ENROL}`,
    },
    async (req) => ok(req, await deps.operators.totp(await brandOf(req), req.body, req.ip)),
  );

  route(
    app,
    ROUTES.operatorMe,
    { tags: TAGS, summary: 'The signed-in operator: username, role, its permissions and the brand' },
    async (req) => ok(req, await deps.operators.me(await brandOf(req), req.operatorId)),
  );

  route(app, ROUTES.operatorLogout, { tags: TAGS, summary: 'Revoke this operator session (audited)' }, async (req) => {
    await deps.operators.close(tokenOf(req) ?? '', actor(req));
    return ok(req, null);
  });

  route(
    app,
    ROUTES.operatorList,
    {
      tags: TAGS,
      summary: "The brand's operators, paged, filtered by role, status or part of the username, sorted",
    },
    async (req) => ok(req, await deps.operators.list(req.brand.id, req.query)),
  );

  route(
    app,
    ROUTES.operatorCreate,
    {
      tags: TAGS,
      summary: 'Create an operator with a username, an initial password and a role (audited)',
      description: 'They enrol an authenticator at their first login. A username already used is USERNAME_TAKEN.',
    },
    async (req) => ok(req, await deps.operators.create(actor(req), req.body)),
  );

  route(
    app,
    ROUTES.operatorRole,
    {
      tags: TAGS,
      summary: "Change an operator's role (audited); it applies to their next call",
      description: 'An owner cannot change their own role (OPERATOR_SELF), so a brand always keeps an owner.',
    },
    async (req) => ok(req, await deps.operators.setRole(actor(req), req.params.id, req.body.role)),
  );

  route(
    app,
    ROUTES.operatorStatus,
    {
      tags: TAGS,
      summary: 'Disable (their sessions end at once) or enable an operator (audited)',
      description: 'An owner cannot disable themselves (OPERATOR_SELF).',
    },
    async (req) => ok(req, await deps.operators.setStatus(actor(req), req.params.id, req.body.status)),
  );

  route(
    app,
    ROUTES.operatorTotpReset,
    {
      tags: TAGS,
      summary: "Reset an operator's authenticator (audited): their sessions end, their next login enrols a new one",
    },
    async (req) => ok(req, await deps.operators.resetTotp(actor(req), req.params.id)),
  );
}
