import { z } from 'zod';
import { CATEGORY_CODES } from './catalogue';
import { dateRangeQuery, money, page, pageQuery } from './money';

/** Round states as the betting record shows them. */
export const BET_ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;

/** Betting record (personalHistoryCopy): rounds by date range, category and vendor. */
export const betRecordQuery = dateRangeQuery.extend(pageQuery.shape).extend({
  gameType: z.enum(CATEGORY_CODES).optional(),
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  language: z.string().max(8).optional(),
});
export type BetRecordQuery = z.infer<typeof betRecordQuery>;

export const betRound = z.object({
  id: z.number().int(),
  /** The vendor's round id. */
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** In the request language (English fallback); the game code when the game is not catalogued. */
  gameName: z.string(),
  gameType: z.enum(CATEGORY_CODES).nullable(),
  nodeId: z.number().int().nullable(),
  /** Net stake after refunds. */
  stake: money,
  /** Valid bet: the stake of a settled round (open and cancelled rounds count 0). */
  validBet: money,
  win: money,
  /** win - stake for a settled round, 0 otherwise. */
  profit: money,
  status: z.enum(BET_ROUND_STATUSES),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRound = z.infer<typeof betRound>;

export const betTotals = z.object({
  rounds: z.number().int(),
  stake: money,
  validBet: money,
  win: money,
  profit: money,
});
export type BetTotals = z.infer<typeof betTotals>;
export const betRecordPage = page(betRound).extend({ totals: betTotals });
export type BetRecordPage = z.infer<typeof betRecordPage>;

/** Personal profit and loss by category over a date range. */
export const betProfitQuery = dateRangeQuery;
export const categoryProfit = betTotals.extend({ gameType: z.enum(CATEGORY_CODES).nullable() });
export const betProfitByCategory = z.object({
  from: z.string(),
  to: z.string(),
  categories: z.array(categoryProfit),
  totals: betTotals,
  currency: z.string(),
});
export type BetProfitByCategory = z.infer<typeof betProfitByCategory>;

/** The last 10 rounds, each with the wallet calls that made it (bet, win, rollback). */
export const RECENT_ROUNDS = 10;
export const roundMovement = z.object({
  kind: z.enum(['bet', 'win', 'rollback']),
  transactionId: z.string(),
  amount: money,
  time: z.string(),
});
export const roundDetail = betRound.extend({ movements: z.array(roundMovement) });
export type RoundDetail = z.infer<typeof roundDetail>;
export const recentRounds = z.array(roundDetail);
