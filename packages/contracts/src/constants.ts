/** Business constants and limits of spec §9, in one place for server and web. */
export const LIMITS = {
  /** Too many verification requests: the number waits this long. */
  verificationLockoutMs: 5 * 60_000,
  /** SMS countdown is expiredMinutes x 60 s; this is the default expiredMinutes. */
  smsDefaultExpiredMinutes: 1,
  smsThrottleMs: 1000,
  captchaRefreshMs: 1000,
  realTimeSalaryEveryMinutes: 5,
  feedbackMaxLength: 200,
  feedbackMinLength: 20,
  remarkMaxLength: 140,
  uploadMaxImages: 3,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadTypes: ['image/png', 'image/jpeg'] as const,
  ageGate: 18,
  rememberMeHours: 24,
  announcementPageSize: 9,
  paginationPages: 5,
  paginationMargin: 1,
  favouritePageSize: 999,
  winnerBoardLimit: 20,
  winnerBoardTop: 3,
  favouriteThrottleMs: 1000,
  gameCardThemes: 6,
  cardCounterStep: 165.11,
  cardCounterEveryMs: 3000,
  jackpotStartMin: 10_000_000_000,
  jackpotStartMax: 90_000_000_000,
  jackpotStepMin: 100,
  jackpotStepMax: 500,
  jackpotEverySeconds: [3, 4, 5] as const,
  bannerAutoplayMs: 5000,
  bannerTransitionMs: 1000,
  homeRowPageSize: 20,
  homeRowMaxItems: 12,
  homeRowPerView: 4,
  footerVendorsPerView: 10,
  chunkLoadTimeoutMs: 120_000,
  captchaTtlMs: 5 * 60_000,
} as const;

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const TAB_GROUPS = ['w_home', 'w_promotion', 'w_register', 'w_leftmenu'] as const;
export const VIDEO_BANNER_LANGUAGES = ['en', 'tl', 'zh', 'vi', 'th'] as const;
export const THEMES = ['dark', 'light'] as const;

export const DEFAULTS = {
  clientType: 3,
  platform: 'W',
  device: 'WEB',
  language: 'bn',
  theme: 'dark',
} as const;

/** Member type numbers of spec §3. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

/** System status of spec §4. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/** Storage keys the web app uses (spec §4). */
/**
 * Remember me (spec §9): a remembered session lasts this long, browser closed or not. Here, not in
 * profile.ts, because the first paint's session state reads it (profile.ts builds schemas).
 */
export const REMEMBER_ME_HOURS = 24;

export const STORAGE_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  token: 'token',
  merchantCode: 'merchantCode',
  popupClosed: 'popupClosed',
  firstLogin: 'firstLogin',
  sideMenuCollapsed: 'sideMenuCollapsed',
  hideBalance: 'hideBalance',
  /** Remember me: the token's end (ms since epoch) when the token is kept in local storage. */
  rememberUntil: 'rememberUntil',
} as const;
