import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The demo studio's own records. Like the sandbox payment provider it shares the database only for
 * convenience: no platform table is referenced, and the platform never reads these.
 */

/** A game window: one player (or a demo guest) at one game, with its provably fair seeds. */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    /** 128-bit random hex: the bearer the game window sends back; nothing else identifies it. */
    id: text('id').primaryKey(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    lang: text('lang').notNull(),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    /** Real money: the platform's player id and currency from authenticate. */
    playerId: text('player_id'),
    currency: text('currency').notNull(),
    /** Demo only: the play-money balance the studio keeps itself. */
    demoBalanceMinor: bigint('demo_balance_minor', { mode: 'bigint' }),
    /** The current secret seed (revealed on rotation), its published hash, the player's seed, next nonce. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('studio_sessions_mode', sql`${t.mode} in ('real','demo')`),
    check('studio_sessions_demo_balance', sql`${t.demoBalanceMinor} is null or ${t.demoBalanceMinor} >= 0`),
  ],
);

/**
 * One round, decided before any money call so a retry never re-rolls. `txStatus` follows the
 * wallet calls: bet_pending -> win_pending -> settled, or refused (the platform said no: nothing
 * moved), or bet_unknown -> rolled_back (the bet's fate was unknown, so it is rolled back).
 * Demo rounds are `demo` from the start.
 */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull(),
    sessionId: text('session_id').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    playerId: text('player_id'),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    /** What the player saw: the grid and line wins, or the crash point and target, or the card. */
    detail: jsonb('detail').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** Filled when the session's seed is rotated, so the round can be verified. */
    revealedSeed: text('revealed_seed'),
    txStatus: text('tx_status')
      .$type<'demo' | 'bet_pending' | 'win_pending' | 'settled' | 'refused' | 'bet_unknown' | 'rolled_back'>()
      .notNull(),
    /** The platform's refusal code (e.g. PROVIDER_INSUFFICIENT_FUNDS) or the last delivery error. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('studio_rounds_round').on(t.roundId),
    index('studio_rounds_session').on(t.sessionId, t.id),
    index('studio_rounds_unsettled').on(t.id).where(sql`${t.txStatus} in ('bet_pending','win_pending','bet_unknown')`),
    check('studio_rounds_amounts', sql`${t.betMinor} > 0 and ${t.winMinor} >= 0`),
  ],
);
