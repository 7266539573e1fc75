/** Agent transfers and affiliate applications: what other features mount. */
export { AffiliateApplyCard } from './AffiliateApplyCard';
export { ReferralScreen } from './ReferralScreen';
export { useShowReferral } from './referral';
export { TransferDownlineButton, TransferDownlineDialog } from './TransferDownlineDialog';
export { TransferUplineScreen } from './TransferUplineScreen';
