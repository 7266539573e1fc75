import { betProfitByCategory, betProfitQuery, betRecordPage, betRecordQuery, recentRounds } from '../bets';
import {
  favouriteBody,
  favouriteIds,
  favouritesQuery,
  gameListPage,
  gameListQuery,
  hotGames,
  hotGamesQuery,
  jackpotInfo,
  launchGameBody,
  launchResult,
  lobbyVendors,
  recentGamesQuery,
  vendorsQuery,
  winnerBoard,
  winnersQuery,
} from '../lobby';
import { BETS_API, GAMES_API } from '../paths';
import { route } from '../route';

/** The lobby (lists, vendors, winners, jackpot), favourites, launching a game, and bet records. */
export const gamesRoutes = {
  gameList: route({ method: 'GET', path: GAMES_API.list, query: gameListQuery, response: gameListPage }),
  gameVendors: route({ method: 'GET', path: GAMES_API.vendors, query: vendorsQuery, response: lobbyVendors }),
  hotGames: route({ method: 'GET', path: GAMES_API.hot, query: hotGamesQuery, response: hotGames }),
  winners: route({ method: 'GET', path: GAMES_API.winners, query: winnersQuery, response: winnerBoard }),
  jackpot: route({ method: 'GET', path: GAMES_API.jackpot, response: jackpotInfo }),
  recentGames: route({ method: 'GET', path: GAMES_API.recent, query: recentGamesQuery, response: gameListPage }),
  favourites: route({ method: 'GET', path: GAMES_API.favourites, query: favouritesQuery, response: gameListPage }),
  addFavourite: route({ method: 'POST', path: GAMES_API.favourites, body: favouriteBody, response: favouriteIds }),
  removeFavourite: route({ method: 'DELETE', path: GAMES_API.favourites, body: favouriteBody, response: favouriteIds }),
  favouriteIds: route({ method: 'GET', path: GAMES_API.favouriteIds, response: favouriteIds }),
  launchGame: route({ method: 'POST', path: GAMES_API.launch, body: launchGameBody, response: launchResult }),
  betRecords: route({ method: 'GET', path: BETS_API.records, query: betRecordQuery, response: betRecordPage }),
  betProfit: route({ method: 'GET', path: BETS_API.profit, query: betProfitQuery, response: betProfitByCategory }),
  recentRounds: route({ method: 'GET', path: BETS_API.recent, response: recentRounds }),
};
