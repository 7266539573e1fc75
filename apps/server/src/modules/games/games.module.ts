import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import { catalogueCache } from './catalogue.cache';
import { gamesRoutes } from './games.routes';
import { gamesService } from './games.service';
import { gamesStore } from './games.store';
import { type IssueToken, launchService } from './launch.service';
import { lobbyRoutes } from './lobby.routes';
import { lobbyService } from './lobby.service';
import { lobbyStore } from './lobby.store';

/**
 * Games: vendor menus, the lobby (read from each brand's in-memory catalogue), favourites and
 * launch. `issueToken` comes from the provider wallet API; `knownGame` is what that API asks back.
 */
export function gamesModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: () => Date;
    guard: Guards;
    issueToken: IssueToken;
    /** Responsible gaming's gate before a launch token is issued. */
    admit: (memberId: number) => Promise<void>;
  },
) {
  const { clock } = deps;
  const games = gamesService({ store: gamesStore(deps.db) });
  gamesRoutes(app, { games });
  const store = lobbyStore(deps.db);
  const cache = catalogueCache(store, () => clock().getTime());
  const lobby = lobbyService({ store, cache, clock });
  const launch = launchService({ lobby, store, issueToken: deps.issueToken, clock, admit: deps.admit });
  lobbyRoutes(app, { lobby, launch, guard: deps.guard });
  /** Whether the vendor offers this game in the brand's catalogue (a bet must name one). */
  const knownGame = async (brandId: number, vendor: string, gameCode: string) =>
    (await lobby.catalogue(brandId)).byCode.has(`${vendor}:${gameCode}`);
  /**
   * Drops this instance's copy of a brand's catalogue (and with it the serialized lobby pages), after
   * the back office changed a vendor or a game: the next lobby call reads it again. Other instances
   * see the change at their next version check (CATALOGUE_CHECK_MS).
   */
  const forgetCatalogue = (brandId: number) => cache.invalidate(brandId);
  return { games, knownGame, forgetCatalogue };
}
