import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { Background } from '../../platform/jobs/background';
import { operatorWithdrawalsRoutes } from './operator-withdrawals.routes';
import { operatorWithdrawals } from './operator-withdrawals.service';
import { opsWithdrawalProofRoutes } from './ops-proof.routes';
import { paymentPasswordService } from './payment-password.service';
import { paymentPasswordStore } from './payment-password.store';
import { payoutAccountsRoutes } from './payout-accounts.routes';
import { payoutAccountsService } from './payout-accounts.service';
import { payoutAccountsStore } from './payout-accounts.store';
import { withdrawalsCore } from './withdrawals.core';
import type { Audit, Clock, Ledger, Members, Settings, Turnover, Uploads, Verification } from './withdrawals.ports';
import { withdrawalsRoutes } from './withdrawals.routes';
import { memberWithdrawals } from './withdrawals.service';
import { withdrawalsStore } from './withdrawals.store';

/**
 * Payout accounts, the payment password and withdrawals: builds the services, registers the
 * member and operator routes, and declares the automatic-receipt sweep as a job (every minute).
 */
export function withdrawalsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    audit: Audit;
    turnover: Turnover;
    uploads: Uploads;
    settings: Settings;
    members: Members;
    verification: Verification;
    guard: Guards;
    clock: Clock;
    background: Background;
  },
) {
  const { db, clock, guard } = deps;
  const accountsStore = payoutAccountsStore(db);
  const accounts = payoutAccountsService({ db, store: accountsStore, members: deps.members, clock });
  const passwords = paymentPasswordService({
    store: paymentPasswordStore(db),
    members: deps.members,
    verification: deps.verification,
    clock,
  });
  const shared = { ...deps, store: withdrawalsStore(db), accounts: accountsStore, passwords };
  const core = withdrawalsCore(shared);
  payoutAccountsRoutes(app, { accounts, passwords, guard });
  withdrawalsRoutes(app, { withdrawals: memberWithdrawals(shared, core), guard });
  const operatorSide = operatorWithdrawals(shared, core);
  operatorWithdrawalsRoutes(app, { operatorWithdrawals: operatorSide, guard });
  opsWithdrawalProofRoutes(app, { operatorWithdrawals: operatorSide, guard });

  // Parts left unconfirmed past auto_receipt_at count as received. The job settles them for members
  // who never come back; every member and operator read also sweeps first (withdrawals.service,
  // operator-withdrawals.service), because the rule is by time alone: a read between two runs must
  // not show a part as awaiting confirmation, nor let it be confirmed or disputed, once its time passed.
  deps.background.job({ name: 'withdrawal-auto-receipt', cron: '* * * * *', run: core.sweep });
  // passwords: other modules (agent transfers) check the payment password through this service.
  return { sweep: core.sweep, passwords };
}
