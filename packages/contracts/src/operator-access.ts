/**
 * Who may do what in the back office. Every operator route names one permission in the route
 * table (`RouteDef.permission`); the server's operator guard checks the session's role against
 * ROLE_PERMISSIONS on every call, and the back office hides what a role cannot use.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content', 'risk'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  /** Any signed-in operator: their own session, profile and second factor. */
  'session',
  /** Dashboard figures and reports (read only). */
  'reports',
  /** Find members and read their page (profile, balances, ledger, rounds, sessions). */
  'members.read',
  /** Disable, enable, log out, reset a password, unbind an authenticator, notes. */
  'members.write',
  /** Manual balance adjustments. */
  'money.adjust',
  /** Deposit and withdrawal queues, payment channels. */
  'cashier',
  /** Agent tree, affiliate applications, contracts and their settlement. */
  'agents',
  /** Banners, announcements, help sections, articles, promotion pages. */
  'content',
  /** Brand flags, module tree, registration and region rules, maintenance, vendors and games, languages. */
  'config',
  /** Platform messages to members. */
  'messages',
  /** Live chat console and the feedback inbox. */
  'support',
  /** Responsible-gaming state: read, set and lift exclusions. */
  'rg',
  /** The audit log. */
  'audit',
  /** Operators of the brand: create, change role, disable. */
  'operators',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  owner: OPERATOR_PERMISSIONS,
  finance: ['session', 'reports', 'members.read', 'money.adjust', 'cashier', 'agents', 'audit'],
  support: ['session', 'members.read', 'members.write', 'messages', 'support', 'rg'],
  content: ['session', 'content', 'messages'],
  risk: ['session', 'reports', 'members.read', 'members.write', 'rg', 'audit', 'cashier'],
};

export const roleCan = (role: OperatorRole, p: OperatorPermission) => ROLE_PERMISSIONS[role].includes(p);
