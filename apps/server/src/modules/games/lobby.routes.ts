import {
  favouriteBody,
  favouriteIds,
  favouritesQuery,
  GAMES_API,
  gameListPage,
  gameListQuery,
  hotGames,
  hotGamesQuery,
  isLanguageCode,
  jackpotInfo,
  launchGameBody,
  launchResult,
  lobbyVendors,
  recentGamesQuery,
  vendorsQuery,
  winnerBoard,
  winnersQuery,
} from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { LaunchService } from './launch.service';
import type { LobbyService } from './lobby.service';
import { pageCache } from './page-cache';

/** The catalogue calls' `language` wins over ?lang and Accept-Language when it names a language we have. */
const who = (req: FastifyRequest, language?: string) => ({
  brandId: req.brand.id,
  memberId: req.memberId,
  memberType: req.memberType,
  lang: language && isLanguageCode(language) ? language : req.lang,
});

export function lobbyRoutes(app: FastifyInstance, deps: { lobby: LobbyService; launch: LaunchService; guard: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { lobby, guard } = deps;
  const pages = pageCache();
  const tags = ['games'];
  const member = [{ token: [] }];

  r.get(
    GAMES_API.list,
    {
      schema: {
        tags,
        summary: 'Game list and search (spec §7 game list): a category, a vendor, a lobby filter, a page',
        description:
          'gameClassify ALL | NEW | HOT | FAV | RECENT (FAV and RECENT need a session). keyword searches names in `language` with English as the fallback; names starting with it come first.',
        querystring: gameListQuery,
        response: responses(gameListPage),
      },
    },
    async (req, reply) => {
      const q = req.query;
      if (q.gameClassify === 'FAV' || q.gameClassify === 'RECENT') {
        await guard.member.call(app, req, reply);
        return ok(req, await lobby.list(who(req, q.language), q));
      }
      // The same for every visitor: answered from the serialized page while the catalogue copy lasts.
      const w = who(req, q.language);
      const owner = await lobby.catalogue(w.brandId);
      const key = [
        w.brandId,
        req.lang,
        w.lang,
        q.gameType,
        q.vassalage,
        q.gameClassify,
        q.keyword,
        q.pageNo,
        q.pageSize,
      ];
      const cacheKey = key.join('|');
      let json = pages.get(cacheKey, owner);
      if (!json) {
        json = JSON.stringify(ok(req, await lobby.list(w, q)));
        pages.set(cacheKey, owner, json);
      }
      // A string body is sent as it is (already JSON); the schema still documents it.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  r.get(
    GAMES_API.vendors,
    {
      schema: {
        tags,
        summary: 'Vendors with their categories and game counts',
        querystring: vendorsQuery,
        response: responses(lobbyVendors),
      },
    },
    async (req) => ok(req, await lobby.vendors(req.brand.id, req.query.gameType)),
  );

  r.get(
    GAMES_API.hot,
    {
      schema: {
        tags,
        summary: 'Hot games (open ones), optionally of one vendor or category',
        querystring: hotGamesQuery,
        response: responses(hotGames),
      },
    },
    async (req) => ok(req, await lobby.hot(who(req, req.query.language), req.query)),
  );

  r.get(
    GAMES_API.winners,
    {
      schema: {
        tags,
        summary: 'Winner board: the latest wins of the last 7 days, the 3 biggest first; accounts masked',
        querystring: winnersQuery,
        response: responses(winnerBoard),
      },
    },
    async (req) => ok(req, await lobby.winners(who(req, req.query.language), req.query)),
  );

  r.get(
    GAMES_API.jackpot,
    {
      schema: {
        tags,
        summary: 'Jackpot counter: current value and growth (spec §9)',
        response: responses(jackpotInfo),
      },
    },
    async (req) => ok(req, lobby.jackpot(req.brand.id)),
  );

  r.get(
    GAMES_API.recent,
    {
      preHandler: guard.member,
      schema: {
        tags,
        summary: 'Recent games (GCS_recentGame): games the member launched, newest first',
        security: member,
        querystring: recentGamesQuery,
        response: responses(gameListPage),
      },
    },
    async (req) => ok(req, await lobby.recent(who(req, req.query.language), req.query)),
  );

  r.get(
    GAMES_API.favourites,
    {
      preHandler: guard.member,
      schema: {
        tags,
        summary: "The member's favourite games (page size 999)",
        security: member,
        querystring: favouritesQuery,
        response: responses(gameListPage),
      },
    },
    async (req) => ok(req, await lobby.favourites(who(req, req.query.language), req.query.pageNo, req.query.pageSize)),
  );

  r.get(
    GAMES_API.favouriteIds,
    {
      preHandler: guard.member,
      schema: {
        tags,
        summary: "Node ids of the member's favourites",
        security: member,
        response: responses(favouriteIds),
      },
    },
    async (req) => ok(req, await lobby.favouriteIds(who(req))),
  );

  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    r.route({
      method,
      url: GAMES_API.favourites,
      preHandler: guard.member,
      schema: {
        tags,
        summary: on ? 'Add a favourite (adding twice keeps one)' : 'Remove a favourite (removing twice is fine)',
        description: 'Answers the favourite ids after the change. The payload names the game as the catalogue has it.',
        security: member,
        body: favouriteBody,
        response: responses(favouriteIds),
      },
      handler: async (req) => ok(req, await lobby.setFavourite(who(req), req.body, on)),
    });
  }

  r.post(
    GAMES_API.launch,
    {
      preHandler: guard.maybeMember,
      schema: {
        tags,
        summary: 'Launch a game or a vendor tile (spec §2 routing); a real launch issues the vendor a launch token',
        description:
          'route: go to this site path (TCG_LOTTO_VN /vnLottery, TCG_SEA /seaLottery, LOTT and ELOTT /lottery, with gameCode; list-category vendor tiles their lobby with vassalage). popup: the vendor opens a popup of its games (isGame VASSALAGE). window: open url in the game window. maintenance: the game is closed; suggestions of its category. A real launch needs a real account (401 guest, 403 trial); trial: true plays for free without one.',
        body: launchGameBody,
        response: responses(launchResult),
      },
    },
    async (req) => ok(req, await deps.launch.launch(who(req, req.body.language), req.body)),
  );
}
