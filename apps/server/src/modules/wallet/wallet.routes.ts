import { formatMinor, IDEMPOTENCY_HEADER, ROUTES, TRIAL_TYPE } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SystemService } from '../system/system.service';
import type { WalletService } from './wallet.service';

const KEYED = `Send an ${IDEMPOTENCY_HEADER} header (8-64 of [A-Za-z0-9_.:-]): the same key again answers the first result with replayed=true and moves nothing; the same key with another body is 409 IDEMPOTENCY_CONFLICT.`;

export function walletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; system: SystemService; guard: Guards },
) {
  const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, memberId: req.memberId as number });
  const currency = async (req: FastifyRequest) => {
    const b = await deps.system.settings(req.brand);
    return { code: b.currencyCode, symbol: b.currencySymbol };
  };

  route(
    app,
    ROUTES.balance,
    {
      tags: ['wallets'],
      summary: 'Main-wallet balance',
      description: 'Trial accounts see their demo credit; real members their main wallet in the ledger.',
      security: [{ token: [] }],
      preHandler: deps.guard.member,
    },
    async (req) => {
      const isDemo = req.memberType === TRIAL_TYPE;
      const [minor, cur] = await Promise.all([deps.wallet.balanceMinor(ctx(req), isDemo), currency(req)]);
      return ok(req, { balance: formatMinor(minor), currency: cur.code, isDemo });
    },
  );

  route(
    app,
    ROUTES.fundsConsolidated,
    {
      tags: ['wallets'],
      summary: 'Consolidated funds: wallets, locked, bonus, total assets, turnover owed',
      description:
        'Not for trial accounts (spec §6). `points` is 0 until the points mall exists. Amounts are decimal strings with 2 decimals.',
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.wallet.consolidated(ctx(req), await currency(req))),
  );

  route(
    app,
    ROUTES.merchantWallet,
    {
      tags: ['wallets'],
      summary: 'My wallet: the main wallet and the wallet of each transfer-mode vendor',
      description: 'A trial account sees its demo credit as the main wallet and empty vendor wallets.',
      security: [{ token: [] }],
      preHandler: deps.guard.member,
    },
    async (req) =>
      ok(req, await deps.wallet.merchantWallet(ctx(req), req.memberType === TRIAL_TYPE, await currency(req))),
  );

  route(
    app,
    ROUTES.walletTransfer,
    {
      tags: ['wallets'],
      summary: 'Move money between the main wallet and a transfer-mode vendor wallet',
      description: `\`from\`/\`to\`: "main" or a vendor code. main->vendor is wallet_out, vendor->main wallet_in, vendor->vendor both legs through the main wallet in one transaction. \`all: true\` moves the whole balance of \`from\` (amount ignored). A disabled, unknown, seamless or under-maintenance vendor is a 400 naming the field. ${KEYED}`,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(req, await deps.wallet.transfer(ctx(req), key, req.body));
    },
  );

  route(
    app,
    ROUTES.walletRecallAll,
    {
      tags: ['wallets'],
      summary: 'Bring every vendor wallet back to the main wallet',
      description: `Vendors under maintenance are left alone and listed in \`skipped\`. ${KEYED}`,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.wallet.recallAll(ctx(req), idempotencyKeyOf(req))),
  );
}
