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
