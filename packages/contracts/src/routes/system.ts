import { z } from 'zod';
import { antiBotChallenge } from '../anti-bot';
import { affiliateQuery, affiliateResult } from '../auth';
import { gameMenus } from '../catalogue';
import { announcementContent, announcementQuery } from '../content';
import { API } from '../paths';
import { route } from '../route';
import { publicKeyInfo } from '../sealed';
import {
  captchaImage,
  domainRoute,
  health,
  helpCenter,
  helpCenterQuery,
  registerSettings,
  statusQuery,
  systemStatus,
  whitelabel,
} from '../system';

/** The brand, its settings and content, and what a guest needs before logging in. */
export const systemRoutes = {
  whitelabel: route({ method: 'GET', path: API.whitelabel, response: whitelabel }),
  registerSettings: route({ method: 'GET', path: API.registerSettings, response: registerSettings }),
  status: route({ method: 'GET', path: API.status, query: statusQuery, response: systemStatus }),
  domainRoute: route({ method: 'GET', path: API.domainRoute, response: domainRoute }),
  helpCenter: route({ method: 'GET', path: API.helpCenter, query: helpCenterQuery, response: helpCenter }),
  captcha: route({ method: 'GET', path: API.captcha, response: captchaImage }),
  antiBotChallenge: route({ method: 'GET', path: API.antiBotChallenge, response: antiBotChallenge }),
  publicKey: route({ method: 'GET', path: API.publicKey, response: publicKeyInfo }),
  affiliateCheck: route({ method: 'GET', path: API.affiliateCheck, query: affiliateQuery, response: affiliateResult }),
  announcements: route({
    method: 'GET',
    path: API.announcements,
    query: announcementQuery,
    response: announcementContent,
  }),
  gameMenus: route({ method: 'GET', path: API.gameMenus, response: gameMenus }),
  healthz: route({ method: 'GET', path: API.healthz, response: health }),
  readyz: route({ method: 'GET', path: API.readyz, response: health }),
  /** An uploaded image (proofs): answers the bytes, not the envelope. */
  upload: route({
    method: 'GET',
    path: API.upload,
    params: z.object({ id: z.string().max(64) }),
    response: z.any().describe('The image bytes'),
  }),
};
