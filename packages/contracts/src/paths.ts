/**
 * Every API path, named once. Paths the spec names are used exactly; the others are chosen in the
 * same family and documented in OpenAPI.
 */
export const API = {
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  status: '/wps/system/status',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  captcha: '/wps/captcha',
  announcements: '/wps/announcement/content',
  gameMenus: '/lgw/games/game_menus',
  register: '/wps/member/register',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  healthz: '/healthz',
  readyz: '/readyz',
} as const;
