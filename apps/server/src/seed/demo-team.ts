import { sql } from 'drizzle-orm';
import { hashPassword } from '../modules/members/password';
import type { Tx } from '../platform/db/tx';
import { DEMO_OPENING_REASON } from './demo-money';

/** agent01's rebate, and the demo team below it: a downline agent with its own players. */
export const DEMO_TOP_REBATE_BP = 200;
export const DEMO_TEAM = {
  agent: { account: 'agent02', password: 'Agent1234', rebateBp: 150, openingMinor: 500_000n },
  players: ['player02', 'player03', 'player04'],
  playerPassword: 'Player1234',
  playerRebateBp: 100,
  playerOpeningMinor: 100_000n,
  /** agent02's invitation code: registrations become its players with a 1.00% rebate. */
  code: 'RT2027',
} as const;

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Opening money through ledger_post() like the other demo accounts (the seed's transaction). */
async function fund(tx: Tx, brandId: number, memberId: number, account: string, minor: bigint) {
  const ids = await tx.execute<{ id: string }>(sql`
    insert into ledger_accounts (brand_id, kind, member_id, vendor, shard)
    values (${brandId}, 'house_adjustment', null, '', 0), (${brandId}, 'member_cash', ${memberId}, '', 0)
    on conflict (brand_id, kind, member_id, vendor, shard) do update set kind = excluded.kind
    returning id`);
  const [house, cash] = ids.rows.map((r) => Number(r.id));
  await tx.execute(
    sql`select * from ledger_post(${brandId}, 'seed', ${`opening:${account}`}, 'adjust', ${house}, ${cash}, ${minor.toString()}::bigint, ${JSON.stringify({ reason: DEMO_OPENING_REASON })}::jsonb)`,
  );
}

async function addMember(tx: Tx, brandId: number, m: { account: string; type: number; hash: string; upline: number }) {
  const rows = await tx.execute<{ id: number }>(sql`
    insert into members (brand_id, account, account_key, type, password_hash, language, upline_id, register_ip)
    select ${brandId}, ${m.account}, ${m.account.toLowerCase()}, ${m.type}, ${m.hash}, default_language, ${m.upline}, '127.0.0.1'
    from brands where id = ${brandId}
    on conflict do nothing returning id`);
  const id = rows.rows[0]?.id;
  if (id === undefined) return undefined;
  // Known IPs, so a local demo logs in without the new-IP verification (as the other demo accounts).
  const ips = LOOPBACK.map((ip) => sql`(${id}, ${ip}, now(), now())`);
  await tx.execute(
    sql`insert into member_ips (member_id, ip, first_seen_at, last_seen_at) values ${sql.join(ips, sql`, `)}`,
  );
  return id;
}

/**
 * The demo team, so the agent center has something to show: agent01 at 2.00%, agent02 (a downline
 * agent at 1.50%) with three players at 1.00%. Runs only while agent01 has no downline agent, so
 * operators' and agents' changes survive restarts. Two password hashes in all keep it quick.
 */
export async function seedDemoTeam(tx: Tx, brandId: number) {
  const top = (
    await tx.execute<{ id: number; n: number }>(sql`
      select m.id, (select count(*)::int from member_tree t join members d on d.id = t.descendant_id
                    where t.ancestor_id = m.id and t.depth > 0 and d.type in (1, 2, 41, 42)) as n
      from members m where m.brand_id = ${brandId} and m.account_key = 'agent01'`)
  ).rows[0];
  if (!top || top.n > 0) return;
  await tx.execute(sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${top.id}, ${brandId}, ${DEMO_TOP_REBATE_BP})
    on conflict (member_id) do update set rebate_bp = greatest(member_rebates.rebate_bp, excluded.rebate_bp)`);
  const t = DEMO_TEAM;
  const agentId = await addMember(tx, brandId, {
    account: t.agent.account,
    type: 2,
    hash: await hashPassword(t.agent.password),
    upline: top.id,
  });
  if (agentId === undefined) return;
  await tx.execute(
    sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${agentId}, ${brandId}, ${t.agent.rebateBp})`,
  );
  await fund(tx, brandId, agentId, t.agent.account, t.agent.openingMinor);
  await tx.execute(sql`insert into affiliate_codes (brand_id, code, agent_id, kind, rebate_bp)
    values (${brandId}, ${t.code}, ${agentId}, 'member', ${t.playerRebateBp}) on conflict do nothing`);
  const hash = await hashPassword(t.playerPassword);
  for (const account of t.players) {
    const id = await addMember(tx, brandId, { account, type: 0, hash, upline: agentId });
    if (id === undefined) continue;
    await tx.execute(
      sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${id}, ${brandId}, ${t.playerRebateBp})`,
    );
    await fund(tx, brandId, id, account, t.playerOpeningMinor);
  }
}
