import { AGENT_TEAM_API as A, DOWNLINE_AGENT_TYPE } from '@platform/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerRules } from '../system/system.tables';
import { type AgentCtx, teamService } from './team.service';
import { teamStore } from './team.store';
import { teamKit } from './team-kit';

const k = await teamKit();
const url = (path: string, memberId: number) => path.replace(':memberId', String(memberId));

// Tree: top (5.00%) -> mid agent (3.00%) -> leaf player (1.00%); other is a top agent beside it.
const top = await k.account({ rebateBp: 500 });
const mid = await k.account({ upline: top.id, type: DOWNLINE_AGENT_TYPE, rebateBp: 300 });
const leaf = await k.account({ upline: mid.id, type: 0, rebateBp: 100 });
const other = await k.account({ rebateBp: 900 });
const player = await k.account({ type: 0 });

beforeAll(async () => {
  await k.db.update(registerRules).set({ enabled: false }).where(eq(registerRules.field, 'captcha'));
});

describe('profile and access', () => {
  it('answers the caller as an agent, with the brand clock offset', async () => {
    const p = await k.value('GET', A.profile, mid.token);
    expect(p).toMatchObject({
      memberId: mid.id,
      type: 2,
      rebate: '3.00',
      uplineId: top.id,
      uplineAccount: top.account,
    });
    expect(p).toMatchObject({ teamSize: 1, directCount: 1, utcOffsetMinutes: 360 });
  });

  it('refuses players (NOT_AGENT) and guests', async () => {
    const res = await k.call('GET', A.profile, player.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_AGENT');
    expect((await k.app.inject({ url: A.overview })).statusCode).toBe(401);
  });
});

describe('register center', () => {
  const create = async (token: string, body: object, lang = 'en') =>
    k.app.inject({
      method: 'POST',
      url: A.downlines,
      payload: await k.seal(body),
      headers: { token, 'accept-language': lang },
    });

  it('creates a downline agent with its rebate, under the caller', async () => {
    const res = await create(top.token, { username: 'sub0001', password: 'Pass1234', kind: 'agent', rebate: '2.5' });
    expect(res.statusCode).toBe(200);
    const made = res.json().value;
    expect(made).toMatchObject({ account: 'sub0001', type: DOWNLINE_AGENT_TYPE });
    expect(await k.rebateOf(made.memberId)).toBe(250);
    const detail = await k.value('GET', url(A.downline, made.memberId), top.token);
    expect(detail).toMatchObject({ parentId: top.id, depth: 1, isAgent: true, rebate: '2.50' });
  });

  it('names each bad field: the brand rules, a rebate above the caller’s, a taken username', async () => {
    const res = await create(mid.token, { username: '1x', password: 'short', kind: 'member', rebate: '3.01' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().value.fields.map((f: { field: string; rule: string }) => `${f.field}:${f.rule}`);
    expect(fields).toEqual(expect.arrayContaining(['username:minLength', 'password:minLength', 'rebate:rebateMax']));
    const bn = await create(
      mid.token,
      { username: 'okname01', password: 'Pass1234', kind: 'member', rebate: '4' },
      'bn',
    );
    expect(bn.json().value.fields[0]).toMatchObject({ field: 'rebate', rule: 'rebateMax' });
    expect(bn.json().message).toContain('রিবেট 3.00%');
    const taken = await create(mid.token, { username: 'SUB0001', password: 'Pass1234', kind: 'member', rebate: '0' });
    expect(taken.json().value.fields[0]).toMatchObject({ field: 'username', rule: 'unique' });
    const pct = await create(mid.token, {
      username: 'okname02',
      password: 'Pass1234',
      kind: 'member',
      rebate: '1.234',
    });
    expect(pct.json().value.fields[0]).toMatchObject({ field: 'rebate', rule: 'percent' });
  });

  it('refuses a plain (unsealed) body', async () => {
    const res = await k.call('POST', A.downlines, top.token, {
      username: 'x',
      password: 'y',
      kind: 'member',
      rebate: 0,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('downlines', () => {
  it('lists direct downlines of the caller or of a downline, and searches the whole team', async () => {
    const mine = await k.value('GET', A.downlines, top.token);
    expect(mine.list.map((r: { memberId: number }) => r.memberId)).toContain(mid.id);
    expect(mine.list.every((r: { depth: number }) => r.depth === 1)).toBe(true);
    const below = await k.value('GET', `${A.downlines}?parentId=${mid.id}`, top.token);
    expect(below).toMatchObject({
      total: 1,
      list: [{ memberId: leaf.id, depth: 2, parentId: mid.id, rebate: '1.00' }],
    });
    const found = await k.value('GET', `${A.downlines}?keyword=${leaf.account.slice(1, 6).toUpperCase()}`, top.token);
    expect(found.list.map((r: { memberId: number }) => r.memberId)).toEqual([leaf.id]);
    const agentsOnly = await k.value('GET', `${A.downlines}?kind=member`, top.token);
    expect(agentsOnly.list.some((r: { isAgent: boolean }) => r.isAgent)).toBe(false);
    const midRow = mine.list.find((r: { memberId: number }) => r.memberId === mid.id);
    expect(midRow).toMatchObject({ teamSize: 1, directCount: 1, isAgent: true });
  });

  it('answers 403 NOT_IN_DOWNLINE for a parent outside the team, in the request language', async () => {
    const res = await k.call('GET', `${A.downlines}?parentId=${other.id}`, top.token, undefined, 'bn');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_IN_DOWNLINE', message: 'এই অ্যাকাউন্টটি আপনার দলে নেই' });
    expect((await k.call('GET', url(A.downline, top.id), mid.token)).json().code).toBe('NOT_IN_DOWNLINE');
  });

  it('details a grandchild with the path from the caller and its 30-day figures', async () => {
    await k.round(leaf.id, 1_000n, 400n, k.now());
    const d = await k.value('GET', url(A.downline, leaf.id), top.token);
    expect(d.path.map((p: { memberId: number }) => p.memberId)).toEqual([top.id, mid.id, leaf.id]);
    expect(d.d30).toMatchObject({ bets: '10.00', profit: '-6.00', activeMembers: 1 });
  });
});

describe('rebates', () => {
  const put = (token: string, memberId: number, rebate: unknown) =>
    k.call('PUT', url(A.downlineRebate, memberId), token, { rebate });

  it('sets any downline’s rebate within its upline’s and its own downlines’', async () => {
    expect((await put(top.token, leaf.id, '2')).statusCode).toBe(200);
    expect(await k.rebateOf(leaf.id)).toBe(200);
    const high = await put(top.token, leaf.id, '3.5');
    expect(high.statusCode).toBe(400);
    expect(high.json().value.fields[0]).toMatchObject({ field: 'rebate', rule: 'rebateMax' });
    const low = await put(top.token, mid.id, '1.99');
    expect(low.statusCode).toBe(400);
    expect(low.json().value.fields[0]).toMatchObject({ field: 'rebate', rule: 'rebateMin' });
    expect(await k.rebateOf(mid.id)).toBe(300);
  });

  it('never sets the caller’s own, nor one outside its downline', async () => {
    expect((await put(mid.token, mid.id, '1')).json().code).toBe('NOT_IN_DOWNLINE');
    expect((await put(mid.token, top.id, '1')).json().code).toBe('NOT_IN_DOWNLINE');
    expect(await k.rebateOf(top.id)).toBe(500);
  });
});

describe('invitations', () => {
  it('creates codes up to the caller’s rebate, lists them with registrations, deletes only its own', async () => {
    const refused = await k.call('POST', A.invitations, mid.token, { kind: 'agent', rebate: '3.5' });
    expect(refused.json().value.fields[0]).toMatchObject({ field: 'rebate', rule: 'rebateMax' });
    const inv = await k.value('POST', A.invitations, mid.token, { kind: 'agent', rebate: '1.25' });
    expect(inv).toMatchObject({ kind: 'agent', rebate: '1.25', registrations: 0 });
    expect(inv.code).toMatch(/^[A-Z2-9]{8}$/);

    const reg = await k.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { 'accept-language': 'en' },
      payload: await k.seal({
        username: 'invited01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode: inv.code.toLowerCase(),
        ageConfirmed: true,
        termsAccepted: true,
      }),
    });
    expect(reg.statusCode).toBe(200);
    const [row] = (
      await k.db.execute<{ id: number; type: number; upline_id: number; bp: number }>(
        sql`select m.id, m.type, m.upline_id, r.rebate_bp as bp from members m join member_rebates r on r.member_id = m.id where m.account = 'invited01'`,
      )
    ).rows;
    expect(row).toMatchObject({ type: DOWNLINE_AGENT_TYPE, upline_id: mid.id, bp: 125 });
    const list = await k.value('GET', A.invitations, mid.token);
    expect(list.find((i: { code: string }) => i.code === inv.code).registrations).toBe(1);

    expect((await k.call('DELETE', A.invitation.replace(':code', inv.code), top.token)).json().code).toBe(
      'NOT_IN_DOWNLINE',
    );
    expect((await k.call('DELETE', A.invitation.replace(':code', inv.code), mid.token)).statusCode).toBe(200);
    expect((await k.value('GET', A.invitations, mid.token)).length).toBe(0);
  });
});

describe('overview', () => {
  it('sums the downline’s rounds by brand day, new and active members and balances', async () => {
    const boss = await k.account({ rebateBp: 100 });
    const a = await k.account({ upline: boss.id, type: 0 });
    const b = await k.account({ upline: boss.id, type: DOWNLINE_AGENT_TYPE });
    const c = await k.account({ upline: b.id, type: 0 });
    await k.fund(a.id, 5_000n);
    await k.fund(c.id, 2_500n);
    await k.fund(boss.id, 99_900n); // the caller's own money is not its team's
    const now = k.now();
    await k.round(a.id, 1_000n, 0n, now);
    await k.round(c.id, 500n, 1_500n, now);
    await k.round(c.id, 700n, 0n, new Date(now.getTime() - 3 * 86_400_000));
    await k.round(a.id, 300n, 0n, new Date(now.getTime() - 20 * 86_400_000));
    await k.round(boss.id, 9_999n, 0n, now);
    await k.round(a.id, 800n, 0n, now, 'open');
    const o = await k.value('GET', A.overview, boss.token);
    expect(o).toMatchObject({ teamSize: 3, directCount: 2, agents: 1, teamBalance: '75.00' });
    expect(o.today).toMatchObject({ newMembers: 3, activeMembers: 2, bets: '15.00', profit: '0.00' });
    expect(o.d7).toMatchObject({ activeMembers: 2, bets: '22.00', profit: '-7.00' });
    expect(o.d30).toMatchObject({ bets: '25.00', profit: '-10.00', deposits: '0.00', withdrawals: '0.00' });
  });
});

describe('demo team', () => {
  it('seeds agent01 at 2.00% with player01 and agent02 (1.50%) with its players below', async () => {
    const ids = await k.db.execute<{ id: number; account: string }>(
      sql`select id, account from members where account in ('agent01', 'agent02', 'player01') order by account`,
    );
    const [agent01, agent02, player01] = ids.rows;
    const token = await k.login(agent01?.id as number);
    expect(await k.value('GET', A.profile, token)).toMatchObject({ rebate: '2.00', teamSize: 5, directCount: 2 });
    const direct = await k.value('GET', A.downlines, token);
    expect(direct.list.map((r: { account: string }) => r.account).sort()).toEqual(['agent02', 'player01']);
    const d = await k.value('GET', url(A.downline, agent02?.id as number), token);
    expect(d).toMatchObject({ rebate: '1.50', type: DOWNLINE_AGENT_TYPE, teamSize: 3, balance: '5000.00' });
    expect(player01?.account).toBe('player01');
  });
});

describe('OpenAPI', () => {
  it('documents every team call with a summary', async () => {
    const doc = (await k.app.inject({ url: '/docs/json' })).json();
    const team = Object.entries(doc.paths as Record<string, Record<string, { summary?: string }>>).filter(([p]) =>
      p.startsWith('/wps/agent/team/'),
    );
    expect(team.length).toBeGreaterThanOrEqual(8);
    for (const [, ops] of team) for (const op of Object.values(ops)) expect(op.summary).toBeTruthy();
  });
});

describe('overview of a large team', () => {
  it('answers from the roll-up when there is one, as of its time', async () => {
    const day = { newMembers: 2, deposits: '150000', withdrawals: '5000', bets: '123456', profit: '-2345' };
    const asOf = new Date('2026-11-23T10:00:00Z');
    const service = teamService({
      store: teamStore(k.db),
      agents: {} as never,
      members: {} as never,
      clock: k.now,
      rollup: async (_b, agentId) =>
        agentId === top.id
          ? {
              asOf,
              teamSize: 9,
              directCount: 3,
              agents: 2,
              balance: '100',
              activeToday: 1,
              active7d: 4,
              active30d: 7,
              days: { '1': day, '7': day, '30': day },
            }
          : null,
    });
    const ctx = (callerId: number) => ({ brand: { id: k.brandId }, callerId }) as AgentCtx;
    const o = await service.overview(ctx(top.id));
    expect(o).toMatchObject({ teamSize: 9, teamBalance: '1.00', asOf: asOf.toISOString() });
    expect(o.d7).toMatchObject({ activeMembers: 4, deposits: '1500.00', bets: '1234.56', profit: '-23.45' });
    expect((await service.overview(ctx(mid.id))).asOf).toBe(k.now().toISOString());
  });
});
