import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import { operatorWithdrawalsRoutes } from './operator-withdrawals.routes';
import { operatorWithdrawals } from './operator-withdrawals.service';
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

/** How often the app settles parts left unconfirmed past their time (reads settle them too). */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Payout accounts, the payment password and withdrawals: builds the services, registers the
 * member and operator routes, and runs the automatic-receipt sweep on a timer while the app is up.
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
  operatorWithdrawalsRoutes(app, { operatorWithdrawals: operatorWithdrawals(shared, core), guard });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = core.sweep().catch((err) => app.log.error({ err }, 'withdrawal auto-receipt sweep failed'));
    }, SWEEP_EVERY_MS);
    // The sweep never keeps the process alive on its own; shutdown goes through onClose.
    timer.unref();
  });
  // A sweep under way finishes before the pool closes behind it.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  // passwords: other modules (agent transfers) check the payment password through this service.
  return { sweep: core.sweep, passwords };
}
