import { formatMinor, PROVIDER_API as P } from '@platform/contracts';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { providerKit, VENDOR } from '../../../test/provider-kit';
import { reconcile } from '../ledger/reconcile';
import { betRounds } from './providers.tables';

const k = await providerKit();

/** One round of the model: a single bet, win and rollback id each, so repeats are replays. */
type Round = { stake: bigint; win: bigint; status: 'none' | 'open' | 'settled' | 'cancelled'; bet: boolean };
/** 'drain': the turnover consumer applies what is pending, as one batch. */
const op = fc.record({
  // Bets and rollbacks more often than wins, which close their round to rollbacks.
  kind: fc.oneof(
    { arbitrary: fc.constant('bet' as const), weight: 3 },
    { arbitrary: fc.constant('win' as const), weight: 1 },
    { arbitrary: fc.constant('rollback' as const), weight: 2 },
    { arbitrary: fc.constant('drain' as const), weight: 2 },
  ),
  round: fc.integer({ min: 0, max: 2 }),
});
const amounts = fc.tuple(
  fc.array(fc.bigInt({ min: 1n, max: 3_000n }), { minLength: 3, maxLength: 3 }),
  fc.array(fc.bigInt({ min: 0n, max: 4_000n }), { minLength: 3, maxLength: 3 }),
);
const OPENING = 5_000n;
/** Every member owes two requirements of wagering, oldest first, and may lose at most `limit` a day (drawn per run). */
const REQUIRED = [1_200n, 2_000n];
let run = 0;

describe('provider wallet against an in-memory model', () => {
  it('random orderings of bet, win, rollback, replays and consumer batches end in the balance, rounds, turnover and loss limit the model predicts', async () => {
    await fc.assert(
      fc.asyncProperty(
        amounts,
        fc.array(op, { minLength: 1, maxLength: 18 }),
        fc.bigInt({ min: 1_000n, max: 9_000n }),
        async ([stakes, wins], ops, limit) => {
          const m = await k.newMember(OPENING);
          for (const [i, amountMinor] of REQUIRED.entries()) {
            await k.turnover.require(k.db, {
              brandId: k.brandId,
              memberId: m,
              source: 'adjust',
              sourceId: `model-${i}-${m}`,
              amountMinor,
              multiplierBp: 10_000,
            });
          }
          await k.db.execute(sql`insert into rg_limits (member_id, brand_id, kind, period, amount_minor)
          values (${m}, ${k.brandId}, 'loss', 'day', ${limit})`);
          await k.db.execute(
            sql`insert into rg_state (member_id, brand_id, bet_limits) values (${m}, ${k.brandId}, true)`,
          );
          // Net loss so far (stakes - wins - refunds).
          let loss = 0n;
          // Turnover: each requirement's progress, what each round's bet filled (per requirement)
          // once the consumer applied it, and the bet events it has not applied yet.
          const progress = REQUIRED.map(() => 0n);
          const filled = new Map<number, bigint[]>();
          let pending: { kind: 'bet' | 'rollback'; round: number; stake: bigint }[] = [];
          const rollbacks = () => new Set(pending.filter((e) => e.kind === 'rollback').map((e) => e.round));
          // The consumer's batch: rollbacks first (each takes back its bet's fills; a bet of the
          // batch rolled back in it fills nothing), then the bets fill the oldest requirements.
          const apply = () => {
            const cancelled = rollbacks();
            for (const round of cancelled) {
              for (const [i, a] of (filled.get(round) ?? []).entries()) progress[i] = (progress[i] as bigint) - a;
              filled.delete(round);
            }
            for (const e of pending.filter((x) => x.kind === 'bet' && !cancelled.has(x.round))) {
              let left = e.stake;
              const f = REQUIRED.map((req, i) => {
                const room = req - (progress[i] as bigint);
                const take = left < room ? left : room;
                progress[i] = (progress[i] as bigint) + take;
                left -= take;
                return take;
              });
              filled.set(e.round, f);
            }
            pending = [];
          };
          const owedNow = () => REQUIRED.reduce((s, req, i) => s + req - (progress[i] as bigint), 0n);
          // Each requirement's progress and met flag, and the sum of its recorded fills.
          const rowsNow = async () =>
            (
              await k.db.execute<{ progress_minor: string; met: boolean; fills: string }>(sql`
                select t.progress_minor, t.met_at is not null as met,
                       (select coalesce(sum(f.amount_minor), 0) from turnover_fills f where f.requirement_id = t.id) as fills
                  from turnover_requirements t
                 where t.member_id = ${m} order by t.id`)
            ).rows.map((r) => [BigInt(r.progress_minor), r.met, BigInt(r.fills)]);
          const rowsModel = () => REQUIRED.map((req, i) => [progress[i], progress[i] === req, progress[i]]);
          const pre = `p${++run}-${m}`;
          const ids = (i: number) => ({
            bet: `${pre}-b${i}`,
            win: `${pre}-w${i}`,
            rb: `${pre}-rb${i}`,
            round: `${pre}-r${i}`,
          });
          const rounds: Round[] = [0, 1, 2].map(() => ({ stake: 0n, win: 0n, status: 'none', bet: false }));
          const answered = new Map<string, unknown>();
          const rolledBack = new Set<number>();
          let balance = OPENING;

          for (const o of ops) {
            if (o.kind === 'drain') {
              await k.app.betEvents.drain();
              apply();
              expect(await rowsNow()).toEqual(rowsModel());
              continue;
            }
            const r = rounds[o.round] as Round;
            const id = ids(o.round);
            const stake = stakes[o.round] as bigint;
            const win = wins[o.round] as bigint;
            const common = { playerId: String(m), roundId: id.round };
            const txId = o.kind === 'bet' ? id.bet : o.kind === 'win' ? id.win : id.rb;
            const res =
              o.kind === 'bet'
                ? await k.call(P.bet, {
                    ...common,
                    transactionId: id.bet,
                    gameCode: 'SS0001',
                    amount: formatMinor(stake),
                  })
                : o.kind === 'win'
                  ? await k.call(P.win, {
                      ...common,
                      transactionId: id.win,
                      gameCode: 'SS0001',
                      amount: formatMinor(win),
                    })
                  : await k.call(P.rollback, { ...common, transactionId: id.rb, refTransactionId: id.bet });

            // The model's verdict: a replay answers the first response; otherwise the rules of the API.
            let expected: string;
            if (answered.has(txId)) expected = 'REPLAY';
            else if (o.kind === 'bet') {
              if (rolledBack.has(o.round)) expected = 'PROVIDER_BET_ROLLED_BACK';
              else if (r.status !== 'none' && r.status !== 'open') expected = 'PROVIDER_ROUND_CLOSED';
              else if (balance < stake) expected = 'PROVIDER_INSUFFICIENT_FUNDS';
              else if (loss + stake > limit) expected = 'PROVIDER_LIMIT_EXCEEDED';
              else {
                expected = 'OK';
                balance -= stake;
                loss += stake;
                pending.push({ kind: 'bet', round: o.round, stake });
                Object.assign(r, { stake: r.stake + stake, status: 'open', bet: true });
              }
            } else if (o.kind === 'win') {
              if (r.status === 'none') expected = 'PROVIDER_ROUND_UNKNOWN';
              else if (r.status !== 'open') expected = 'PROVIDER_ROUND_CLOSED';
              else {
                expected = 'OK';
                balance += win;
                loss -= win;
                Object.assign(r, { win: r.win + win, status: 'settled' });
              }
            } else if (!r.bet) {
              expected = 'OK';
              rolledBack.add(o.round);
            } else if (r.status !== 'open') expected = 'PROVIDER_ROUND_CLOSED';
            else {
              expected = 'OK';
              rolledBack.add(o.round);
              balance += stake;
              loss -= stake;
              pending.push({ kind: 'rollback', round: o.round, stake });
              r.stake -= stake;
              if (r.stake === 0n && r.win === 0n) r.status = 'cancelled';
            }

            if (expected === 'REPLAY') expect(res.body).toEqual(answered.get(txId));
            else if (expected === 'OK') {
              expect(res.body).toMatchObject({ success: true, value: { balance: formatMinor(balance) } });
              answered.set(txId, res.body);
            } else expect(res.body.code).toBe(expected);
          }

          expect(await k.cash(m)).toBe(balance);
          const stored = await k.db
            .select()
            .from(betRounds)
            .where(and(eq(betRounds.memberId, m), eq(betRounds.vendor, VENDOR)));
          for (const [i, r] of rounds.entries()) {
            const row = stored.find((s) => s.roundId === ids(i).round);
            if (r.status === 'none') expect(row).toBeUndefined();
            else expect(row).toMatchObject({ status: r.status, stakeMinor: r.stake, winMinor: r.win });
          }
          // Turnover follows the bet events: owed before the consumer ran (pending events counted by
          // its rule) and after it applied them are the same, and each rollback took back exactly
          // what its bet filled.
          const cancelled = rollbacks();
          const back = [...cancelled].reduce(
            (s, round) => s + (filled.get(round) ?? []).reduce((a, b) => a + b, 0n),
            0n,
          );
          const stake = pending
            .filter((e) => e.kind === 'bet' && !cancelled.has(e.round))
            .reduce((s, e) => s + e.stake, 0n);
          const owed = owedNow() + back - stake;
          expect((await k.turnover.outstanding(k.db, k.brandId, m)).remainingMinor).toBe(owed > 0n ? owed : 0n);
          await k.app.betEvents.drain();
          apply();
          expect(await rowsNow()).toEqual(rowsModel());
          expect((await k.turnover.outstanding(k.db, k.brandId, m)).remainingMinor).toBe(owedNow());
        },
      ),
      { numRuns: 100 },
    );
    expect((await reconcile(k.db)).problems).toEqual([]);
  }, 120_000);
});
