import type { ContractKind } from './agent-contracts';
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
  antiBotChallenge: '/wps/antiBot/challenge',
  publicKey: '/wps/system/publicKey',
  affiliateCheck: '/wps/agent/affiliate',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  smsMember: '/wps/verification/sms/member',
  registerMobile: '/wps/member/register/mobile',
  loginFreePlay: '/wps/session/login/freeplay',
  loginVerify: '/wps/session/login/verify',
  memberIcon: '/wps/member/info/icon',
  memberLanguage: '/wps/member/language',
  changePassword: '/wps/member/password',
  totpSetup: '/wps/member/totp/setup',
  totpConfirm: '/wps/member/totp/confirm',
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
  // Money (operators, audit, uploads: OPS)
  operatorLogin: '/wps/operator/session/login',
  operatorLogout: '/wps/operator/session/logout',
  /** POST: the second step of an operator login (or of the first enrolment): the ticket and a TOTP code. */
  operatorTotp: '/wps/operator/session/totp',
  /** GET: the signed-in operator, their role and what it allows. */
  operatorMe: '/wps/operator/session/me',
  operatorAudit: '/wps/operator/audit',
  operatorAdjust: '/wps/operator/members/:memberId/adjust',
  upload: '/wps/uploads/:id',
  // Money (deposits: DEP)
  depositChannels: '/wps/v2/deposit/channels',
  deposit: '/wps/v2/deposit',
  depositRecords: '/wps/v2/deposit/records',
  depositOne: '/wps/v2/deposit/:id',
  depositCallback: '/wps/v2/deposit/callback/:gateway',
  operatorDeposits: '/wps/operator/deposits',
  operatorDepositApprove: '/wps/operator/deposits/:id/approve',
  operatorDepositReject: '/wps/operator/deposits/:id/reject',
  // Money (wallet, records: WAL)
  fundsConsolidated: '/wps/member/info/funds/consolidated',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  walletRecallAll: '/wps/relay/GCS_recallAll',
  transactions: '/wps/member/transactions',
  profit: '/wps/member/profit',
  bonusDetails: '/wps/member/bonus',
  // Money (withdrawals: WD)
  payoutAccounts: '/wps/member/payout-accounts',
  payoutAccount: '/wps/member/payout-accounts/:id',
  paymentPassword: '/wps/member/payment-password',
  paymentPasswordReset: '/wps/member/payment-password/reset',
  withdrawInfo: '/wps/member/withdraw/info',
  withdraw: '/wps/member/withdraw',
  withdrawRecords: '/wps/member/withdraw/records',
  withdrawCancel: '/wps/member/withdraw/:id/cancel',
  withdrawReceived: '/wps/member/withdraw/payouts/:pid/received',
  withdrawNotReceived: '/wps/member/withdraw/payouts/:pid/not-received',
  operatorWithdrawals: '/wps/operator/withdrawals',
  operatorWithdrawal: '/wps/operator/withdrawals/:id',
  operatorWithdrawalApprove: '/wps/operator/withdrawals/:id/approve',
  operatorWithdrawalReject: '/wps/operator/withdrawals/:id/reject',
  operatorWithdrawalPayout: '/wps/operator/withdrawals/:id/payouts',
  operatorWithdrawalForce: '/wps/operator/withdrawals/:id/payouts/:pid/force-receipt',
  operatorWithdrawalReturn: '/wps/operator/withdrawals/:id/payouts/:pid/return',
  // Responsible gaming (limits, time-out, self-exclusion, reality check)
  rgState: '/wps/member/responsible-gaming',
  rgLimits: '/wps/member/responsible-gaming/limits',
  rgLimit: '/wps/member/responsible-gaming/limits/:kind/:period',
  rgTimeout: '/wps/member/responsible-gaming/timeout',
  rgExclusion: '/wps/member/responsible-gaming/exclusion',
  rgRealityCheck: '/wps/member/responsible-gaming/reality-check',
  rgSession: '/wps/member/responsible-gaming/session',
  operatorRg: '/wps/operator/members/:memberId/responsible-gaming',
  operatorRgBlock: '/wps/operator/members/:memberId/responsible-gaming/block',
  operatorRgLift: '/wps/operator/members/:memberId/responsible-gaming/lift',
  healthz: '/healthz',
  readyz: '/readyz',
} as const;

/** The spec's call names, one per kind: GET lists, POST acts (offer, accept, reject, terminate). */
export const CONTRACT_PATHS: Record<ContractKind, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

export const AGENT_CONTRACT_API = {
  /** The caller's contract with its upline and offers awaiting it, per kind (the contract popup). */
  consolidated: '/wps/agent/contracts/consolidated',
  /** Settlement records (dividend record, daily wages, hourly and real-time salary screens). */
  records: '/wps/agent/contracts/records',
  /** Operator: settle the last closed period of a kind now (the scheduled job does it on its own). */
  operatorSettle: '/wps/operator/contracts/settle',
} as const;

/**
 * The agent center's team calls (spec §2 agent menu). Every call that names a member checks that
 * the member is in the caller's downline (self included where it says so); anything else is
 * 403 NOT_IN_DOWNLINE, whichever brand or branch the id belongs to.
 */
export const AGENT_TEAM_API = {
  /** The caller as an agent: rebate, type, upline, team counts. */
  profile: '/wps/agent/team/profile',
  overview: '/wps/agent/team/overview',
  /** GET: direct downlines of parentId (default the caller), searchable; POST: create a downline account. */
  downlines: '/wps/agent/team/downlines',
  downline: '/wps/agent/team/downlines/:memberId',
  downlineRebate: '/wps/agent/team/downlines/:memberId/rebate',
  /** GET: the caller's invitation (affiliate) codes; POST: a new code with its rebate. */
  invitations: '/wps/agent/team/invitations',
  invitation: '/wps/agent/team/invitations/:code',
  bets: '/wps/agent/team/bets',
  transactions: '/wps/agent/team/transactions',
  loss: '/wps/agent/team/loss',
  income: '/wps/agent/team/income',
  accounts: '/wps/agent/team/accounts',
} as const;

/**
 * Transfers between an agent and its team (spec §6: "transfer to downline or upline") and the
 * member's affiliate (agent) application that an operator reviews. Money moves only through the
 * ledger (type 'agent_transfer'), keyed by the call's Idempotency-Key.
 */
export const AGENT_TRANSFER_API = {
  /** POST (agent): from the caller's cash to a member anywhere in its downline. Sealed body. */
  downline: '/wps/agent/transfer/downline',
  /** GET (member): balance, limits, today's total sent and the direct upline (transferUpline screen). */
  info: '/wps/member/transfer/info',
  /** POST (member): from the caller's cash to its direct upline. Sealed body. */
  upline: '/wps/member/transfer/upline',
  /** GET (member): transfers the caller sent or received, by date range. */
  records: '/wps/member/transfer/records',
  /** GET: the member's latest application; POST: apply to become an agent. */
  affiliateApplication: '/wps/member/affiliate/application',
  /** GET (operator): applications of the brand, newest first, optionally by status. */
  operatorApplications: '/wps/operator/affiliate/applications',
  /** POST (operator): approve or reject an application still in process. */
  operatorReview: '/wps/operator/affiliate/applications/:id/:action',
} as const;

/** Back office, cashier (permission 'cashier'): proof images for operators, payment channels. */
export const OPS_CASHIER_API = {
  /** GET: the n-th proof image (0-based) of a deposit: the image bytes. */
  depositProof: '/wps/operator/deposits/:id/proof/:n',
  /** GET: the n-th "not received" proof image of a withdrawal's part: the image bytes. */
  withdrawalProof: '/wps/operator/withdrawals/:id/payouts/:pid/proof/:n',
  /** GET: every deposit channel of the brand, enabled or not, in display order. */
  channels: '/wps/operator/payment-channels',
  /** PUT: enable/disable, min/max, display order of one channel. */
  channel: '/wps/operator/payment-channels/:code',
} as const;

/** Back office, agents (permission 'agents'): the tree, contracts and settlement runs. */
export const OPS_AGENTS_API = {
  /** GET: direct downlines of parentId (top-level agents when absent) with level and team size. */
  tree: '/wps/operator/agents/tree',
  /** GET: members whose account starts with the text, each with its upline path. */
  search: '/wps/operator/agents/search',
  /** GET: the brand's dividend and salary contracts with parties and terms. */
  contracts: '/wps/operator/contracts',
  /** GET: settlement runs (kind + period settled) with their totals. */
  runs: '/wps/operator/contracts/runs',
  /** GET: settlement records with their payments. */
  settlements: '/wps/operator/contracts/settlements',
} as const;

/** The security center (My account): profile labels, avatar, binding an email or a mobile. */
export const PROFILE_API = {
  /** GET: the member's profile; PUT: save it (every field, an empty one clears it). */
  profile: '/wps/member/profile',
  avatar: '/wps/member/profile/avatar',
  /** POST (member, sealed): new address + login password; a link goes to the new address. */
  bindEmail: '/wps/member/email/bind',
  /** POST (guest): the mailed link's token binds the address. */
  confirmEmail: '/wps/member/email/confirm',
  /** POST (member): an SMS code to the new number. */
  bindMobileCode: '/wps/member/mobile/code',
  /** POST (member, sealed): new number + its code + login password. */
  bindMobile: '/wps/member/mobile/bind',
} as const;

/** Beginner guide, blog and news (spec §2): readers list and open them, operators write them. */
export const ARTICLES_API = {
  /** GET: published articles of a kind, in order, one page at a time. */
  list: '/wps/content/articles/:kind',
  /** GET: one published article by its slug. */
  one: '/wps/content/articles/:kind/:slug',
  /** GET (operator): every article, published or not; POST: create one (unpublished). */
  operatorList: '/wps/operator/articles',
  /** PUT (operator): replace an article's fields; DELETE: remove it. */
  operatorOne: '/wps/operator/articles/:id',
  operatorPublish: '/wps/operator/articles/:id/publish',
  operatorUnpublish: '/wps/operator/articles/:id/unpublish',
} as const;

export const BETS_API = {
  records: '/wps/member/bets',
  profit: '/wps/member/bets/profit',
  recent: '/wps/member/bets/recent',
} as const;

export const GAMES_API = {
  list: '/lgw/games/list',
  vendors: '/lgw/games/vendors',
  hot: '/lgw/games/hot',
  winners: '/lgw/games/winners',
  jackpot: '/lgw/games/jackpot',
  recent: '/wps/relay/GCS_recentGame',
  favourites: '/wps/game/favorites',
  favouriteIds: '/wps/game/favorites/ids',
  launch: '/wps/game/launchGame',
} as const;

/** The provider wallet API's paths (server to server; see docs/provider-wallet-api.md). */
export const PROVIDER_API = {
  authenticate: '/provider/v1/authenticate',
  balance: '/provider/v1/balance',
  bet: '/provider/v1/bet',
  win: '/provider/v1/win',
  rollback: '/provider/v1/rollback',
} as const;

/** Live support chat (members, guests with a guest chat token, and the operators' console). */
export const SUPPORT_CHAT_API = {
  /** POST: spec §7 "chat launch". */
  launch: '/wps/chat/launch',
  /** GET history, POST send. */
  messages: '/wps/chat/messages',
  typing: '/wps/chat/typing',
  read: '/wps/chat/read',
  image: '/wps/chat/images/:id',
  /** POST: the console's heartbeat (online while seen within a minute). */
  opPresence: '/wps/operator/chat/presence',
  opConversations: '/wps/operator/chat/conversations',
  opTake: '/wps/operator/chat/conversations/:id/take',
  opMessages: '/wps/operator/chat/conversations/:id/messages',
  opTyping: '/wps/operator/chat/conversations/:id/typing',
  opRead: '/wps/operator/chat/conversations/:id/read',
  opClose: '/wps/operator/chat/conversations/:id/close',
} as const;
/** The one WebSocket endpoint (realtime.ts): events to the browser; not a route-table call. */
export const REALTIME_API = { socket: '/wps/ws' } as const;
/** Platform messages (messageV2): the member's inbox and the operator's sends. */
export const MESSAGES_API = {
  /** Spec §7 "Other" row: GET unread messages count. */
  CSP_unreadCount: '/wps/relay/CSP_unreadCount',
  list: '/wps/member/messages',
  one: '/wps/member/messages/:id',
  read: '/wps/member/messages/:id/read',
  readAll: '/wps/member/messages/read-all',
  /** POST: send; GET: the brand's sent messages. */
  operatorSend: '/wps/operator/messages',
} as const;

/** Feedback and complaints (spec §3, §7): PUT sends one, GET lists the member's own with replies. */
export const FEEDBACK_API = {
  feedback: '/wps/feedback',
  operatorList: '/wps/operator/feedback',
  operatorReply: '/wps/operator/feedback/:id/reply',
} as const;
