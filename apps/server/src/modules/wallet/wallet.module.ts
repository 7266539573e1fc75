import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { GamesService } from '../games/games.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { LedgerReadsService } from '../ledger/ledger-reads.service';
import type { MembersService } from '../members/members.service';
import type { SystemService } from '../system/system.service';
import type { TurnoverService } from '../turnover/turnover.service';
import { recordsRoutes } from './records.routes';
import { recordsService } from './records.service';
import { walletRoutes } from './wallet.routes';
import { walletService } from './wallet.service';
import { walletStore } from './wallet.store';

/** Balances, vendor wallets and transfers, and the record screens read from the ledger. */
export function walletModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: LedgerService;
    reads: LedgerReadsService;
    games: GamesService;
    members: MembersService;
    turnover: TurnoverService;
    system: SystemService;
    guard: Guards;
    clock: () => Date;
  },
) {
  const { system, guard } = deps;
  const wallet = walletService({ ...deps, store: walletStore() });
  walletRoutes(app, { wallet, system, guard });
  recordsRoutes(app, { records: recordsService({ reads: deps.reads, clock: deps.clock }), system, guard });
  return { wallet };
}
