import type { Executor } from '../../platform/db/tx';
import type { BetEventConsumer } from '../bet-events/bet-events.service';
import type { TurnoverSource, TurnoverStore } from './turnover.store';

export type { TurnoverSource } from './turnover.store';

/** Basis points: 10000 = 1x. */
const BP = 10_000n;

/**
 * Wagering owed on a deposit or bonus: rounded DOWN to the minor unit, in integer arithmetic
 * (1.99 at 1.5x owes 2.98, not 2.985 or 2.99). Multipliers are whole basis points.
 */
export function requiredFor(amountMinor: bigint, multiplierBp: number): bigint {
  if (!Number.isInteger(multiplierBp) || multiplierBp < 0) throw new RangeError(`bad multiplier ${multiplierBp}`);
  if (amountMinor <= 0n) return 0n;
  return (amountMinor * BigInt(multiplierBp)) / BP;
}

export type Outstanding = { requiredMinor: bigint; doneMinor: bigint; remainingMinor: bigint };

/**
 * Turnover requirements: a member must wager a multiple of each deposit and bonus before
 * withdrawing. Every call takes the caller's executor, so a requirement is written in the same
 * transaction as the money that brings it. Progress comes from the bet events (the consumer below).
 */
export function turnoverService(deps: { store: TurnoverStore; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  /**
   * Records the wagering a deposit or bonus brings; the same (source, sourceId) again changes
   * nothing. A requirement of zero (multiplier 0, or rounding) writes no row. Returns what is owed.
   */
  async function require(
    exec: Executor,
    r: {
      brandId: number;
      memberId: number;
      source: TurnoverSource;
      sourceId: string;
      amountMinor: bigint;
      multiplierBp: number;
    },
  ): Promise<bigint> {
    const requiredMinor = requiredFor(r.amountMinor, r.multiplierBp);
    if (requiredMinor === 0n) return 0n;
    const row = await deps.store.insert(exec, { ...r, requiredMinor });
    return BigInt(row?.required_minor ?? requiredMinor);
  }

  /**
   * What the member still owes across open requirements, counting the bet events the turnover
   * consumer has not applied yet as it will apply them (a refund still on its way first gives back
   * what its bet filled, then a bet still on its way fills), so a withdrawal never acts on stale
   * progress.
   */
  async function outstanding(exec: Executor, brandId: number, memberId: number): Promise<Outstanding> {
    const { required, done, pending, returned } = await deps.store.open(exec, brandId, memberId);
    const owed = required - done + returned - pending;
    const remaining = owed > 0n ? owed : 0n;
    // Refunds still on their way can reopen met requirements: what is owed then exceeds the open rows.
    const requiredMinor = remaining > required ? remaining : required;
    return { requiredMinor, doneMinor: requiredMinor - remaining, remainingMinor: remaining };
  }

  /** The bet-event consumer that keeps turnover progress (bets fill, a rollback takes back its bet's fills). */
  const consumer: BetEventConsumer = {
    name: 'turnover',
    apply: (tx, range) => deps.store.applyBetEvents(tx, range, clock()),
  };

  return { require, outstanding, consumer };
}
export type TurnoverService = ReturnType<typeof turnoverService>;
