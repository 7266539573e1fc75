import { type ContractKind, formatBasisPoints, formatMinor, TOP_AGENT_RATE_CAP_BP } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Agent, contractsKit } from './contracts.kit';
import { periodAt } from './periods';

const k = await contractsKit();

/** A tree of `parents.length + 1` agents: node 0 is the top agent, node i hangs below parents[i - 1] (< i). */
const treeArb = (max: number) =>
  fc
    .integer({ min: 2, max })
    .chain((n) => fc.tuple(...Array.from({ length: n - 1 }, (_, i) => fc.integer({ min: 0, max: i }))));

async function buildTree(parents: number[], playerEvery = 0): Promise<{ nodes: Agent[]; parentOf: number[] }> {
  const nodes: Agent[] = [await k.agent(null)];
  const parentOf = [-1];
  for (const [i, p] of parents.entries()) {
    const isPlayer = playerEvery > 0 && (i + 1) % playerEvery === 0;
    nodes.push(await k.agent(nodes[p] as Agent, isPlayer ? 0 : undefined));
    parentOf.push(p);
  }
  return { nodes, parentOf };
}

/** Accepted contracts of a kind whose rate is above what their upline holds (or may offer at the top). */
const violations = async (kind: ContractKind, ids: number[]) =>
  (
    await k.db.execute<{ n: number }>(sql`
      select count(*)::int as n from agent_contracts c
        join members m on m.id = c.upline_id
        left join agent_contracts p on p.downline_id = c.upline_id and p.kind = c.kind and p.status = 'accepted'
       where c.status = 'accepted' and c.kind = ${kind} and c.downline_id in ${sql.raw(`(${ids.join(',')})`)}
         and ((m.upline_id is null and c.max_rate_bp > ${TOP_AGENT_RATE_CAP_BP[kind]})
           or (m.upline_id is not null and (p.id is null or c.max_rate_bp > p.max_rate_bp)))`)
  ).rows[0]?.n;

const opArb = fc.record({
  node: fc.nat(),
  rateBp: fc.integer({ min: 0, max: 400 }),
  what: fc.constantFrom('accept', 'accept', 'reject', 'terminate', 'requestTermination'),
});

describe('contract rates on generated trees', () => {
  it('no accepted contract is ever above its upline’s own, whatever is offered, accepted or ended', async () => {
    const kind: ContractKind = 'dailySalary';
    await fc.assert(
      fc.asyncProperty(treeArb(7), fc.array(opArb, { minLength: 1, maxLength: 14 }), async (parents, ops) => {
        const { nodes, parentOf } = await buildTree(parents);
        const ids = nodes.map((n) => n.id);
        for (const op of ops) {
          const i = 1 + (op.node % (nodes.length - 1));
          const up = nodes[parentOf[i] as number] as Agent;
          const down = nodes[i] as Agent;
          if (op.what === 'accept' || op.what === 'reject') {
            const rate = formatBasisPoints(op.rateBp);
            const o = await k.act(kind, up, {
              action: 'offer',
              downlineId: down.id,
              tiers: [{ betAmount: '0', activeMembers: 0, winRate: rate, lossRate: rate }],
            });
            // Refused only for the cap, and then exactly when the rate is above it.
            const cap = await k.db.execute<{ cap: number }>(sql`select agent_contract_cap(${up.id}, ${kind}) as cap`);
            expect(o.statusCode === 200).toBe(op.rateBp <= Number(cap.rows[0]?.cap));
            if (o.statusCode === 200)
              await k.act(kind, down, { action: op.what, requestId: o.json().value.request.id });
          } else {
            const held = (await k.list(kind, down, { role: 'downline', status: 'accepted' })).json().value.list[0];
            if (!held) continue;
            if (op.what === 'terminate') await k.act(kind, down, { action: 'terminate', contractId: held.id });
            else {
              const r = await k.act(kind, up, { action: 'requestTermination', contractId: held.id });
              await k.act(kind, down, { action: 'accept', requestId: r.json().value.request.id });
            }
          }
          expect(await violations(kind, ids)).toBe(0);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('settling generated teams', () => {
  let run = 0;
  it('pays what the tier rule says, and settling the period again gives the same rows and balances', async () => {
    await fc.assert(
      fc.asyncProperty(
        treeArb(8),
        fc.array(
          fc.record({
            node: fc.nat(),
            stake: fc.integer({ min: 1, max: 50_000 }),
            win: fc.integer({ min: 0, max: 80_000 }),
          }),
          {
            maxLength: 12,
          },
        ),
        fc.array(
          fc.record({
            bet: fc.integer({ min: 0, max: 60_000 }),
            active: fc.integer({ min: 0, max: 4 }),
            win: fc.integer({ min: 0, max: 300 }),
            loss: fc.integer({ min: 0, max: 300 }),
          }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        async (parents, rounds, rawTiers) => {
          run++;
          const { nodes, parentOf } = await buildTree(parents, 3);
          const tiers = [...rawTiers]
            .sort((a, b) => a.bet - b.bet)
            .filter((t, i, all) => i === 0 || t.bet > (all[i - 1] as typeof t).bet);
          for (let i = 1; i < tiers.length; i++)
            (tiers[i] as (typeof tiers)[0]).active = Math.max(
              (tiers[i] as (typeof tiers)[0]).active,
              (tiers[i - 1] as (typeof tiers)[0]).active,
            );
          const top = nodes[0] as Agent;
          const child = nodes[1] as Agent;
          const id = await k.contract(
            'dailySalary',
            top,
            child,
            tiers.map((t) => ({
              betAmount: formatMinor(BigInt(t.bet)),
              activeMembers: t.active,
              winRate: formatBasisPoints(t.win),
              lossRate: formatBasisPoints(t.loss),
            })),
          );
          await k.backdate(id, new Date('2026-01-01T00:00:00Z'));
          await k.fund(top.id, 10_000_000n);
          const dayStart = Date.parse('2026-05-01T18:00:00Z') + run * 86_400_000;
          const inTeam = (i: number): boolean => i === 1 || (i > 1 && inTeam(parentOf[i] as number));
          let bets = 0n;
          let profit = 0n;
          const active = new Set<number>();
          for (const [j, r] of rounds.entries()) {
            const i = r.node % nodes.length;
            await k.round((nodes[i] as Agent).id, BigInt(r.stake), BigInt(r.win), new Date(dayStart + 1000 * (j + 1)));
            if (!inTeam(i)) continue;
            bets += BigInt(r.stake);
            profit += BigInt(r.win - r.stake);
            active.add(i);
          }
          const met = tiers.filter((t) => bets >= BigInt(t.bet) && active.size >= t.active).at(-1);
          const rate = met ? (profit < 0n ? met.loss : met.win) : 0;
          const expected = (bets * BigInt(rate)) / 10_000n;

          const day = await periodAt(k.db, 'Asia/Dhaka', 'daily', new Date(dayStart));
          await k.settlement.settlePeriod(k.brandId, 'dailySalary', day);
          const rows = await k.settlements(id);
          const balances = [(await k.balances(top.id)).cash, (await k.balances(child.id)).cash];
          expect(rows).toEqual([
            expect.objectContaining({
              amount_minor: String(expected),
              team_bets_minor: String(bets),
              active_members: active.size,
            }),
          ]);
          await k.settlement.settlePeriod(k.brandId, 'dailySalary', day);
          expect(await k.settlements(id)).toEqual(rows);
          expect([(await k.balances(top.id)).cash, (await k.balances(child.id)).cash]).toEqual(balances);
          expect(balances[1]).toBe(expected);
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
