import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { walletKit } from '../../../test/wallet-kit';
import { members } from '../members/members.tables';
import { addDayStats } from './day-stats.consumer';

/**
 * What the team tests share: the wallet kit (app with a movable clock, sessions, funding through
 * the ledger) plus accounts placed in a tree with a rebate, and one-line authenticated calls.
 */
export async function teamKit() {
  const k = await walletKit();

  /** An account under `uplineId` (type 1 top agent by default) with a rebate row and a session. */
  const account = async (o: { upline?: number; type?: number; rebateBp?: number; name?: string } = {}) => {
    const name = o.name ?? `t${randomBytes(5).toString('hex')}`;
    const [m] = await k.db
      .insert(members)
      .values({
        brandId: k.brandId,
        account: name,
        accountKey: name.toLowerCase(),
        passwordHash: 'x',
        language: 'en',
        type: o.type ?? 1,
        uplineId: o.upline ?? null,
        createdAt: k.now(),
      })
      .returning({ id: members.id });
    const id = m?.id as number;
    if (o.rebateBp !== undefined)
      await k.db.execute(
        sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${id}, ${k.brandId}, ${o.rebateBp})`,
      );
    return { id, account: name, token: await k.login(id) };
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
    lang = 'en',
  ) =>
    k.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { 'accept-language': lang, token },
    });
  const value = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) => {
    const res = await call(method, url, token, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().value;
  };
  const rebateOf = async (memberId: number) =>
    Number(
      (
        await k.db.execute<{ bp: number }>(
          sql`select rebate_bp as bp from member_rebates where member_id = ${memberId}`,
        )
      ).rows[0]?.bp ?? -1,
    );

  /** A settled round straight into bet_rounds, counted in member_day_stats as the bet-event consumer would. */
  const round = async (memberId: number, stakeMinor: bigint, winMinor: bigint, at: Date, status = 'settled') => {
    const id = `r${randomBytes(6).toString('hex')}`;
    await k.db.execute(sql`insert into bet_rounds (brand_id, member_id, vendor, game_code, round_id, stake_minor, win_minor,
        status, started_at, settled_at)
      values (${k.brandId}, ${memberId}, 'STARSLOT', 'SS0001', ${id}, ${stakeMinor}, ${winMinor}, ${status},
        ${at.toISOString()}::timestamptz, ${status === 'settled' ? at.toISOString() : null}::timestamptz)`);
    if (status === 'settled') await addDayStats(k.db, { brandId: k.brandId, memberId, at, stakeMinor, winMinor });
  };

  return { ...k, account, call, value, rebateOf, round };
}
export type TeamKit = Awaited<ReturnType<typeof teamKit>>;
