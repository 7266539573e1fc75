import { isLanguageCode, ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
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
  const { lobby, guard } = deps;
  const pages = pageCache();
  const tags = ['games'];
  const member = [{ token: [] }];

  route(
    app,
    ROUTES.gameList,
    {
      tags,
      summary: 'Game list and search (spec §7 game list): a category, a vendor, a lobby filter, a page',
      description:
        'gameClassify ALL | NEW | HOT | FAV | RECENT (FAV and RECENT need a session). keyword searches names in `language` with English as the fallback; names starting with it come first.',
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

  route(app, ROUTES.gameVendors, { tags, summary: 'Vendors with their categories and game counts' }, async (req) =>
    ok(req, await lobby.vendors(req.brand.id, req.query.gameType)),
  );

  route(
    app,
    ROUTES.hotGames,
    { tags, summary: 'Hot games (open ones), optionally of one vendor or category' },
    async (req) => ok(req, await lobby.hot(who(req, req.query.language), req.query)),
  );

  route(
    app,
    ROUTES.winners,
    { tags, summary: 'Winner board: the latest wins of the last 7 days, the 3 biggest first; accounts masked' },
    async (req) => ok(req, await lobby.winners(who(req, req.query.language), req.query)),
  );

  route(app, ROUTES.jackpot, { tags, summary: 'Jackpot counter: current value and growth (spec §9)' }, async (req) =>
    ok(req, lobby.jackpot(req.brand.id)),
  );

  route(
    app,
    ROUTES.recentGames,
    {
      tags,
      summary: 'Recent games (GCS_recentGame): games the member launched, newest first',
      security: member,
      preHandler: guard.member,
    },
    async (req) => ok(req, await lobby.recent(who(req, req.query.language), req.query)),
  );

  route(
    app,
    ROUTES.favourites,
    { tags, summary: "The member's favourite games (page size 999)", security: member, preHandler: guard.member },
    async (req) => ok(req, await lobby.favourites(who(req, req.query.language), req.query.pageNo, req.query.pageSize)),
  );

  route(
    app,
    ROUTES.favouriteIds,
    { tags, summary: "Node ids of the member's favourites", security: member, preHandler: guard.member },
    async (req) => ok(req, await lobby.favouriteIds(who(req))),
  );

  for (const [def, on] of [
    [ROUTES.addFavourite, true],
    [ROUTES.removeFavourite, false],
  ] as const) {
    route(
      app,
      def,
      {
        tags,
        summary: on ? 'Add a favourite (adding twice keeps one)' : 'Remove a favourite (removing twice is fine)',
        description: 'Answers the favourite ids after the change. The payload names the game as the catalogue has it.',
        security: member,
        preHandler: guard.member,
      },
      async (req) => ok(req, await lobby.setFavourite(who(req), req.body, on)),
    );
  }

  route(
    app,
    ROUTES.launchGame,
    {
      tags,
      summary: 'Launch a game or a vendor tile (spec §2 routing); a real launch issues the vendor a launch token',
      description:
        'route: go to this site path (TCG_LOTTO_VN /vnLottery, TCG_SEA /seaLottery, LOTT and ELOTT /lottery, with gameCode; list-category vendor tiles their lobby with vassalage). popup: the vendor opens a popup of its games (isGame VASSALAGE). window: open url in the game window. maintenance: the game is closed; suggestions of its category. A real launch needs a real account (401 guest, 403 trial); trial: true plays for free without one.',
      preHandler: guard.maybeMember,
    },
    async (req) => ok(req, await deps.launch.launch(who(req, req.body.language), req.body)),
  );
}
