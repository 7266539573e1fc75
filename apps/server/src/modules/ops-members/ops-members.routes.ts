import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { OpCtx, OpsMembersService } from './ops-members.service';

const opCtx = (req: FastifyRequest): OpCtx => ({ brand: req.brand, operatorId: req.operatorId, ip: req.ip });
const tags = ['operator'];
const security = [{ token: [] }];

/** The back office's Members section: search, the member page's reads, account actions (each audited). */
export function opsMembersRoutes(app: FastifyInstance, deps: { ops: OpsMembersService; guard: Guards }) {
  const { ops } = deps;
  // guard: operator (members.read / members.write per the route table's `permission`)
  const preHandler = deps.guard.operator;

  route(
    app,
    ROUTES.opsMemberSearch,
    {
      tags,
      summary: 'Find members by username (prefix), mobile, id or IP (registration or login); paged and sorted',
      description:
        'q with by=any tries every key the text can be; by=id/mobile/ip with text that cannot be one is 400 naming q. ' +
        'The list masks mobile numbers; the member page shows them in full.',
      security,
      preHandler,
    },
    async (req) => ok(req, await ops.search(req.brand, req.query)),
  );
  route(
    app,
    ROUTES.opsMember,
    { tags, summary: "A member's page: profile, registration data, status, balances", security, preHandler },
    async (req) => ok(req, await ops.one(req.brand, req.params.memberId)),
  );
  route(
    app,
    ROUTES.opsMemberLedger,
    { tags, summary: "The member's ledger movements, newest first", security, preHandler },
    async (req) => ok(req, await ops.ledger(req.brand, req.params.memberId, req.query)),
  );
  route(
    app,
    ROUTES.opsMemberRounds,
    { tags, summary: "The member's game rounds, newest first", security, preHandler },
    async (req) => ok(req, await ops.rounds(req.brand, req.params.memberId, req.query)),
  );
  route(
    app,
    ROUTES.opsMemberDeposits,
    { tags, summary: "The member's deposits, newest first", security, preHandler },
    async (req) => ok(req, await ops.deposits(req.brand, req.params.memberId, req.query)),
  );
  route(
    app,
    ROUTES.opsMemberWithdrawals,
    { tags, summary: "The member's withdrawals, newest first", security, preHandler },
    async (req) => ok(req, await ops.withdrawals(req.brand, req.params.memberId, req.query)),
  );
  route(
    app,
    ROUTES.opsMemberSessions,
    { tags, summary: "The member's sessions (logins) with IP and device, newest first", security, preHandler },
    async (req) => ok(req, await ops.sessions(req.brand, req.params.memberId, req.query)),
  );
  route(
    app,
    ROUTES.opsMemberIps,
    { tags, summary: 'IPs the member logged in from, last seen first', security, preHandler },
    async (req) => ok(req, await ops.ips(req.brand, req.params.memberId, req.query)),
  );
  route(
    app,
    ROUTES.opsMemberNotes,
    { tags, summary: "Operators' notes on the member, newest first", security, preHandler },
    async (req) => ok(req, await ops.notes(req.brand, req.params.memberId, req.query)),
  );
  route(
    app,
    ROUTES.opsMemberNoteAdd,
    { tags, summary: 'Add a note (1-500 characters; audited)', security, preHandler },
    async (req) => ok(req, await ops.addNote(opCtx(req), req.params.memberId, req.body.text)),
  );
  route(
    app,
    ROUTES.opsMemberDisable,
    {
      tags,
      summary: 'Disable the member: no login, every session ends and open sockets are kicked (audited)',
      description: 'An already disabled member is 409 MEMBER_STATE.',
      security,
      preHandler,
    },
    async (req) => ok(req, await ops.disable(opCtx(req), req.params.memberId, req.body.reason)),
  );
  route(
    app,
    ROUTES.opsMemberEnable,
    {
      tags,
      summary: 'Enable a disabled member (audited)',
      description: 'An active member is 409 MEMBER_STATE.',
      security,
      preHandler,
    },
    async (req) => ok(req, await ops.enable(opCtx(req), req.params.memberId, req.body.reason)),
  );
  route(
    app,
    ROUTES.opsMemberLogout,
    { tags, summary: 'End every session of the member now (audited)', security, preHandler },
    async (req) => ok(req, await ops.logout(opCtx(req), req.params.memberId, req.body.reason)),
  );
  route(
    app,
    ROUTES.opsMemberResetPassword,
    {
      tags,
      summary: 'Set a temporary password, answered once; sessions end and the next login asks for a new one (audited)',
      security,
      preHandler,
    },
    async (req) => ok(req, await ops.resetPassword(opCtx(req), req.params.memberId, req.body.reason)),
  );
  route(
    app,
    ROUTES.opsMemberUnbindTotp,
    {
      tags,
      summary: "Remove the member's authenticator (audited)",
      description: 'A member without one is 409 MEMBER_STATE.',
      security,
      preHandler,
    },
    async (req) => ok(req, await ops.unbindTotp(opCtx(req), req.params.memberId, req.body.reason)),
  );
}
