import { randomBytes } from 'node:crypto';
import { parseMinor } from '@platform/contracts';
import { betPerLineFor, generateCatalogue, reelSet, slotRound } from '@platform/games';
import { and, eq } from 'drizzle-orm';
import { ledgerService } from '../modules/ledger/ledger.service';
import { ledgerStore } from '../modules/ledger/ledger.store';
import { members } from '../modules/members/members.tables';
import { hashPassword } from '../modules/members/password';
import { providersService } from '../modules/providers/providers.service';
import { providersStore } from '../modules/providers/providers.store';
import type { Db } from '../platform/db/client';
import { DEMO_OPENING_REASON } from './demo-money';

/** Demo players whose past spins fill the winners board of a fresh demo (they cannot log in). */
const DEMO_PLAYERS = ['rahim88', 'sumi_k', 'tanvir07', 'nadia22', 'arif_bd', 'joy777', 'mitu09', 'sabbir10'];
const ROUNDS_EACH = 12;
const BETS = ['20.00', '40.00', '100.00', '200.00'];

/**
 * A fresh demo's history: a few demo players each play real slot rounds of the studio's games
 * through the provider wallet service (the same bet and win path the API takes, minus HTTP), with
 * the engine deciding every outcome from fixed seeds. Runs once, right after the brand is created.
 */
export async function seedDemoHistory(db: Db, brandId: number) {
  const clock = () => new Date();
  const ledger = ledgerService({ store: ledgerStore(db), db });
  const providers = providersService({ db, store: providersStore(db), ledger, clock });
  const slots = generateCatalogue().filter((g) => g.reelSetId && g.isHot);

  // They play in agent02's team, so a fresh demo's agent center has rounds to report.
  const [upline] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.accountKey, 'agent02')));
  const players: { p: number; account: string; id: number }[] = [];
  for (const [p, account] of DEMO_PLAYERS.entries()) {
    const [m] = await db
      .insert(members)
      .values({
        brandId,
        account,
        accountKey: account,
        // A random password nobody knows: these accounts exist for their history only.
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        language: 'bn',
        uplineId: upline?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (!m) continue;
    players.push({ p, account, id: m.id });
    await ledger.transfer({
      brandId,
      source: 'seed',
      key: `opening:${account}`,
      type: 'adjust',
      from: { kind: 'house_adjustment' },
      to: { kind: 'member_cash', memberId: m.id },
      amountMinor: 1_000_000n,
      memo: { reason: DEMO_OPENING_REASON },
    });
  }
  // Players take turns, so the board's latest wins are not all one player's.
  for (let i = 0; i < ROUNDS_EACH; i++) {
    for (const { p, account, id } of players) {
      const g = slots[((p * ROUNDS_EACH + i) * 7) % slots.length];
      if (!g?.reelSetId) continue;
      const config = reelSet(g.reelSetId);
      const total = parseMinor(BETS[(p + i) % BETS.length] as string) as bigint;
      const seeds = { serverSeed: `demo-history-${account}`, clientSeed: 'demo', nonce: i };
      const spin = slotRound(config, seeds, betPerLineFor(config, total));
      const round = { playerId: String(id), roundId: `hist-${account}-${i}`, gameCode: g.gameCode };
      await providers.bet(brandId, g.vassalage, { ...round, transactionId: `${round.roundId}:bet`, amount: total });
      await providers.win(brandId, g.vassalage, {
        ...round,
        transactionId: `${round.roundId}:win`,
        amount: spin.totalWinMinor,
        final: true,
      });
    }
  }
}
