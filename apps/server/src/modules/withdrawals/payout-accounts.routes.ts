import { API, ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { PaymentPasswordService } from './payment-password.service';
import type { PayoutAccountsService } from './payout-accounts.service';

/** Payout accounts and the payment password (guard: realMember; trial accounts cannot withdraw). */
export function payoutAccountsRoutes(
  app: FastifyInstance,
  deps: { accounts: PayoutAccountsService; passwords: PaymentPasswordService; guard: Guards },
) {
  const member = { preHandler: deps.guard.realMember };
  const security = [{ token: [] }];

  route(
    app,
    ROUTES.payoutAccounts,
    {
      tags: ['withdrawals'],
      summary: "The member's payout accounts (numbers masked but for the last 4 digits)",
      security,
      ...member,
    },
    async (req) => ok(req, await deps.accounts.list(req.brand.id, req.memberId as number)),
  );

  route(
    app,
    ROUTES.addPayoutAccount,
    {
      tags: ['withdrawals'],
      summary: 'Bind a payout account (bank or e-wallet)',
      description:
        "The holder name must match the member's real name; a member without one sets it with the first account. At most 5 accounts.",
      security,
      ...member,
    },
    async (req) => ok(req, await deps.accounts.add(req.brand.id, req.memberId as number, req.body)),
  );

  route(
    app,
    ROUTES.payoutAccount,
    {
      tags: ['withdrawals'],
      summary: 'Remove a payout account (past withdrawals keep their copy of it)',
      security,
      ...member,
    },
    async (req) => ok(req, await deps.accounts.remove(req.brand.id, req.memberId as number, req.params.id)),
  );

  route(
    app,
    ROUTES.paymentPassword,
    { tags: ['withdrawals'], summary: 'Set the 6-digit payment password (only when none is set)', security, ...member },
    async (req) => ok(req, await deps.passwords.set(req.memberId as number, req.body)),
  );

  route(
    app,
    ROUTES.changePaymentPassword,
    {
      tags: ['withdrawals'],
      summary: 'Change the payment password (the old one counts toward the lock like a withdrawal)',
      security,
      ...member,
    },
    async (req) => ok(req, await deps.passwords.change(req.memberId as number, req.body)),
  );

  route(
    app,
    ROUTES.paymentPasswordReset,
    {
      tags: ['withdrawals'],
      summary: 'Reset a forgotten payment password with a code sent to the bound mobile',
      description: `Request the code with POST ${API.smsMember}. A reset also lifts a lock.`,
      security,
      ...member,
    },
    async (req) => ok(req, await deps.passwords.reset(req.brand.id, req.memberId as number, req.body)),
  );
}
