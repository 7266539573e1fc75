import { randomBytes } from 'node:crypto';
import {
  formatMinor,
  PROVIDER_GAME_CODE,
  type ProviderBetInput,
  type ProviderPlayer,
  type ProviderRollbackInput,
  type ProviderTxResult,
  type ProviderWinInput,
} from '@platform/contracts';
import { sha256hex } from '../../platform/crypto/hash';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { LedgerService } from '../ledger/ledger.service';
import type { TurnoverService } from '../turnover/turnover.service';
import { type Call, hashOf } from './providers.call';
import { semaphore, serialQueue } from './providers.serial';
import { signatureValid } from './providers.signature';
import type { ProvidersStore } from './providers.store';

/** How long a launch token authenticates a player at the vendor. */
export const LAUNCH_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

type Deps = {
  db: Db;
  store: ProvidersStore;
  ledger: LedgerService;
  turnover: TurnoverService;
  clock: () => Date;
  /** Whether the vendor offers this game in the brand's catalogue; without it any well-formed code passes. */
  knownGame?: (brandId: number, vendor: string, gameCode: string) => Promise<boolean>;
};
export function providersService(deps: Deps) {
  const { store, ledger } = deps;
  const currencies = new Map<number, Promise<string>>();
  const currency = (brandId: number) => {
    const known = currencies.get(brandId);
    if (known) return known;
    const c = store.currency(brandId);
    currencies.set(brandId, c);
    return c;
  };
  const source = (vendor: string) => `provider:${vendor}`;
  const serial = serialQueue();
  const within = semaphore(Math.max(1, (deps.db.$client.options.max ?? 10) - 1));
  const cash = async (brandId: number, memberId: number, exec?: Tx) =>
    (await ledger.memberBalances(brandId, memberId, exec)).cash;
  const result = async (
    brandId: number,
    memberId: number,
    txId: string,
    balance: bigint,
  ): Promise<ProviderTxResult> => ({
    playerId: String(memberId),
    transactionId: txId,
    currency: await currency(brandId),
    balance: formatMinor(balance),
  });

  /** The player behind a playerId; `active` also refuses a disabled one (new stakes, logins). */
  async function player(exec: Tx | Db, brandId: number, playerId: string, active: boolean) {
    const m = await store.member(exec, brandId, Number(playerId));
    if (!m) throw new AppError('PROVIDER_PLAYER_UNKNOWN');
    if (active && m.status !== 'active') throw new AppError('PROVIDER_PLAYER_DISABLED');
    return m.id;
  }

  /**
   * Runs one provider call exactly once: the row keyed by the vendor's transaction id is written
   * first, so a repeat finds it and answers the stored response (or 409 when its content differs);
   * everything the call does commits or rolls back with that row.
   */
  async function once(call: Call, work: (tx: Tx) => Promise<{ out: ProviderTxResult; amountMinor?: bigint }>) {
    try {
      return await serial(`${call.brandId}:${call.vendor}:${call.lockId}`, () =>
        within(() =>
          inTransaction(deps.db, async (tx) => {
            await store.lockTx(tx, call.brandId, call.vendor, call.lockId);
            const { hash, lockId: _l, ...row } = call;
            if (!(await store.claim(tx, { ...row, requestHash: hash }))) {
              const prior = await store.find(tx, call.brandId, call.vendor, call.txId);
              if (!prior || prior.requestHash !== hash) throw new AppError('PROVIDER_DUPLICATE_MISMATCH');
              return prior.response as ProviderTxResult;
            }
            const { out, amountMinor } = await work(tx);
            await store.saveResponse(tx, call.brandId, call.vendor, call.txId, out, amountMinor);
            return out;
          }),
        ),
      );
    } catch (error) {
      // Nothing was recorded (the transaction rolled back), so a later retry with money may succeed.
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        const balance = await cash(call.brandId, call.memberId);
        throw new AppError(
          'PROVIDER_INSUFFICIENT_FUNDS',
          {},
          {
            playerId: String(call.memberId),
            currency: await currency(call.brandId),
            balance: formatMinor(balance),
          },
        );
      }
      throw error;
    }
  }

  const roundOwned = (memberId: number, owner: number) => {
    if (owner !== memberId) throw fieldError('roundId', 'format');
  };

  return {
    /**
     * Checks the vendor and its signature before the body is even parsed. Returns the vendor code.
     * Transfer-mode vendors play from their own wallet ("Money" wallet transfers), never from here.
     */
    async verify(brandId: number, vendor: unknown, signature: unknown, raw: Buffer): Promise<string> {
      if (typeof vendor !== 'string' || vendor.length > 32) throw new AppError('PROVIDER_SIGNATURE_INVALID');
      const v = await store.vendor(brandId, vendor);
      if (v?.walletMode === 'transfer') throw new AppError('PROVIDER_VENDOR_NOT_SEAMLESS', { vendor });
      if (!v?.secret || !signatureValid(v.secret, raw, signature)) throw new AppError('PROVIDER_SIGNATURE_INVALID');
      return vendor;
    },

    /** An opaque 256-bit token for the game launch; only its SHA-256 is stored. */
    async issueLaunchToken(
      brandId: number,
      memberId: number,
      vendor: string,
      gameCode: string,
      ttlMs = LAUNCH_TOKEN_TTL_MS,
    ) {
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock();
      await store.saveToken({
        tokenHash: sha256hex(token),
        brandId,
        memberId,
        vendor,
        gameCode,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return { token, expiresAt: new Date(now.getTime() + ttlMs) };
    },

    /** Launch token to player. The token stays valid until it expires (vendors re-authenticate on reconnect). */
    async authenticate(brandId: number, vendor: string, body: { token: string }): Promise<ProviderPlayer> {
      const t = await store.token(sha256hex(body.token));
      if (!t || t.brandId !== brandId || t.vendor !== vendor || t.expiresAt <= deps.clock()) {
        throw new AppError('PROVIDER_TOKEN_EXPIRED');
      }
      const memberId = await player(deps.db, brandId, String(t.memberId), true);
      const balance = await cash(brandId, memberId);
      return { playerId: String(memberId), currency: await currency(brandId), balance: formatMinor(balance) };
    },

    async balance(brandId: number, _vendor: string, body: { playerId: string }): Promise<ProviderPlayer> {
      const memberId = await player(deps.db, brandId, body.playerId, false);
      const balance = await cash(brandId, memberId);
      return { playerId: String(memberId), currency: await currency(brandId), balance: formatMinor(balance) };
    },

    /** Debit: member cash to the vendor's house account; opens (or adds to) the round; counts turnover. */
    bet(brandId: number, vendor: string, b: ProviderBetInput): Promise<ProviderTxResult> {
      const memberId = Number(b.playerId);
      const hash = hashOf(['bet', b.playerId, b.roundId, b.gameCode, b.amount]);
      const call = { brandId, vendor, kind: 'bet' as const, txId: b.transactionId, lockId: b.transactionId };
      return once({ ...call, roundId: b.roundId, memberId, amountMinor: b.amount, hash }, async (tx) => {
        await player(tx, brandId, b.playerId, true);
        if (
          !PROVIDER_GAME_CODE.test(b.gameCode) ||
          (deps.knownGame && !(await deps.knownGame(brandId, vendor, b.gameCode)))
        )
          throw new AppError('PROVIDER_UNKNOWN_GAME', { gameCode: b.gameCode });
        if (await store.rollbackOf(tx, brandId, vendor, b.transactionId))
          throw new AppError('PROVIDER_BET_ROLLED_BACK');
        const round = await store.openRound(tx, {
          brandId,
          memberId,
          vendor,
          gameCode: b.gameCode,
          roundId: b.roundId,
        });
        roundOwned(memberId, round.memberId);
        if (round.status !== 'open')
          throw new AppError('PROVIDER_ROUND_CLOSED', { roundId: b.roundId, status: round.status });
        const r = await ledger.transfer(
          {
            brandId,
            source: source(vendor),
            key: `bet:${b.transactionId}`,
            type: 'bet',
            from: { kind: 'member_cash', memberId },
            to: { kind: 'house_game', vendor },
            amountMinor: b.amount,
            memo: { vendor, roundId: b.roundId, gameCode: b.gameCode },
          },
          tx,
        );
        await store.updateRound(tx, round.id, { stakeMinor: round.stakeMinor + b.amount });
        await deps.turnover.recordBet(tx, brandId, memberId, b.amount);
        return { out: await result(brandId, memberId, b.transactionId, r.fromBalance) };
      });
    },

    /** Credit: the vendor's house account to member cash (a zero win moves nothing but is recorded). */
    win(brandId: number, vendor: string, b: ProviderWinInput): Promise<ProviderTxResult> {
      const memberId = Number(b.playerId);
      const final = b.final ?? true;
      const hash = hashOf(['win', b.playerId, b.roundId, b.gameCode, b.amount, final]);
      const call = { brandId, vendor, kind: 'win' as const, txId: b.transactionId, lockId: b.transactionId };
      return once({ ...call, roundId: b.roundId, memberId, amountMinor: b.amount, hash }, async (tx) => {
        await player(tx, brandId, b.playerId, false);
        const round = await store.round(tx, brandId, vendor, b.roundId);
        if (!round) throw new AppError('PROVIDER_ROUND_UNKNOWN', { roundId: b.roundId });
        roundOwned(memberId, round.memberId);
        if (round.status !== 'open')
          throw new AppError('PROVIDER_ROUND_CLOSED', { roundId: b.roundId, status: round.status });
        let balance: bigint;
        if (b.amount > 0n) {
          const r = await ledger.transfer(
            {
              brandId,
              source: source(vendor),
              key: `win:${b.transactionId}`,
              type: 'win',
              from: { kind: 'house_game', vendor },
              to: { kind: 'member_cash', memberId },
              amountMinor: b.amount,
              memo: { vendor, roundId: b.roundId, gameCode: b.gameCode },
            },
            tx,
          );
          balance = r.toBalance;
        } else balance = await cash(brandId, memberId, tx);
        await store.updateRound(tx, round.id, {
          winMinor: round.winMinor + b.amount,
          ...(final ? { status: 'settled' as const, settledAt: deps.clock() } : {}),
        });
        return { out: await result(brandId, memberId, b.transactionId, balance) };
      });
    },

    /**
     * Refund of a bet by its transaction id. An unknown bet is recorded with no money, so the bet
     * arriving later is refused; a second rollback of the same bet moves nothing; a bet whose round
     * is settled is refused (its win was paid on that stake).
     */
    rollback(brandId: number, vendor: string, b: ProviderRollbackInput): Promise<ProviderTxResult> {
      const memberId = Number(b.playerId);
      const hash = hashOf(['rollback', b.playerId, b.refTransactionId, b.roundId]);
      const call = { brandId, vendor, kind: 'rollback' as const, txId: b.transactionId, refTxId: b.refTransactionId };
      return once(
        { ...call, lockId: b.refTransactionId, roundId: b.roundId, memberId, amountMinor: 0n, hash },
        async (tx) => {
          await player(tx, brandId, b.playerId, false);
          const earlier = await store.rollbackOf(tx, brandId, vendor, b.refTransactionId, b.transactionId);
          const bet = await store.find(tx, brandId, vendor, b.refTransactionId);
          const nothing = async () => ({
            out: await result(brandId, memberId, b.transactionId, await cash(brandId, memberId, tx)),
          });
          // Another rollback id for the same bet already refunded it (or recorded it as unknown).
          if (earlier || !bet || bet.kind !== 'bet') return nothing();
          if (bet.memberId !== memberId) throw fieldError('playerId', 'format');
          const round = await store.round(tx, brandId, vendor, bet.roundId);
          if (round?.status !== 'open') {
            throw new AppError('PROVIDER_ROUND_CLOSED', { roundId: bet.roundId, status: round?.status ?? 'closed' });
          }
          const r = await ledger.transfer(
            {
              brandId,
              source: source(vendor),
              key: `rollback:${b.transactionId}`,
              type: 'bet_refund',
              from: { kind: 'house_game', vendor },
              to: { kind: 'member_cash', memberId },
              amountMinor: bet.amountMinor,
              memo: { vendor, roundId: bet.roundId, refTransactionId: b.refTransactionId },
            },
            tx,
          );
          const stake = round.stakeMinor - bet.amountMinor;
          const cancelled = stake === 0n && round.winMinor === 0n;
          await store.updateRound(tx, round.id, {
            stakeMinor: stake,
            ...(cancelled ? { status: 'cancelled' as const, settledAt: deps.clock() } : {}),
          });
          return { out: await result(brandId, memberId, b.transactionId, r.toBalance), amountMinor: bet.amountMinor };
        },
      );
    },
  };
}
export type ProvidersService = ReturnType<typeof providersService>;
