import { agentRoutes } from './routes/agent';
import { gamesRoutes } from './routes/games';
import { membersRoutes } from './routes/members';
import { messagesRoutes } from './routes/messages';
import { moneyRoutes } from './routes/money';
import { operatorsRoutes } from './routes/operators';
import { providerRoutes } from './routes/providers';
import { rgRoutes } from './routes/responsible-gaming';
import { systemRoutes } from './routes/system';

export { CONTRACT_ROUTES } from './routes/agent';

/**
 * Every API call, once: the server registers each from its entry and the web calls each through it.
 * Keys are the `API` names where one exists. A test checks that the server registers exactly these.
 */
export const ROUTES = {
  ...systemRoutes,
  ...membersRoutes,
  ...moneyRoutes,
  ...rgRoutes,
  ...gamesRoutes,
  ...agentRoutes,
  ...operatorsRoutes,
  ...providerRoutes,
  ...messagesRoutes,
};
export type Routes = typeof ROUTES;
