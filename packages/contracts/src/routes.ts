import { agentRoutes } from './routes/agent';
import { articlesRoutes } from './routes/articles';
import { gamesRoutes } from './routes/games';
import { membersRoutes } from './routes/members';
import { messagesRoutes } from './routes/messages';
import { moneyRoutes } from './routes/money';
import { operatorsRoutes } from './routes/operators';
import { opsAgentsRoutes } from './routes/ops-agents';
import { opsCashierRoutes } from './routes/ops-cashier';
import { opsConfigRoutes } from './routes/ops-config';
import { opsContentRoutes } from './routes/ops-content';
import { opsMembersRoutes } from './routes/ops-members';
import { opsReportsRoutes } from './routes/ops-reports';
import { profileRoutes } from './routes/profile';
import { providerRoutes } from './routes/providers';
import { rgRoutes } from './routes/responsible-gaming';
import { supportChatRoutes } from './routes/support-chat';
import { systemRoutes } from './routes/system';

export { CONTRACT_ROUTES } from './routes/agent';

/**
 * Every API call, once: the server registers each from its entry and the web calls each through it.
 * Keys are the `API` names where one exists. A test checks that the server registers exactly these.
 */
export const ROUTES = {
  ...systemRoutes,
  ...membersRoutes,
  ...profileRoutes,
  ...moneyRoutes,
  ...rgRoutes,
  ...gamesRoutes,
  ...agentRoutes,
  ...operatorsRoutes,
  ...opsCashierRoutes,
  ...opsAgentsRoutes,
  ...providerRoutes,
  ...supportChatRoutes,
  ...articlesRoutes,
  ...messagesRoutes,
  ...opsConfigRoutes,
  ...opsMembersRoutes,
  ...opsReportsRoutes,
  ...opsContentRoutes,
};
export type Routes = typeof ROUTES;
