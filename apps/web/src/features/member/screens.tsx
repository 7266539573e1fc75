import type { MEMBER_MENU } from '@platform/contracts';
import type { ComponentType } from 'react';
import { ReferralScreen, TransferUplineScreen } from '../agent-transfers';
import { AppDownloadCards } from '../app-download/AppDownloadCards';
import { ArticleListScreen, HelpCenterScreen } from '../articles';
import { BettingRecordScreen } from '../bets/BettingRecordScreen';
import { DepositScreen } from '../deposit/DepositScreen';
import { MessagesScreen } from '../messages/MessagesScreen';
import { ResponsibleGamingScreen } from '../responsible-gaming/ResponsibleGamingScreen';
import { BonusDetailsScreen } from '../wallet/BonusDetailsScreen';
import { PersonalProfitScreen } from '../wallet/PersonalProfitScreen';
import { TransactionHistoryScreen } from '../wallet/TransactionHistoryScreen';
import { TransferFundScreen } from '../wallet/TransferFundScreen';
import { WithdrawScreen } from '../withdraw/WithdrawScreen';
import { SecurityCenter } from './SecurityCenter';

/** Which component draws each member-center tab; a capability adds its screens here. */
export const MEMBER_SCREENS: Partial<Record<(typeof MEMBER_MENU)[number], ComponentType>> = {
  securityCenter: SecurityCenter,
  // Money (wallet, records: WAL)
  transferFund: TransferFundScreen,
  transactionHistory: TransactionHistoryScreen,
  personalProfit: PersonalProfitScreen,
  bonusDetails: BonusDetailsScreen,
  depositv2: DepositScreen,
  withdraw: WithdrawScreen,
  // Games (betting record)
  personalHistoryCopy: BettingRecordScreen,
  // Agents (transfers, referral invite)
  transferUpline: TransferUplineScreen,
  referral: ReferralScreen,
  // Responsible gaming (limits, reality check, time-out, self-exclusion)
  responsibleGaming: ResponsibleGamingScreen,
  // Content (beginner guide, blog, news, help center) and the app download screen with its install guides
  beginnerGuide: () => <ArticleListScreen kind="guide" />,
  blog: () => <ArticleListScreen kind="blog" />,
  news: () => <ArticleListScreen kind="news" />,
  helpCenter: HelpCenterScreen,
  appDownload: AppDownloadCards,
  // Platform messages (inbox) and the member's own feedback with replies
  messageV2: MessagesScreen,
};
