import { z } from 'zod';
import { TRANSFER_TYPES } from './amounts';
import { amountInput, dateRangeQuery, money, page, pageQuery } from './money';

/**
 * Member money (spec §3, §7): the consolidated funds, the "my wallet" screen with the wallets of
 * transfer-mode vendors, transfers between them, and the records read from the ledger.
 */

/** The main wallet's name in wallet transfers; any other name is a vendor code (vassalage). */
export const MAIN_WALLET = 'main';

export const consolidatedFunds = z.object({
  /** Main wallet: what the member can bet, transfer or withdraw. */
  balance: money,
  /** Held for withdrawals waiting for an operator or for payout. */
  locked: money,
  /** Bonus not yet released to the main wallet. */
  bonus: money,
  /** Sum of the member's transfer-mode vendor wallets. */
  vendorWallets: money,
  /** balance + locked + bonus + vendorWallets. */
  totalAssets: money,
  /** Points of the points mall; 0 until the points mall exists. */
  points: z.number(),
  /** Wagering still owed from deposits and bonuses before a withdrawal. */
  turnover: z.object({ required: money, done: money, remaining: money }),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFunds>;

export const vendorWallet = z.object({
  vendor: z.string(),
  name: z.string(),
  logo: z.string(),
  balance: money,
  /** Under maintenance: no transfer in or out until it ends. */
  maintenance: z.boolean(),
});
export type VendorWallet = z.infer<typeof vendorWallet>;

export const merchantWallet = z.object({
  main: money,
  vendors: z.array(vendorWallet),
  /** main + every vendor wallet. */
  total: money,
  currency: z.string(),
  /** A trial account: the main wallet is demo credit and nothing can be transferred. */
  isDemo: z.boolean(),
});
export type MerchantWallet = z.infer<typeof merchantWallet>;

const walletName = z.string().trim().min(1).max(40);

/** From one wallet to another: `amount`, or `all: true` for the whole balance of `from`. */
export const walletTransferBody = z
  .object({ from: walletName, to: walletName, amount: amountInput.optional(), all: z.boolean().optional() })
  .superRefine((v, ctx) => {
    if (!v.all && v.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], params: { rule: 'required' }, message: 'required' });
  });
export type WalletTransferBody = z.input<typeof walletTransferBody>;

export const walletLeg = z.object({
  transferId: z.number(),
  type: z.enum(['wallet_out', 'wallet_in']),
  from: z.string(),
  to: z.string(),
  amount: money,
  fromBalance: money,
  toBalance: money,
});
export const walletTransferResult = z.object({
  /** True when this Idempotency-Key had already been used: the first answer, nothing moved again. */
  replayed: z.boolean(),
  /** What reached the destination (0.00 when `all` found an empty wallet). */
  amount: money,
  legs: z.array(walletLeg),
  /** Vendor wallets a recall left alone because they are under maintenance. */
  skipped: z.array(z.string()),
});
export type WalletTransferResult = z.infer<typeof walletTransferResult>;

/** Which of the member's accounts the account record shows. */
export const RECORD_ACCOUNTS = ['main', 'locked', 'bonus', 'vendors', 'all'] as const;
const typeList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.enum(TRANSFER_TYPES)).max(TRANSFER_TYPES.length));

export const transactionsQuery = dateRangeQuery.extend({
  ...pageQuery.shape,
  account: z.enum(RECORD_ACCOUNTS).default('main'),
  /** Comma-separated transfer types; none = every type. */
  types: typeList.optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuery>;

export const transactionItem = z.object({
  id: z.number(),
  type: z.enum(TRANSFER_TYPES),
  direction: z.enum(['in', 'out']),
  amount: money,
  /** +amount coming in, -amount going out. */
  change: money,
  balanceAfter: money,
  account: z.enum(['main', 'locked', 'bonus', 'vendor']),
  /** The vendor of a vendor wallet, or the vendor a game movement was with. */
  vendor: z.string().nullable(),
  time: z.string(),
  /** What the movement was for (reason, promotion, deposit or withdrawal number...). */
  memo: z.record(z.string(), z.string()),
});
export type TransactionItem = z.infer<typeof transactionItem>;
export const transactionPage = page(transactionItem);
export type TransactionPage = z.infer<typeof transactionPage>;

export const profitQuery = dateRangeQuery;
export const profitSummary = z.object({
  from: z.string(),
  to: z.string(),
  deposits: money,
  withdrawals: money,
  bets: money,
  wins: money,
  refunds: money,
  bonuses: money,
  /** Operator adjustments, in minus out. */
  adjustments: money,
  /** Games profit and loss: wins + refunds - bets. */
  profit: money,
  currency: z.string(),
});
export type ProfitSummary = z.infer<typeof profitSummary>;

export const bonusQuery = dateRangeQuery.extend(pageQuery.shape);
export const bonusItem = z.object({
  id: z.number(),
  type: z.enum(['bonus', 'bonus_release']),
  amount: money,
  /** main or bonus: where it went. */
  account: z.enum(['main', 'bonus']),
  time: z.string(),
  memo: z.record(z.string(), z.string()),
});
export type BonusItem = z.infer<typeof bonusItem>;
export const bonusPage = page(bonusItem).extend({
  totals: z.object({ bonus: money, released: money, count: z.number() }),
});
export type BonusPage = z.infer<typeof bonusPage>;
