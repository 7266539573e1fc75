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
  publicKey: '/wps/system/publicKey',
  affiliateCheck: '/wps/agent/affiliate',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  registerMobile: '/wps/member/register/mobile',
  loginFreePlay: '/wps/session/login/freeplay',
  loginVerify: '/wps/session/login/verify',
  memberIcon: '/wps/member/info/icon',
  memberLanguage: '/wps/member/language',
  changePassword: '/wps/member/password',
  forgotByEmail: '/wps/member/password/email',
  resetByLink: '/wps/member/password/reset',
  resetByPhone: '/wps/member/password/verification',
  balance: '/wps/v2/wallets/balance',
  announcements: '/wps/announcement/content',
  gameMenus: '/lgw/games/game_menus',
  register: '/wps/member/register',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  healthz: '/healthz',
  readyz: '/readyz',
} as const;
