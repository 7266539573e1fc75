import { AGENT_CONTRACT_API, API, CONTRACT_PATHS, type ContractKind, formatBasisPoints } from '@platform/contracts';
import type { Db } from '../../apps/server/src/platform/db/client';
import type { Http } from './http';

const KINDS: ContractKind[] = ['dividend', 'dailySalary'];

/** Two tiers per contract, a little lower at each level, so every child stays under its parent. */
function tiersOf(kind: ContractKind, level: number) {
  if (kind === 'dividend')
    return [
      { periodBet: '1000', periodLoss: '100', activeMembers: 1, rate: `${20 - level}` },
      { periodBet: '100000', periodLoss: '10000', activeMembers: 50, rate: `${30 - level}` },
    ];
  return [
    { betAmount: '1000', activeMembers: 1, winRate: '0.5', lossRate: formatBasisPoints(150 - level * 10) },
    { betAmount: '100000', activeMembers: 50, winRate: '1', lossRate: formatBasisPoints(200 - level * 10) },
  ];
}

/**
 * Offers and accepts, over HTTP, a dividend (daily) and a daily salary contract between every
 * agent and each of its direct downline agents, level by level from the top (an offer may not
 * exceed what the offering agent itself agreed with its upline). Returns how many were accepted.
 */
export async function makeContracts(db: Db, api: Http, brandId: number, levels: number[][], clock = () => new Date()) {
  const tokens = new Map<number, string>();
  const token = async (id: number) => {
    let t = tokens.get(id);
    if (!t) {
      t = await api.session(db, brandId, id, clock);
      tokens.set(id, t);
    }
    return t;
  };
  const parentOf = new Map<number, number>();
  const rows = (
    await db.$client.query<{ id: number; upline_id: number }>(
      'select id, upline_id from members where id = any($1::int[])',
      [levels.slice(1).flat()],
    )
  ).rows;
  for (const r of rows) parentOf.set(r.id, r.upline_id);
  let accepted = 0;
  for (let level = 1; level < levels.length; level++) {
    const children = levels[level] as number[];
    // 8 pairs at a time: enough to keep the app busy, few enough to stay under the pool.
    for (let i = 0; i < children.length; i += 8) {
      await Promise.all(
        children.slice(i, i + 8).map(async (child) => {
          const up = await token(parentOf.get(child) as number);
          const down = await token(child);
          for (const kind of KINDS) {
            const offer = await api.post(CONTRACT_PATHS[kind], up, {
              action: 'offer',
              downlineId: child,
              tiers: tiersOf(kind, level),
              ...(kind === 'dividend' ? { period: 'daily' } : {}),
            });
            if (offer.status !== 200) throw new Error(`offer ${kind} to ${child}: ${JSON.stringify(offer.body)}`);
            const ok = await api.post(CONTRACT_PATHS[kind], down, {
              action: 'accept',
              requestId: offer.body.value.request.id,
            });
            if (ok.status !== 200) throw new Error(`accept ${kind} by ${child}: ${JSON.stringify(ok.body)}`);
            accepted++;
          }
        }),
      );
    }
  }
  return accepted;
}

type Settled = {
  kind: string;
  periodStart: string;
  periodEnd: string;
  contracts: number;
  paid: number;
  inProcess: number;
  amount: string;
  ms: number;
};

/** The operator's settle call for yesterday, per daily kind; what the nightly job runs. */
export async function settleDaily(api: Http): Promise<{ ms: number; results: Settled[] }> {
  const login = await fetch(new URL(API.operatorLogin, api.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ops01', password: 'Operator1234' }),
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const results: Settled[] = [];
  const started = performance.now();
  for (const kind of KINDS) {
    const t = performance.now();
    const res = await api.post(AGENT_CONTRACT_API.operatorSettle, token, {
      kind,
      ...(kind === 'dividend' ? { period: 'daily' } : {}),
    });
    if (res.status !== 200) throw new Error(`settle ${kind}: ${JSON.stringify(res.body)}`);
    results.push({ ...res.body.value, ms: performance.now() - t });
  }
  return { ms: performance.now() - started, results };
}
