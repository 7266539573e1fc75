import { z } from 'zod';
import { serialId } from './bounds';
import { CATEGORY_CODES } from './catalogue';
import { money, page } from './money';

/** Lobby filter types of spec §2 (game lobby). FAV and RECENT need a session. */
export const LOBBY_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

/** Longest search text accepted (characters); longer input is a field error, not a slow query. */
export const GAME_SEARCH_MAX = 40;

const code = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
const nodeId = serialId;

/** A game as a lobby card shows it (spec §3 game fields, plus new, RTP, volatility and tags). */
export const gameCard = z.object({
  gameId: z.string(),
  nodeId: z.number().int(),
  /** In the request language, English when the game has no name in it. */
  displayName: z.string(),
  /** The English name (spec gameName / nodeName). */
  gameName: z.string(),
  vassalage: z.string().describe('vendor code'),
  vendorName: z.string(),
  gameCode: z.string(),
  /** Category code; slots are typed RNG. */
  gameType: z.enum(CATEGORY_CODES),
  isGame: z.string().nullable().describe('VASSALAGE when the vendor opens a popup of its games'),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.boolean(),
  iconUrl: z.string(),
  lagerIcon: z.string(),
  /** Card theme of spec §9: theme-(nodeId mod 6 + 1). */
  theme: z.string(),
  /** Return to player, percent with two decimals ("96.47"). */
  rtp: z.string(),
  volatility: z.enum(['low', 'medium', 'high']),
  tags: z.array(z.string()),
  /** The game or its vendor is under maintenance: it shows, but does not launch. */
  maintenance: z.boolean(),
  /** A free demo (play money, no wallet) is offered. */
  trial: z.boolean(),
});
export type GameCard = z.infer<typeof gameCard>;

/** Game list (spec §7): clientType 3, platform, merchant, gameType, pageNo, pageSize, language, gameClassify, vassalage. */
export const gameListQuery = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(32).optional(),
  merchant: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  gameType: z.enum(CATEGORY_CODES).optional(),
  vassalage: code.optional(),
  gameClassify: z.enum(LOBBY_FILTERS).default('ALL'),
  /** Search by name in the request language, with English as the fallback. */
  keyword: z.string().trim().max(GAME_SEARCH_MAX).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(40),
});
export type GameListQuery = z.infer<typeof gameListQuery>;
export const gameListPage = page(gameCard);
export type GameListPage = z.infer<typeof gameListPage>;

/** Vendors (spec §7, platform html5-desktop): every enabled vendor with its game count. */
export const vendorsQuery = z.object({
  platform: z.string().max(32).optional(),
  gameType: z.enum(CATEGORY_CODES).optional(),
});
export const lobbyVendor = z.object({
  vassalage: z.string(),
  name: z.string(),
  logo: z.string(),
  categories: z.array(z.enum(CATEGORY_CODES)),
  walletMode: z.enum(['seamless', 'transfer']),
  isGame: z.string().nullable(),
  maintenance: z.boolean(),
  gameCount: z.number().int(),
});
export type LobbyVendor = z.infer<typeof lobbyVendor>;
export const lobbyVendors = z.array(lobbyVendor);

/** Hot games (spec §7): merchantCode, isPlatform, vassalage, platform, language. */
export const hotGamesQuery = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.string().max(8).optional(),
  vassalage: code.optional(),
  platform: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  gameType: z.enum(CATEGORY_CODES).optional(),
});
export const hotGames = z.array(gameCard);

/** Recent games (GCS_recentGame): page, pageSize, gameType, language, clientType. */
export const recentGamesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  gameType: z.enum(CATEGORY_CODES).optional(),
  language: z.string().max(8).optional(),
  clientType: z.coerce.number().int().optional(),
});

/** Favourites: list with page size 999 (spec §9), the ids, add and remove. */
export const FAVOURITE_PAGE_SIZE = 999;
export const favouritesQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FAVOURITE_PAGE_SIZE).default(FAVOURITE_PAGE_SIZE),
  language: z.string().max(8).optional(),
});
export const favouriteBody = z.object({
  nodeId,
  /** The game's vassalage. */
  vendor: code,
  gameType: z.enum(CATEGORY_CODES),
});
export type FavouriteBody = z.infer<typeof favouriteBody>;
export const favouriteIds = z.array(z.number().int());

/** Winner board (spec §7): gameCategory, language, limitNum (20); the 3 biggest wins come first. */
export const WINNER_BOARD_LIMIT = 20;
export const winnersQuery = z.object({
  gameCategory: z.enum(CATEGORY_CODES).optional(),
  language: z.string().max(8).optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(WINNER_BOARD_LIMIT),
});
export const winnerEntry = z.object({
  vo: z.object({
    /** Masked: first two and last character of the account. */
    customerName: z.string(),
    winAmount: money,
    gameName: z.string(),
    iconUrl: z.string(),
    nodeId: z.number().int().nullable(),
    wonAt: z.string(),
  }),
});
export type WinnerEntry = z.infer<typeof winnerEntry>;
export const winnerBoard = z.array(winnerEntry);

/** Jackpot: the value the counter starts from and how it grows (spec §9). */
export const jackpotInfo = z.object({
  value: money,
  /** The counter adds a random amount in [minStep, maxStep] every 3, 4 or 5 seconds. */
  minStep: money,
  maxStep: money,
  intervalsMs: z.array(z.number().int()),
});
export type JackpotInfo = z.infer<typeof jackpotInfo>;

/** Launch a game (or a vendor tile: vassalage without nodeId). */
export const launchGameBody = z.object({
  nodeId: nodeId.optional(),
  vassalage: code.optional(),
  gameCode: z.string().max(64).optional(),
  /** Free demo play: no session needed, play money only. */
  trial: z.boolean().optional(),
  language: z.string().max(8).optional(),
  platform: z.string().max(32).optional(),
});
export type LaunchGameBody = z.infer<typeof launchGameBody>;

/**
 * What the client does after a launch (spec §2 routing): go to a route of this site; open the
 * vendor's game popup (isGame VASSALAGE); open the game window on `url`; or, for a game under
 * maintenance, show the message with suggested games of its category.
 */
export const launchResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('route'), path: z.string() }),
  z.object({ kind: z.literal('popup'), vassalage: z.string() }),
  z.object({
    kind: z.literal('window'),
    url: z.string(),
    nodeId: z.number().int().nullable(),
    gameName: z.string(),
    vassalage: z.string(),
    trial: z.boolean(),
    /** Real money: the server's clock at launch; the reality check counts the rounds played since. */
    launchedAt: z.string().optional(),
  }),
  z.object({ kind: z.literal('maintenance'), gameName: z.string(), suggestions: z.array(gameCard) }),
]);
export type LaunchResult = z.infer<typeof launchResult>;
