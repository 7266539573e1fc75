/** Member center screens of spec §2, by their module ids (also the whitelabel module tree's). */
export const MEMBER_MENU = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'badge',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Not in spec §2's list: the regulators' standard set (limits, reality check, time-out, self-exclusion).
  'responsibleGaming',
  // Spec §2's other labelled screens, which have no module id there (ids chosen here): beginner guide, blog,
  // news, help center, and app download with the iOS, Lite and Android install guides.
  'beginnerGuide',
  'blog',
  'news',
  'helpCenter',
  'appDownload',
] as const;

/** Agent center screens of spec §2. */
export const AGENT_MENU = [
  'announcement',
  'teamOverview',
  'registerCenter',
  'downlineManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'downlineAccount',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;

/** Agent screens that exist only while their contract switch is on (whitelabel flags). */
export const AGENT_MENU_SWITCHES = {
  dividendRecord: 'contractDividend',
  dailyWages: 'dailySalary',
  hourlySalary: 'hourlySalary',
  realTimeSalary: 'realTimeSalary',
} as const;

/**
 * The reward center: one page wherever a menu, the account menu or an announcement names it (the
 * member menu's `badge` entry names this page, it has no tab of its own).
 */
export const REWARD_CENTER_PATH = '/promotions';

/**
 * "Become an agent" (side menu, footer): the affiliate application in the member center, where a
 * player applies (spec §1). Not the agent login, which refuses players. A guest logs in first and
 * comes back to it.
 */
export const AFFILIATE_HASH = 'affiliate';
export const BECOME_AGENT_PATH = `/member#${AFFILIATE_HASH}`;
