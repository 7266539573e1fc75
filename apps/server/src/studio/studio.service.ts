import { createHash, randomBytes } from 'node:crypto';
import { formatMinor, PROVIDER_API, parseMinor } from '@platform/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { StudioGame } from './studio.games';
import { decide, type PlayChoice } from './studio.outcome';
import type { StudioRound, StudioSession, StudioStore } from './studio.store';
import type { WalletAnswer, WalletClient } from './studio.wallet';

/** The play money a demo window starts with (2,000.00). */
export const DEMO_BALANCE_MINOR = 200_000n;
/** A window stays usable this long; the launch token itself lives 4 hours on the platform. */
const SESSION_TTL_MS = 12 * 3_600_000;
/** Delivery attempts inside the player's request before the settlement loop takes over. */
const INLINE_ATTEMPTS = 3;
/** A bet still `bet_pending` after this long lost its request (crash, restart): it is rolled back. */
const STALE_BET_MS = 120_000;
/** The loop leaves younger rounds to the request still delivering them inline. */
const STALE_WIN_MS = 20_000;

/** `limit`: the responsible-gaming limit the platform named when it refused a stake. */
export type StudioLimit = { kind: string; period: string; limit: string; used: string };
export type StudioError = { error: string; status: number; field?: string; balance?: string; limit?: StudioLimit };
const fail = (error: string, status: number, more: Partial<StudioError> = {}): StudioError => ({
  error,
  status,
  ...more,
});

const newSeed = () => randomBytes(32).toString('hex');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const seedsView = (s: Pick<StudioSession, 'serverSeedHash' | 'clientSeed' | 'nonce'>) => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

export const roundView = (r: StudioRound) => ({
  roundId: r.roundId,
  bet: formatMinor(r.betMinor),
  win: formatMinor(r.winMinor),
  status: r.txStatus,
  detail: r.detail,
  serverSeedHash: r.serverSeedHash,
  clientSeed: r.clientSeed,
  nonce: r.nonce,
  revealedSeed: r.revealedSeed,
  at: r.createdAt.toISOString(),
});

export function studioService(deps: {
  store: StudioStore;
  wallet: WalletClient;
  clock: () => Date;
  log?: FastifyBaseLogger;
  /** Pause between inline delivery attempts (tests shorten it). */
  retryDelayMs?: number;
}) {
  const { store, wallet, clock } = deps;
  const delay = deps.retryDelayMs ?? 200;

  /** Sends one call, retrying only when there was no usable answer; the same body every time. */
  async function deliver(vendor: string, path: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    let last: WalletAnswer = { kind: 'unreachable', error: 'not sent' };
    for (let i = 0; i < INLINE_ATTEMPTS; i++) {
      if (i > 0) await sleep(delay * i);
      last = await wallet.call(vendor, path, body);
      if (last.kind === 'answer') return last;
    }
    return last;
  }

  const winBody = (r: StudioRound) => ({
    playerId: r.playerId,
    transactionId: `${r.roundId}:win`,
    roundId: r.roundId,
    gameCode: r.gameCode,
    amount: formatMinor(r.winMinor),
    final: true,
  });

  /** Credits the decided win (maybe 0.00) and settles the round; the loop retries what fails here. */
  async function settleWin(r: StudioRound): Promise<WalletAnswer> {
    const a = await deliver(r.vendor, PROVIDER_API.win, winBody(r));
    if (a.kind === 'answer' && a.success) await store.markRound(r.roundId, 'settled', clock());
    else await store.markRound(r.roundId, 'win_pending', clock(), a.kind === 'answer' ? a.code : a.error);
    return a;
  }

  /** Refunds a bet whose fate is unknown; if it never arrived, the platform refuses it from now on. */
  async function rollBack(r: StudioRound) {
    const a = await deliver(r.vendor, PROVIDER_API.rollback, {
      playerId: r.playerId,
      transactionId: `${r.roundId}:rollback`,
      refTransactionId: `${r.roundId}:bet`,
      roundId: r.roundId,
    });
    if (a.kind === 'answer' && a.success) await store.markRound(r.roundId, 'rolled_back', clock());
    // The round was settled after all (its win went through): nothing to refund.
    else if (a.kind === 'answer' && a.code === 'PROVIDER_ROUND_CLOSED')
      await store.markRound(r.roundId, 'settled', clock());
    else await store.markRound(r.roundId, 'bet_unknown', clock(), a.kind === 'answer' ? a.code : a.error);
  }

  return {
    /** Opens a window: real money through the launch token, or demo play money. */
    async open(sg: StudioGame, input: { lang: string; token?: string; demo: boolean }) {
      let player: { playerId: string | null; currency: string; balanceMinor: bigint };
      if (input.demo) player = { playerId: null, currency: 'BDT', balanceMinor: DEMO_BALANCE_MINOR };
      else {
        const a = await deliver(sg.game.vassalage, PROVIDER_API.authenticate, { token: input.token });
        if (a.kind === 'unreachable') return fail('STUDIO_WALLET_UNAVAILABLE', 502);
        if (!a.success && a.code === 'PROVIDER_PLAYER_EXCLUDED') return fail('STUDIO_PLAYER_BLOCKED', 403);
        if (!a.success) return fail(a.code === 'PROVIDER_PLAYER_DISABLED' ? a.code : 'STUDIO_TOKEN_INVALID', 401);
        const v = a.value as { playerId: string; currency: string; balance: string };
        player = { playerId: v.playerId, currency: v.currency, balanceMinor: parseMinor(v.balance) ?? 0n };
      }
      const serverSeed = newSeed();
      const now = clock();
      const s = await store.createSession({
        id: randomBytes(16).toString('hex'),
        vendor: sg.game.vassalage,
        gameCode: sg.game.gameCode,
        lang: input.lang,
        mode: input.demo ? 'demo' : 'real',
        playerId: player.playerId,
        currency: player.currency,
        demoBalanceMinor: input.demo ? DEMO_BALANCE_MINOR : null,
        serverSeed,
        serverSeedHash: sha256(serverSeed),
        clientSeed: randomBytes(8).toString('hex'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return {
        sessionId: s.id,
        mode: s.mode,
        currency: s.currency,
        balance: formatMinor(player.balanceMinor),
        seeds: seedsView(s),
      };
    },

    session: (id: string) => store.session(id, clock()),

    /** One round: decide, then (real money) bet and win through the wallet API. */
    async play(s: StudioSession, sg: StudioGame, betMinor: bigint, choice: PlayChoice) {
      const taken = await store.takeNonce(s.id);
      if (!taken) return fail('STUDIO_SESSION_EXPIRED', 404);
      const seeds = { serverSeed: taken.serverSeed, clientSeed: taken.clientSeed, nonce: taken.nonce };
      const outcome = decide(sg, seeds, betMinor, choice);
      const base = {
        roundId: `R${randomBytes(12).toString('hex')}`,
        sessionId: s.id,
        vendor: s.vendor,
        gameCode: s.gameCode,
        mode: s.mode,
        playerId: s.playerId,
        betMinor,
        winMinor: outcome.winMinor,
        detail: outcome.detail,
        serverSeedHash: taken.serverSeedHash,
        clientSeed: taken.clientSeed,
        nonce: taken.nonce,
        createdAt: clock(),
      };
      const seedsNext = seedsView({ ...taken, nonce: taken.nonce + 1 });

      if (s.mode === 'demo') {
        const balance = await store.demoPlay(s.id, betMinor, outcome.winMinor);
        if (balance === undefined) {
          const current = (await store.session(s.id, clock()))?.demoBalanceMinor ?? 0n;
          return fail('STUDIO_INSUFFICIENT_FUNDS', 400, { balance: formatMinor(current) });
        }
        const r = await store.insertRound({ ...base, txStatus: 'demo', settledAt: clock() });
        return { round: roundView(r), balance: formatMinor(balance), pending: false, seeds: seedsNext };
      }

      const r = await store.insertRound({ ...base, txStatus: 'bet_pending' });
      const bet = await deliver(s.vendor, PROVIDER_API.bet, {
        playerId: s.playerId,
        transactionId: `${r.roundId}:bet`,
        roundId: r.roundId,
        gameCode: s.gameCode,
        amount: formatMinor(betMinor),
      });
      if (bet.kind === 'unreachable') {
        await store.markRound(r.roundId, 'bet_unknown', clock(), bet.error);
        await rollBack(r);
        return fail('STUDIO_WALLET_UNAVAILABLE', 502);
      }
      if (!bet.success) {
        await store.markRound(r.roundId, 'refused', clock(), bet.code);
        const balance = typeof bet.value?.balance === 'string' ? bet.value.balance : undefined;
        if (bet.code === 'PROVIDER_INSUFFICIENT_FUNDS') return fail('STUDIO_INSUFFICIENT_FUNDS', 400, { balance });
        // Responsible gaming: the window says which limit stopped the stake, or that the player is on a break.
        if (bet.code === 'PROVIDER_LIMIT_EXCEEDED') {
          const v = (bet.value ?? {}) as Record<string, unknown>;
          const limit = {
            kind: String(v.kind),
            period: String(v.period),
            limit: String(v.limit),
            used: String(v.used),
          };
          return fail('STUDIO_LIMIT_REACHED', 409, { limit });
        }
        if (bet.code === 'PROVIDER_PLAYER_EXCLUDED') return fail('STUDIO_PLAYER_BLOCKED', 403);
        return fail('STUDIO_BET_REFUSED', 409);
      }
      const win = await settleWin(r);
      const settled = win.kind === 'answer' && win.success;
      const balance = String((settled ? win.value?.balance : bet.value?.balance) ?? '0.00');
      const view = roundView({ ...r, txStatus: settled ? 'settled' : 'win_pending' });
      return { round: view, balance, pending: !settled, seeds: seedsNext };
    },

    history: async (s: StudioSession, limit = 20) => (await store.lastRounds(s.id, limit)).map(roundView),

    /** Reveals the current server seed (its rounds become verifiable) and commits to a new one. */
    async rotate(s: StudioSession, clientSeed?: string) {
      const serverSeed = newSeed();
      const next = { serverSeed, serverSeedHash: sha256(serverSeed), clientSeed: clientSeed ?? s.clientSeed };
      const old = await store.rotate(s.id, next);
      if (!old) return fail('STUDIO_SESSION_EXPIRED', 404);
      return {
        revealed: { serverSeed: old.serverSeed, serverSeedHash: old.serverSeedHash },
        seeds: { ...seedsView({ ...next, nonce: 0 }) },
      };
    },

    /**
     * The settlement loop: every round must end settled (or rolled back) on the platform. Wins
     * are re-sent with the same transaction id; a bet whose request was lost is rolled back.
     */
    async settlePending(limit = 100): Promise<number> {
      const now = clock().getTime();
      let done = 0;
      for (const r of await store.unsettled(limit)) {
        const age = now - r.createdAt.getTime();
        if (age < (r.txStatus === 'bet_pending' ? STALE_BET_MS : STALE_WIN_MS)) continue;
        if (r.txStatus === 'win_pending') await settleWin(r);
        else await rollBack(r);
        done++;
      }
      return done;
    },
  };
}
export type StudioService = ReturnType<typeof studioService>;
