/** Paths of the back office's sections (operator routes; each names its permission in the route table). */

/** The back office's Configuration section (ops-config.ts; permission `config`). */
export const OPS_CONFIG_API = {
  brand: '/wps/operator/config/brand',
  flags: '/wps/operator/config/flags',
  module: '/wps/operator/config/modules/:modId',
  languages: '/wps/operator/config/languages',
  register: '/wps/operator/config/register-rules',
  registerField: '/wps/operator/config/register-rules/:field',
  regions: '/wps/operator/config/region-rules',
  region: '/wps/operator/config/region-rules/:id',
  maintenance: '/wps/operator/config/maintenance',
  maintenanceOne: '/wps/operator/config/maintenance/:id',
  vendors: '/wps/operator/config/vendors',
  vendor: '/wps/operator/config/vendors/:code',
  games: '/wps/operator/config/games',
  game: '/wps/operator/config/games/:nodeId',
  cs: '/wps/operator/config/customer-service',
  csOne: '/wps/operator/config/customer-service/:id',
} as const;

/** The brand's operators (back office accounts), managed by an owner (permission 'operators'). */
export const OPS_OPERATORS_API = {
  /** GET: operators of the brand, paged; POST: create one. */
  list: '/wps/operator/operators',
  /** PUT: change an operator's role. */
  role: '/wps/operator/operators/:id/role',
  /** PUT: disable (their sessions end) or enable an operator. */
  status: '/wps/operator/operators/:id/status',
  /** POST: forget an operator's authenticator; they enrol a new one at their next login. */
  resetTotp: '/wps/operator/operators/:id/totp/reset',
} as const;

/** The back office's Members section (ops-members.ts): search, the member page, account actions. */
export const OPS_MEMBERS_API = {
  search: '/wps/operator/members',
  one: '/wps/operator/members/:memberId',
  ledger: '/wps/operator/members/:memberId/ledger',
  rounds: '/wps/operator/members/:memberId/rounds',
  deposits: '/wps/operator/members/:memberId/deposits',
  withdrawals: '/wps/operator/members/:memberId/withdrawals',
  sessions: '/wps/operator/members/:memberId/sessions',
  ips: '/wps/operator/members/:memberId/ips',
  /** GET: the notes, newest first; POST: add one. */
  notes: '/wps/operator/members/:memberId/notes',
  disable: '/wps/operator/members/:memberId/disable',
  enable: '/wps/operator/members/:memberId/enable',
  logout: '/wps/operator/members/:memberId/logout',
  resetPassword: '/wps/operator/members/:memberId/password-reset',
  unbindTotp: '/wps/operator/members/:memberId/totp-unbind',
} as const;

/** The back office's dashboard and reports (permission `reports`); each report's CSV export beside it. */
export const OPS_REPORTS_API = {
  dashboard: '/wps/operator/dashboard',
  reconcile: '/wps/operator/dashboard/reconcile',
  pnl: '/wps/operator/reports/pnl',
  pnlCsv: '/wps/operator/reports/pnl.csv',
  players: '/wps/operator/reports/players',
  playersCsv: '/wps/operator/reports/players.csv',
  agents: '/wps/operator/reports/agents',
  agentsCsv: '/wps/operator/reports/agents.csv',
} as const;

/** The back office's content calls (banners, announcements, help; permission 'content') and content images. */
export const OPS_CONTENT_API = {
  /** GET: banners, paged, filtered and sorted; POST: create one with its image. */
  banners: '/wps/operator/content/banners',
  /** PUT: replace a banner's fields (and image, when sent); DELETE: remove it. */
  banner: '/wps/operator/content/banners/:id',
  /** PUT: enable or disable a banner. */
  bannerEnabled: '/wps/operator/content/banners/:id/enabled',
  /** PUT: the order of a group's banners. */
  bannerOrder: '/wps/operator/content/banner-order',
  /** GET: announcements (PL, PU, PR, H), paged; POST: create one (a draft until published). */
  announcements: '/wps/operator/content/announcements',
  /** PUT: replace an announcement's fields; DELETE: remove it. */
  announcement: '/wps/operator/content/announcements/:id',
  announcementPublish: '/wps/operator/content/announcements/:id/publish',
  announcementUnpublish: '/wps/operator/content/announcements/:id/unpublish',
  /** GET: help sections of one language; PUT: write one section (created or replaced). */
  help: '/wps/operator/content/help',
  /** DELETE: remove one section of one language. */
  helpSection: '/wps/operator/content/help/:lang/:sectionId',
  /** GET (public): a published content image's bytes (banners, promotion cards, popups). */
  image: '/wps/content/images/:id',
} as const;
