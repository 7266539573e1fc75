import { CATEGORIES, type LaunchGameBody, type LaunchResult, TRIAL_TYPE } from '@platform/contracts';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { CatalogueIndex, CatalogueRow } from './catalogue.index';
import type { LobbyService } from './lobby.service';
import type { LobbyStore } from './lobby.store';

/** Spec §2: these vendors start in this site's own lottery pages, with the game code. */
const VENDOR_ROUTES: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};
const SUGGESTIONS = 6;

type Who = { brandId: number; memberId: number | null; memberType: number | null; lang: string };
export type IssueToken = (
  brandId: number,
  memberId: number,
  vendor: string,
  gameCode: string,
) => Promise<{ token: string; expiresAt: Date }>;

/**
 * `/wps/game/launchGame`: what a Play click opens. Routing follows spec §2 by vendor code; a real
 * launch needs a real account and hands the vendor a fresh launch token (the provider wallet API
 * turns it into the player); a free trial needs nobody and moves no money.
 */
export function launchService(deps: {
  lobby: LobbyService;
  store: LobbyStore;
  issueToken: IssueToken;
  clock: () => Date;
  /** Responsible gaming: a member in a time-out or self-exclusion gets no launch token (RG_TIMEOUT / RG_EXCLUDED). */
  admit?: (memberId: number) => Promise<void>;
}) {
  /** Open games of the same category, hot ones first, for the maintenance message. */
  function suggestions(ix: CatalogueIndex, g: CatalogueRow, lang: string) {
    const open = ix.scope(g.category).filter((x) => x.nodeId !== g.nodeId && !ix.closed(x));
    const ordered = [...open.filter((x) => x.isHot), ...open.filter((x) => !x.isHot)];
    return ordered.slice(0, SUGGESTIONS).map((x) => deps.lobby.card(ix, x, lang));
  }

  function windowUrl(base: string, g: CatalogueRow, lang: string, rest: Record<string, string>) {
    const q = new URLSearchParams({ vendor: g.vendorCode, game: g.gameCode, lang, ...rest });
    return `${base}?${q}`;
  }

  return {
    async launch(who: Who, body: LaunchGameBody): Promise<LaunchResult> {
      if (body.nodeId === undefined && !body.vassalage) throw fieldError('nodeId', 'required');
      const ix = await deps.lobby.catalogue(who.brandId);
      let g: CatalogueRow | undefined;
      if (body.nodeId !== undefined) {
        g = ix.byNode.get(body.nodeId);
        if (!g) throw fieldError('nodeId', 'unknown', {}, 'gameNotFound');
      } else if (body.gameCode) {
        g = ix.byCode.get(`${body.vassalage}:${body.gameCode}`);
      }
      const vendorCode = g?.vendorCode ?? (body.vassalage as string);
      const v = ix.vendors.get(vendorCode);
      if (!v?.enabled) throw fieldError('vassalage', 'unknown');
      const gameCode = g?.gameCode ?? body.gameCode;

      const route = VENDOR_ROUTES[vendorCode];
      if (route) return { kind: 'route', path: gameCode ? `${route}?gameCode=${encodeURIComponent(gameCode)}` : route };
      if (!g) {
        if (body.gameCode) throw fieldError('gameCode', 'unknown', {}, 'gameNotFound');
        if (v.isGame === 'VASSALAGE') return { kind: 'popup', vassalage: v.code };
        // A vendor tile of a game-list category opens that lobby on the vendor (/rng?vassalage=...).
        const list = CATEGORIES.find((c) => c.kind === 'list' && v.categories.includes(c.code));
        if (list) return { kind: 'route', path: `${list.path}?vassalage=${encodeURIComponent(v.code)}` };
        // A center vendor (sports, e-sports, cockfight) whose games are not in this catalogue.
        throw new AppError('GAME_NOT_FOUND', { vendor: v.name }, null, 'vendorUnavailable');
      }

      const gameName = g.names[who.lang] ?? g.names.en ?? g.gameCode;
      if (ix.closed(g)) return { kind: 'maintenance', gameName, suggestions: suggestions(ix, g, who.lang) };
      // A vendor with no window address: spec §8's 'Invalid URL, please contact customer service'.
      if (!v.launchUrl) throw new AppError('GAME_NOT_FOUND', {}, null, 'invalidUrl');
      const base = { nodeId: g.nodeId, gameName, vassalage: g.vendorCode };

      if (body.trial) {
        if (!g.trial) throw fieldError('trial', 'unknown');
        return { kind: 'window', ...base, trial: true, url: windowUrl(v.launchUrl, g, who.lang, { demo: '1' }) };
      }
      if (who.memberId === null) throw new AppError('NOT_LOGGED_IN');
      if (who.memberType === TRIAL_TYPE) throw new AppError('TRIAL_FORBIDDEN');
      // Transfer-mode vendors play from their own wallet and have no window here.
      if (v.walletMode !== 'seamless') throw new AppError('GAME_NOT_FOUND');
      await deps.admit?.(who.memberId);
      const { token } = await deps.issueToken(who.brandId, who.memberId, g.vendorCode, g.gameCode);
      const launchedAt = deps.clock();
      await deps.store.touchRecent(who.brandId, who.memberId, g.nodeId, launchedAt);
      const url = windowUrl(v.launchUrl, g, who.lang, { token });
      return { kind: 'window', ...base, trial: false, url, launchedAt: launchedAt.toISOString() };
    },
  };
}
export type LaunchService = ReturnType<typeof launchService>;
