import { PROVIDER_API } from '../paths';
import {
  providerAuthenticateBody,
  providerBalanceBody,
  providerBetBody,
  providerPlayer,
  providerRollbackBody,
  providerTxResult,
  providerWinBody,
} from '../providers';
import { route } from '../route';

/**
 * The seamless-wallet calls game vendors make (server to server). Each is signed over its raw bytes,
 * so the server parses the body against `body` itself, after the signature checked out.
 */
export const providerRoutes = {
  providerAuthenticate: route({
    method: 'POST',
    path: PROVIDER_API.authenticate,
    body: providerAuthenticateBody,
    response: providerPlayer,
  }),
  providerBalance: route({
    method: 'POST',
    path: PROVIDER_API.balance,
    body: providerBalanceBody,
    response: providerPlayer,
  }),
  providerBet: route({ method: 'POST', path: PROVIDER_API.bet, body: providerBetBody, response: providerTxResult }),
  providerWin: route({ method: 'POST', path: PROVIDER_API.win, body: providerWinBody, response: providerTxResult }),
  providerRollback: route({
    method: 'POST',
    path: PROVIDER_API.rollback,
    body: providerRollbackBody,
    response: providerTxResult,
  }),
};
