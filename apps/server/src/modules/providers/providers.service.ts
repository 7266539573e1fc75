import { randomBytes } from 'node:crypto';
import {
  type ErrorCode,
  formatMinor,
  PROVIDER_GAME_CODE,
  type ProviderBetInput,
  type ProviderPlayer,
  type ProviderRollbackInput,
  type ProviderTxResult,
  type ProviderWinInput,
} from '@platform/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sha256hex } from '../../platform/crypto/hash';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import { keyOr } from '../../platform/i18n/translate';
import type { LedgerService } from '../ledger/ledger.service';
import { hashOf } from './providers.call';
import { walletLanes } from './providers.lanes';
import { signatureValid } from './providers.signature';
import type { ProvidersStore, WalletCall } from './providers.store';

/** How long a launch token authenticates a player at the vendor. */
export const LAUNCH_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

type Deps = {
  db: Db;
  store: ProvidersStore;
  ledger: LedgerService;
  clock: () => Date;
  /** Whether the vendor offers this game in the brand's catalogue; without it any well-formed code passes. */
  knownGame?: (brandId: number, vendor: string, gameCode: string) => Promise<boolean>;
  /** Wallet lanes (providers.lanes.ts); default from the cores. */
  lanes?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** How long a vendor's wallet mode and secret are kept in memory: a disabled credential stops signing within this. */
const VENDOR_TTL_MS = 5_000;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The wallet functions' refusals, as the catalogue's errors (details become the message's values). */
function refusal(code: string, body: Record<string, unknown>, memberId: number, currency: string): AppError {
  switch (code) {
    case 'ROUND_NOT_OWNED':
      return fieldError('roundId', 'format');
    case 'PLAYER_NOT_OWNER':
      return fieldError('playerId', 'format');
    case 'PROVIDER_INSUFFICIENT_FUNDS':
      return new AppError(code, {}, { playerId: String(memberId), currency, balance: String(body.balance) });
    case 'PROVIDER_LIMIT_EXCEEDED':
      // One message per limit (providerLimitLossDay ...), so each language words kind and period itself.
      return new AppError(
        code,
        { limit: String(body.limit), used: String(body.used) },
        { playerId: String(memberId), kind: body.kind, period: body.period, limit: body.limit, used: body.used },
        keyOr(`providerLimit${cap(String(body.kind))}${cap(String(body.period))}`, 'providerLimitExceeded'),
      );
    case 'PROVIDER_PLAYER_EXCLUDED':
      return new AppError(code, { until: String(body.until) }, { playerId: String(memberId), until: body.until });
    default:
      return new AppError(code as ErrorCode, body as Record<string, string>);
  }
}

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
  const vendors = new Map<
    string,
    { at: number; v: Promise<{ walletMode: string; secret: string | null } | undefined> }
  >();
  const vendorOf = (brandId: number, code: string) => {
    const key = `${brandId}:${code}`;
    const now = Date.now();
    const known = vendors.get(key);
    if (known && now - known.at < VENDOR_TTL_MS) return known.v;
    const v = store.vendor(brandId, code);
    vendors.set(key, { at: now, v });
    v.catch(() => vendors.delete(key));
    return v;
  };
  const cash = async (brandId: number, memberId: number) => (await ledger.memberBalances(brandId, memberId)).cash;

  /** The player behind a playerId; `active` also refuses a disabled one (new stakes, logins). */
  async function player(exec: Tx | Db, brandId: number, playerId: string, active: boolean) {
    const m = await store.member(exec, brandId, Number(playerId));
    if (!m) throw new AppError('PROVIDER_PLAYER_UNKNOWN');
    if (active && m.status !== 'active') throw new AppError('PROVIDER_PLAYER_DISABLED');
    return m.id;
  }

  const lanes = walletLanes(store, deps.lanes, (error, calls) =>
    deps.log?.warn({ err: error, calls }, 'provider call group failed; answered call by call'),
  );
  /**
   * One wallet call: the SQL function does everything that needs the database in one round trip
   * (drizzle/0015), grouped with the calls that arrive meanwhile (providers.lanes.ts, drizzle/0039).
   * A deadlock or serialization failure is retried whole; a replay answers the stored response
   * unchanged.
   */
  async function wallet(call: Omit<WalletCall, 'currency' | 'now'>): Promise<ProviderTxResult> {
    const cur = await currency(call.brand);
    const answer = await lanes.call({ ...call, currency: cur, now: deps.clock() });
    if (answer.code === null || answer.code === 'REPLAY') return answer.body as ProviderTxResult;
    throw refusal(answer.code, answer.body, call.member, cur);
  }

  return {
    /** The wallet lanes' counters (statements, calls, groups answered call by call). */
    walletStats: lanes.stats,

    /**
     * Checks the vendor and its signature before the body is even parsed. Returns the vendor code.
     * Transfer-mode vendors play from their own wallet ("Money" wallet transfers), never from here.
     */
    async verify(brandId: number, vendor: unknown, signature: unknown, raw: Buffer): Promise<string> {
      if (typeof vendor !== 'string' || vendor.length > 32) throw new AppError('PROVIDER_SIGNATURE_INVALID');
      const v = await vendorOf(brandId, vendor);
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

    /** Debit: member cash to the vendor's house account; opens (or adds to) the round. */
    async bet(brandId: number, vendor: string, b: ProviderBetInput): Promise<ProviderTxResult> {
      if (
        !PROVIDER_GAME_CODE.test(b.gameCode) ||
        (deps.knownGame && !(await deps.knownGame(brandId, vendor, b.gameCode)))
      )
        throw new AppError('PROVIDER_UNKNOWN_GAME', { gameCode: b.gameCode });
      const memberId = Number(b.playerId);
      const hash = hashOf(['bet', b.playerId, b.roundId, b.gameCode, b.amount]);
      return wallet({
        kind: 'bet',
        brand: brandId,
        vendor,
        tx: b.transactionId,
        round: b.roundId,
        member: memberId,
        game: b.gameCode,
        amount: b.amount.toString(),
        hash,
      });
    },

    /** Credit: the vendor's house account to member cash (a zero win moves nothing but is recorded). */
    win(brandId: number, vendor: string, b: ProviderWinInput): Promise<ProviderTxResult> {
      const memberId = Number(b.playerId);
      const final = b.final ?? true;
      const hash = hashOf(['win', b.playerId, b.roundId, b.gameCode, b.amount, final]);
      return wallet({
        kind: 'win',
        brand: brandId,
        vendor,
        tx: b.transactionId,
        round: b.roundId,
        member: memberId,
        game: b.gameCode,
        amount: b.amount.toString(),
        final,
        hash,
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
      return wallet({
        kind: 'rollback',
        brand: brandId,
        vendor,
        tx: b.transactionId,
        ref: b.refTransactionId,
        round: b.roundId,
        member: memberId,
        hash,
      });
    },
  };
}
export type ProvidersService = ReturnType<typeof providersService>;
