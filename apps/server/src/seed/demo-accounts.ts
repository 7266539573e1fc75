/**
 * Demo accounts, so the agent center and the login flows can be tried at once. The README lists
 * them; passwords follow the brand's password rule.
 */
export const DEMO_ACCOUNTS = [
  { account: 'agent01', password: 'Agent1234', type: 1, mobileNum: '+8801700000001', nickname: 'Agent One' },
  { account: 'player01', password: 'Player1234', type: 0, mobileNum: '+8801700000002', nickname: 'Player One' },
] as const;

/**
 * The demo back-office accounts, one per role (contracts operator-access.ts): ops01 is the owner
 * (every permission, manages operators); the others show what each role may do. Each enrols an
 * authenticator at its first login. Production seeds them only with SEED_DEMO=1, with
 * SEED_OPERATOR_PASSWORD instead of the public one.
 */
export const DEMO_OPERATORS = [
  { username: 'ops01', password: 'Operator1234', role: 'owner' },
  { username: 'fin01', password: 'Operator1234', role: 'finance' },
  { username: 'sup01', password: 'Operator1234', role: 'support' },
  { username: 'con01', password: 'Operator1234', role: 'content' },
  { username: 'risk01', password: 'Operator1234', role: 'risk' },
] as const;

/** agent01's invitation code: registering with it puts the new member under agent01. */
export const DEMO_AFFILIATE_CODE = 'RT2026';

/** The password operators reset accounts to; logging in with it opens the change-password popup. */
export const DEMO_DEFAULT_PASSWORD = 'Reset1234';
