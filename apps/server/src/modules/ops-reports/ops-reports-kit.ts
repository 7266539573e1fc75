import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { otherBrand } from '../../../test/brands-kit';
import { testApp } from '../../../test/harness';
import { ledgerService } from '../ledger/ledger.service';
import { ledgerStore } from '../ledger/ledger.store';
import { members } from '../members/members.tables';
import { providersService } from '../providers/providers.service';
import { providersStore } from '../providers/providers.store';
import { opsReportsService } from './ops-reports.service';
import { opsReportsStore } from './ops-reports.store';

export const DAY = 86_400_000;
/** The brand day (Asia/Dhaka, UTC+6) of an instant. */
export const dhakaDay = (ms: number) => new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10);

/**
 * The scenario, on a brand of its own (Asia/Dhaka) so the demo brand's history does not count.
 * Hand-computed figures (amounts in taka):
 *   agent (registered 10 days ago) with two downline players;
 *   p1 registered now: deposit 100 now (its first ever); round A: bet 10, win 25; round B: bets 5 and 3,
 *     the 3 rolled back, win 0 (stake 5); round C open (bet 7, never settled: not counted);
 *     bonus 15 credited, 4 taken back (net bonus 11);
 *   p2 registered yesterday: deposit 50 two days ago (its first), deposit 30 now, a rejected 999; payout 20 now,
 *     a returned payout 5; round D yesterday: bet 40, win 10; round E now: bet 20 rolled back (cancelled).
 * Today: deposits 130, withdrawals 20, bets 15, wins 25, GGR -10, bonuses 11, NGR -21, rounds 2,
 *   active 1, registrations 1, first depositors 1 (p2's first deposit was two days ago).
 * 7 days: deposits 180, bets 55, wins 35, GGR 20, NGR 9, rounds 3, active 2, registrations 2, first depositors 2.
 * 30 days: registrations 3 (the agent too).
 */
export async function reportsScenario() {
  const { app, db } = await testApp();
  const ledger = ledgerService({ store: ledgerStore(db), db });
  const now = Date.now();
  const b = await otherBrand(db, `R${randomBytes(2).toString('hex').toUpperCase()}`);
  const brandId = b.id;
  await db.execute(sql`
    insert into vendors (brand_id, code, name, logo, wallet_mode) values (${brandId}, 'STARSLOT', 'Star "Slot", Ltd', '', 'seamless')`);
  for (const [code, category] of [
    ['game-a', 'RNG'],
    ['game-b', 'LIVE'],
  ] as const)
    await db.execute(sql`
      insert into games (brand_id, node_id, game_id, vendor_code, game_code, category, rtp_bp, volatility, tags, theme,
                         icon_url, large_icon_url, names)
      values (${brandId}, ${code === 'game-a' ? 1 : 2}, ${code}, 'STARSLOT', ${code}, ${category}, 9600, 'low', '{}', 'theme-1',
              '', '', '{"en":"x"}'::jsonb)`);
  const member = async (name: string, createdMs: number, type = 0, uplineId: number | null = null) => {
    const [m] = await db
      .insert(members)
      .values({
        brandId,
        account: name,
        accountKey: name.toLowerCase(),
        passwordHash: 'x',
        language: 'en',
        type,
        uplineId,
        createdAt: new Date(createdMs),
      })
      .returning({ id: members.id });
    return m?.id as number;
  };
  const agent = await member('AgentOne', now - 10 * DAY, 1);
  const p1 = await member('PlayerOne', now, 0, agent);
  const p2 = await member('PlayerTwo', now - DAY, 0, agent);
  for (const id of [p1, p2])
    await ledger.transfer({
      brandId,
      source: 'test',
      key: `fund-${id}`,
      type: 'adjust',
      from: { kind: 'house_adjustment' },
      to: { kind: 'member_cash', memberId: id },
      amountMinor: 100_000n,
    });

  const [ch] = (
    await db.execute<{ id: number }>(sql`
      insert into deposit_channels (brand_id, code, kind, method, names, payee_account_number, min_minor, max_minor)
      values (${brandId}, 'bank', 'manual', 'bank', '{"en":"Bank"}'::jsonb, '123', 100, 10000000) returning id`)
  ).rows;
  const deposit = (memberId: number, minor: number, status: string, atMs: number) =>
    db.execute(sql`
      insert into deposits (brand_id, member_id, channel_id, amount_minor, currency, status, request_key, request_hash,
                            created_at, decided_at)
      values (${brandId}, ${memberId}, ${ch?.id}, ${minor}, 'BDT', ${status}, ${randomBytes(6).toString('hex')}, 'h',
              ${new Date(atMs).toISOString()}::timestamptz, ${new Date(atMs).toISOString()}::timestamptz)`);
  await deposit(p1, 10_000, 'approved', now);
  await deposit(p2, 5_000, 'paid', now - 2 * DAY);
  await deposit(p2, 3_000, 'approved', now);
  await deposit(p2, 99_900, 'rejected', now);
  await deposit(p1, 7_700, 'pending', now);

  const [acc] = (
    await db.execute<{ id: number }>(sql`
      insert into payout_accounts (brand_id, member_id, kind, provider, account_number, holder_name)
      values (${brandId}, ${p2}, 'ewallet', 'bkash', '01700000000', 'P Two') returning id`)
  ).rows;
  const [wd] = (
    await db.execute<{ id: number }>(sql`
      insert into withdrawals (brand_id, member_id, payout_account_id, account_kind, account_provider, account_number,
                               account_holder, amount_minor, paid_minor, status, request_key, request_hash, created_at)
      values (${brandId}, ${p2}, ${acc?.id}, 'ewallet', 'bkash', '01700000000', 'P Two', 2500, 2000, 'paid', 'k1', 'h', now())
      returning id`)
  ).rows;
  for (const [minor, status] of [
    [2_000, 'paid'],
    [500, 'returned'],
  ] as const)
    await db.execute(sql`
      insert into withdrawal_payouts (withdrawal_id, amount_minor, status, paid_at, auto_receipt_at)
      values (${wd?.id}, ${minor}, ${status}, now(), now() + interval '1 day')`);

  const play = (atMs: number) =>
    providersService({ db, store: providersStore(db), ledger, clock: () => new Date(atMs) });
  const live = play(now);
  const v = 'STARSLOT';
  const bet = (s: typeof live, m: number, round: string, game: string, tx: string, amount: bigint) =>
    s.bet(brandId, v, { playerId: String(m), roundId: round, gameCode: game, transactionId: tx, amount });
  const win = (s: typeof live, m: number, round: string, game: string, tx: string, amount: bigint) =>
    s.win(brandId, v, { playerId: String(m), roundId: round, gameCode: game, transactionId: tx, amount, final: true });
  const back = (s: typeof live, m: number, round: string, ref: string) =>
    s.rollback(brandId, v, { playerId: String(m), roundId: round, transactionId: `rb-${ref}`, refTransactionId: ref });
  await bet(live, p1, 'A', 'game-a', 'a1', 1_000n);
  await win(live, p1, 'A', 'game-a', 'a2', 2_500n);
  await bet(live, p1, 'B', 'game-b', 'b1', 500n);
  await bet(live, p1, 'B', 'game-b', 'b2', 300n);
  await back(live, p1, 'B', 'b2');
  await win(live, p1, 'B', 'game-b', 'b3', 0n);
  await bet(live, p1, 'C', 'game-a', 'c1', 700n);
  const yesterday = play(now - DAY);
  await bet(yesterday, p2, 'D', 'game-a', 'd1', 4_000n);
  await win(yesterday, p2, 'D', 'game-a', 'd2', 1_000n);
  await bet(live, p2, 'E', 'game-a', 'e1', 2_000n);
  await back(live, p2, 'E', 'e1');

  await ledger.transfer({
    brandId,
    source: 'test',
    key: 'bonus-1',
    type: 'bonus',
    from: { kind: 'house_promotion' },
    to: { kind: 'member_bonus', memberId: p1 },
    amountMinor: 1_500n,
  });
  await ledger.transfer({
    brandId,
    source: 'test',
    key: 'bonus-back',
    type: 'adjust',
    from: { kind: 'member_bonus', memberId: p1 },
    to: { kind: 'house_promotion' },
    amountMinor: 400n,
  });
  await app.betEvents.drain();
  const reports = opsReportsService({
    db,
    store: opsReportsStore(db),
    audit: { record: async () => 0 },
    clock: () => new Date(),
  });
  return { db, reports, brandId, agent, p1, p2, now };
}
