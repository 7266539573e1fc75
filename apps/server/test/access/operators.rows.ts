import type { OperatorRole, Routes } from '@platform/contracts';

/**
 * The operator access table (issue 17): one row per operator route of the route table, naming the
 * roles it serves; every other role must get 403 OPERATOR_FORBIDDEN and change nothing.
 * operator-access.test.ts calls every route as every role, fails for an operator route without a
 * row, and checks each row against ROLE_PERMISSIONS (contracts operator-access.ts). A new operator
 * route adds one line here.
 */
export type OperatorAccessRow = {
  route: keyof Routes;
  allowed: readonly OperatorRole[];
  /** Path params (default: every `:id`-like param is a number that names nothing, `:action` 'approve'). */
  params?: Record<string, string>;
  /** The call ends the caller's session: it runs on a session of its own. */
  endsSession?: true;
};

const ALL: readonly OperatorRole[] = ['owner', 'finance', 'support', 'content', 'risk'];
const CASHIER: readonly OperatorRole[] = ['owner', 'finance', 'risk'];
const RG: readonly OperatorRole[] = ['owner', 'support', 'risk'];
const AGENTS: readonly OperatorRole[] = ['owner', 'finance'];
const AUDIT: readonly OperatorRole[] = ['owner', 'finance', 'risk'];
const ADJUST: readonly OperatorRole[] = ['owner', 'finance'];
const OPERATORS: readonly OperatorRole[] = ['owner'];
const SUPPORT: readonly OperatorRole[] = ['owner', 'support'];
const CONTENT: readonly OperatorRole[] = ['owner', 'content'];
const MESSAGES: readonly OperatorRole[] = ['owner', 'support', 'content'];
const CONFIG: readonly OperatorRole[] = ['owner'];
const REPORTS: readonly OperatorRole[] = ['owner', 'finance', 'risk'];
const MEMBERS_READ: readonly OperatorRole[] = ['owner', 'finance', 'support', 'risk'];
const MEMBERS_WRITE: readonly OperatorRole[] = ['owner', 'support', 'risk'];

export const operatorRows: OperatorAccessRow[] = [
  // The operator's own session
  { route: 'operatorMe', allowed: ALL },
  { route: 'operatorLogout', allowed: ALL, endsSession: true },
  // Audit log and adjustments
  { route: 'operatorAudit', allowed: AUDIT },
  { route: 'operatorAdjust', allowed: ADJUST },
  // Operator management
  { route: 'operatorList', allowed: OPERATORS },
  { route: 'operatorCreate', allowed: OPERATORS },
  { route: 'operatorRole', allowed: OPERATORS },
  { route: 'operatorStatus', allowed: OPERATORS },
  { route: 'operatorTotpReset', allowed: OPERATORS },
  // Dashboard and reports (CSV exports beside each report)
  { route: 'opsDashboard', allowed: REPORTS },
  { route: 'opsReconcileRun', allowed: REPORTS },
  { route: 'opsPnl', allowed: REPORTS },
  { route: 'opsPnlCsv', allowed: REPORTS },
  { route: 'opsPlayers', allowed: REPORTS },
  { route: 'opsPlayersCsv', allowed: REPORTS },
  { route: 'opsAgents', allowed: REPORTS },
  { route: 'opsAgentsCsv', allowed: REPORTS },
  // Members: search, the member page, account actions
  { route: 'opsMemberSearch', allowed: MEMBERS_READ },
  { route: 'opsMember', allowed: MEMBERS_READ },
  { route: 'opsMemberLedger', allowed: MEMBERS_READ },
  { route: 'opsMemberRounds', allowed: MEMBERS_READ },
  { route: 'opsMemberDeposits', allowed: MEMBERS_READ },
  { route: 'opsMemberWithdrawals', allowed: MEMBERS_READ },
  { route: 'opsMemberSessions', allowed: MEMBERS_READ },
  { route: 'opsMemberIps', allowed: MEMBERS_READ },
  { route: 'opsMemberNotes', allowed: MEMBERS_READ },
  { route: 'opsMemberNoteAdd', allowed: MEMBERS_WRITE },
  { route: 'opsMemberDisable', allowed: MEMBERS_WRITE },
  { route: 'opsMemberEnable', allowed: MEMBERS_WRITE },
  { route: 'opsMemberLogout', allowed: MEMBERS_WRITE },
  { route: 'opsMemberResetPassword', allowed: MEMBERS_WRITE },
  { route: 'opsMemberUnbindTotp', allowed: MEMBERS_WRITE },
  // Cashier: deposits and withdrawals
  { route: 'operatorDeposits', allowed: CASHIER },
  { route: 'operatorDepositApprove', allowed: CASHIER },
  { route: 'operatorDepositReject', allowed: CASHIER },
  { route: 'operatorWithdrawals', allowed: CASHIER },
  { route: 'operatorWithdrawal', allowed: CASHIER },
  { route: 'operatorWithdrawalApprove', allowed: CASHIER },
  { route: 'operatorWithdrawalReject', allowed: CASHIER },
  { route: 'operatorWithdrawalPayout', allowed: CASHIER },
  { route: 'operatorWithdrawalForce', allowed: CASHIER },
  { route: 'operatorWithdrawalReturn', allowed: CASHIER },
  { route: 'opsDepositProof', allowed: CASHIER },
  { route: 'opsWithdrawalProof', allowed: CASHIER },
  { route: 'opsChannels', allowed: CASHIER },
  { route: 'opsChannelUpdate', allowed: CASHIER },
  // Responsible gaming
  { route: 'operatorRg', allowed: RG },
  { route: 'operatorRgBlock', allowed: RG },
  { route: 'operatorRgLift', allowed: RG },
  // Agents
  { route: 'operatorSettle', allowed: AGENTS },
  { route: 'operatorApplications', allowed: AGENTS },
  { route: 'operatorReview', allowed: AGENTS },
  { route: 'opsAgentTree', allowed: AGENTS },
  { route: 'opsAgentSearch', allowed: AGENTS },
  { route: 'opsContracts', allowed: AGENTS },
  { route: 'opsSettlementRuns', allowed: AGENTS },
  { route: 'opsSettlements', allowed: AGENTS },
  // Configuration
  { route: 'opsConfigBrand', allowed: CONFIG },
  { route: 'opsConfigFlags', allowed: CONFIG },
  { route: 'opsConfigModule', allowed: CONFIG },
  { route: 'opsConfigLanguages', allowed: CONFIG },
  { route: 'opsConfigRegister', allowed: CONFIG },
  { route: 'opsConfigRegisterField', allowed: CONFIG },
  { route: 'opsConfigRegions', allowed: CONFIG },
  { route: 'opsConfigRegionAdd', allowed: CONFIG },
  { route: 'opsConfigRegionRemove', allowed: CONFIG },
  { route: 'opsConfigMaintenance', allowed: CONFIG },
  { route: 'opsConfigMaintenanceCreate', allowed: CONFIG },
  { route: 'opsConfigMaintenanceUpdate', allowed: CONFIG },
  { route: 'opsConfigMaintenanceDelete', allowed: CONFIG },
  { route: 'opsConfigVendors', allowed: CONFIG },
  { route: 'opsConfigVendor', allowed: CONFIG },
  { route: 'opsConfigGames', allowed: CONFIG },
  { route: 'opsConfigGame', allowed: CONFIG },
  { route: 'opsConfigCs', allowed: CONFIG },
  { route: 'opsConfigCsCreate', allowed: CONFIG },
  { route: 'opsConfigCsUpdate', allowed: CONFIG },
  { route: 'opsConfigCsDelete', allowed: CONFIG },
  // Support: chat console and feedback inbox
  { route: 'operatorChatPresence', allowed: SUPPORT },
  { route: 'operatorChatList', allowed: SUPPORT },
  { route: 'operatorChatTake', allowed: SUPPORT },
  { route: 'operatorChatHistory', allowed: SUPPORT },
  { route: 'operatorChatSend', allowed: SUPPORT },
  { route: 'operatorChatTyping', allowed: SUPPORT },
  { route: 'operatorChatRead', allowed: SUPPORT },
  { route: 'operatorChatClose', allowed: SUPPORT },
  { route: 'operatorFeedback', allowed: SUPPORT },
  { route: 'operatorFeedbackReply', allowed: SUPPORT },
  // Content: banners, announcements, help sections, articles
  { route: 'opsBanners', allowed: CONTENT },
  { route: 'opsBannerCreate', allowed: CONTENT },
  { route: 'opsBannerUpdate', allowed: CONTENT },
  { route: 'opsBannerEnabled', allowed: CONTENT },
  { route: 'opsBannerOrder', allowed: CONTENT },
  { route: 'opsBannerDelete', allowed: CONTENT },
  { route: 'opsAnnouncements', allowed: CONTENT },
  { route: 'opsAnnouncementCreate', allowed: CONTENT },
  { route: 'opsAnnouncementUpdate', allowed: CONTENT },
  { route: 'opsAnnouncementPublish', allowed: CONTENT },
  { route: 'opsAnnouncementUnpublish', allowed: CONTENT },
  { route: 'opsAnnouncementDelete', allowed: CONTENT },
  { route: 'opsHelp', allowed: CONTENT },
  { route: 'opsHelpSave', allowed: CONTENT },
  { route: 'opsHelpDelete', allowed: CONTENT },
  { route: 'operatorArticles', allowed: CONTENT },
  { route: 'operatorArticleCreate', allowed: CONTENT },
  { route: 'operatorArticleUpdate', allowed: CONTENT },
  { route: 'operatorArticleDelete', allowed: CONTENT },
  { route: 'operatorArticlePublish', allowed: CONTENT },
  { route: 'operatorArticleUnpublish', allowed: CONTENT },
  // Platform messages
  { route: 'operatorMessageSend', allowed: MESSAGES },
  { route: 'operatorMessages', allowed: MESSAGES },
];
