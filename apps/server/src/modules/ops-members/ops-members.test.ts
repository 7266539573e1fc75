import { randomUUID } from 'node:crypto';
import { API, fillPath, OPS_MEMBERS_API } from '@platform/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { otherBrand } from '../../../test/brands-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { fieldsEn } from '../../platform/i18n/fields.en';
import { members } from '../members/members.tables';
import { betRounds } from '../providers/providers.tables';

const { app, db, seal, member, brandId } = await accountsKit();
const UA = 'Mozilla/5.0 (X11; Linux x86_64) OpsMembersTest/1.0';

let op: string;
beforeAll(async () => {
  op = await operatorLogin(app);
});

const asOp = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload, headers: { token: op, 'accept-language': 'en', ...headers } });
const path = (p: string, memberId: number) => fillPath(p, { memberId });
const search = async (query: string) => {
  const res = await asOp('GET', `${OPS_MEMBERS_API.search}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { list: { id: number; account: string; mobile: string | null }[]; total: number };
};
const login = async (username: string, password = 'Secret123') =>
  app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username, password }),
    headers: { 'user-agent': UA, 'accept-language': 'en' },
  });
const tokenOf = async (username: string) => {
  const res = await login(username);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
};
const alive = async (token: string) => (await app.inject({ url: API.memberInfo, headers: { token } })).statusCode;
const auditOf = async (memberId: number, action: string) =>
  (
    await db.execute<{ action: string; operator_id: number | null; detail: Record<string, unknown> }>(
      sql`select action, operator_id, detail from audit_log
          where target_type = 'member' and target_id = ${String(memberId)} and action = ${action} order by id`,
    )
  ).rows;
const act = (
  action: 'disable' | 'enable' | 'logout' | 'resetPassword' | 'unbindTotp',
  memberId: number,
  body: object,
) => asOp('POST', path(OPS_MEMBERS_API[action], memberId), body);

describe('back office: member search', () => {
  let a: number;
  let b: number;
  let c: number;
  beforeAll(async () => {
    a = (await member('omxAlpha', { mobileNum: '+8801712340001', registerIp: '10.20.30.40' }, '10.99.0.1')).id;
    b = (await member('omxBeta', { mobileNum: '+8801712340002', registerIp: '10.20.30.41' }, '10.99.0.2')).id;
    c = (await member('omxGamma', { registerIp: '10.20.30.40', status: 'disabled' }, '10.99.0.1')).id;
  });

  it('by username prefix, any case, sorted and paged on the server', async () => {
    const v = await search('q=OMX&sort=account&order=asc&pageSize=2');
    expect(v.total).toBe(3);
    expect(v.list.map((r) => r.account)).toEqual(['omxAlpha', 'omxBeta']);
    const p2 = await search('q=omx&sort=account&order=asc&pageSize=2&pageNo=2');
    expect(p2.list.map((r) => r.account)).toEqual(['omxGamma']);
    expect((await search('q=omxb&by=username')).list.map((r) => r.id)).toEqual([b]);
  });

  it('by mobile: the national form, E.164, or the start of a number; the list masks it', async () => {
    const local = await search('q=01712340001');
    expect(local.list.map((r) => r.id)).toEqual([a]);
    expect(local.list[0]?.mobile).toBe('+880****001');
    expect((await search(`q=${encodeURIComponent('+8801712340002')}&by=mobile`)).list.map((r) => r.id)).toEqual([b]);
    const prefix = await search('q=0171234000&by=mobile&sort=id&order=asc');
    expect(prefix.list.map((r) => r.id)).toEqual([a, b]);
  });

  it('by id, by registration IP and by login IP; filtered by status', async () => {
    expect((await search(`q=${b}&by=id`)).list.map((r) => r.id)).toEqual([b]);
    expect((await search(`q=${b}`)).list.map((r) => r.id)).toContain(b);
    expect((await search('q=10.20.30.40&sort=id&order=asc')).list.map((r) => r.id)).toEqual([a, c]);
    expect((await search('q=10.99.0.1&by=ip&sort=id&order=asc')).list.map((r) => r.id)).toEqual([a, c]);
    expect((await search('q=10.99.0.1&status=disabled')).list.map((r) => r.id)).toEqual([c]);
  });

  it('refuses text that cannot be the key asked for, naming q; a member token is 401', async () => {
    const res = await asOp('GET', `${OPS_MEMBERS_API.search}?q=abc&by=id`);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0]).toMatchObject({ field: 'q' });
    expect(res.json().message).toContain(fieldsEn.q);
    const bad = await asOp('GET', `${OPS_MEMBERS_API.search}?sort=password`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields[0].field).toBe('sort');
    await member('opsPlayer1');
    const player = await tokenOf('opsPlayer1');
    const asMember = await app.inject({ url: OPS_MEMBERS_API.search, headers: { token: player } });
    expect(asMember.statusCode).toBe(401);
  });
});

describe('back office: the member page', () => {
  let id: number;
  beforeAll(async () => {
    const up = await member('omxUpline', { type: 1 });
    const m = await member('omxPage', { mobileNum: '+8801812340009', uplineId: up.id, registerIp: '10.5.5.5' });
    id = m.id;
    for (const [wallet, amount] of [
      ['cash', '150.50'],
      ['bonus', '20'],
    ] as const) {
      const res = await asOp(
        'POST',
        fillPath(API.operatorAdjust, { memberId: id }),
        { direction: 'credit', amount, wallet, reason: 'seed' },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await db.insert(betRounds).values([
      {
        brandId,
        memberId: id,
        vendor: 'DEMO',
        gameCode: 'g1',
        roundId: 'omx-r1',
        stakeMinor: 1000n,
        winMinor: 0n,
        status: 'settled',
      },
      {
        brandId,
        memberId: id,
        vendor: 'DEMO',
        gameCode: 'g2',
        roundId: 'omx-r2',
        stakeMinor: 500n,
        winMinor: 1500n,
        status: 'settled',
      },
      { brandId, memberId: id, vendor: 'DEMO', gameCode: 'g2', roundId: 'omx-r3', stakeMinor: 200n, status: 'open' },
    ]);
    const channel = await db.execute<{ id: number }>(
      sql`select id from deposit_channels where brand_id = ${brandId} limit 1`,
    );
    await db.execute(sql`insert into deposits (brand_id, member_id, channel_id, amount_minor, currency, status, request_key, request_hash)
      values (${brandId}, ${id}, ${channel.rows[0]?.id}, 50000, 'BDT', 'pending', 'omx-dep-1', 'h')`);
    await tokenOf('omxPage');
  });

  it('profile, registration data and balances as seeded; the full mobile number', async () => {
    const res = await asOp('GET', path(OPS_MEMBERS_API.one, id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      id,
      account: 'omxPage',
      mobile: '+8801812340009',
      status: 'active',
      upline: { account: 'omxUpline' },
      registerIp: '10.5.5.5',
      vip: { level: 0 },
      totpBound: false,
      mustChangePassword: false,
      liveSessions: 1,
      balances: { cash: '150.50', locked: '0.00', bonus: '20.00', games: [] },
    });
  });

  it('ledger, rounds, deposits, withdrawals, sessions and IPs, paged', async () => {
    const ledger = (await asOp('GET', `${path(OPS_MEMBERS_API.ledger, id)}?pageSize=1`)).json().value;
    expect(ledger.total).toBe(2);
    expect(ledger.list[0]).toMatchObject({ type: 'bonus', direction: 'in', wallet: 'member_bonus', amount: '20.00' });
    const rounds = (await asOp('GET', path(OPS_MEMBERS_API.rounds, id))).json().value;
    expect(rounds.total).toBe(3);
    expect(rounds.list.map((r: { roundId: string }) => r.roundId).sort()).toEqual(['omx-r1', 'omx-r2', 'omx-r3']);
    const open = (await asOp('GET', `${path(OPS_MEMBERS_API.rounds, id)}?status=open`)).json().value;
    expect(open.list).toEqual([expect.objectContaining({ roundId: 'omx-r3', stake: '2.00', win: '0.00' })]);
    const deps = (await asOp('GET', path(OPS_MEMBERS_API.deposits, id))).json().value;
    expect(deps).toMatchObject({ total: 1, list: [{ amount: '500.00', status: 'pending' }] });
    expect((await asOp('GET', path(OPS_MEMBERS_API.withdrawals, id))).json().value.total).toBe(0);
    const sessions = (await asOp('GET', path(OPS_MEMBERS_API.sessions, id))).json().value;
    expect(sessions.list[0]).toMatchObject({ state: 'live', device: UA, ip: '127.0.0.1' });
    const ips = (await asOp('GET', path(OPS_MEMBERS_API.ips, id))).json().value;
    expect(ips.list.map((r: { ip: string }) => r.ip)).toEqual(['127.0.0.1']);
  });

  it("another brand's member is 404", async () => {
    const { id: other } = await otherBrand(db, 'OMX');
    const [m] = await db
      .insert(members)
      .values({ brandId: other, account: 'omxElse', accountKey: 'omxelse', passwordHash: 'x', language: 'en' })
      .returning();
    expect((await asOp('GET', path(OPS_MEMBERS_API.one, m?.id as number))).statusCode).toBe(404);
    expect((await act('disable', m?.id as number, { reason: 'x' })).statusCode).toBe(404);
  });

  it('notes: add (audited) and list with author; empty or too long text names the field', async () => {
    const add = await asOp('POST', path(OPS_MEMBERS_API.notes, id), { text: '  Called about a bonus  ' });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().value).toMatchObject({ text: 'Called about a bonus', author: 'ops01' });
    const list = (await asOp('GET', path(OPS_MEMBERS_API.notes, id))).json().value;
    expect(list).toMatchObject({ total: 1, list: [{ text: 'Called about a bonus', author: 'ops01' }] });
    expect((await auditOf(id, 'member.note'))[0]?.detail).toMatchObject({ text: 'Called about a bonus' });
    for (const text of ['   ', 'x'.repeat(501)]) {
      const bad = await asOp('POST', path(OPS_MEMBERS_API.notes, id), { text });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().value.fields[0].field).toBe('text');
    }
    expect((await asOp('GET', path(OPS_MEMBERS_API.notes, id))).json().value.total).toBe(1);
  });
});

describe('back office: account actions', () => {
  it('disable ends every session at once (the old token is 401) and login is refused; enable lets them in', async () => {
    const m = await member('omxDisable');
    const [t1, t2] = [await tokenOf('omxDisable'), await tokenOf('omxDisable')];
    expect(await alive(t1)).toBe(200);
    const res = await act('disable', m.id, { reason: 'Chargeback fraud' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'disabled', liveSessions: 0 });
    expect(await alive(t1)).toBe(401);
    expect(await alive(t2)).toBe(401);
    expect((await login('omxDisable')).json().code).toBe('LOGIN_FAILED');
    const audit = await auditOf(m.id, 'member.disable');
    expect(audit).toEqual([expect.objectContaining({ detail: { reason: 'Chargeback fraud' } })]);
    expect(audit[0]?.operator_id).toBeGreaterThan(0);
    const sessions = (await asOp('GET', path(OPS_MEMBERS_API.sessions, m.id))).json().value;
    expect(sessions.list.map((s: { state: string }) => s.state)).toEqual(['ended', 'ended']);

    const again = await act('disable', m.id, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MEMBER_STATE');
    expect(await auditOf(m.id, 'member.disable')).toHaveLength(1);

    const enable = await act('enable', m.id, { reason: 'Cleared' });
    expect(enable.json().value.status).toBe('active');
    expect(await auditOf(m.id, 'member.enable')).toHaveLength(1);
    expect((await login('omxDisable')).statusCode).toBe(200);
  });

  it('force logout ends every session (audited); the member can log in again', async () => {
    const m = await member('omxLogout');
    const t = await tokenOf('omxLogout');
    const res = await act('logout', m.id, { reason: 'Shared device' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alive(t)).toBe(401);
    expect((await auditOf(m.id, 'member.logout'))[0]?.detail).toMatchObject({ reason: 'Shared device', sessions: 1 });
    expect((await login('omxLogout')).statusCode).toBe(200);
  });

  it('reset password: a temporary one shown once, not in the audit; old one fails; next login must change it', async () => {
    const m = await member('omxReset');
    const t = await tokenOf('omxReset');
    const res = await act('resetPassword', m.id, { reason: 'Forgot, verified by phone' });
    expect(res.statusCode, res.body).toBe(200);
    const { temporaryPassword, mustChangePassword } = res.json().value;
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{10}$/);
    expect(mustChangePassword).toBe(true);
    expect(await alive(t)).toBe(401);
    const audit = await auditOf(m.id, 'member.password_reset');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.detail)).not.toContain(temporaryPassword);
    expect((await login('omxReset')).json().code).toBe('LOGIN_FAILED');
    const first = await login('omxReset', temporaryPassword);
    expect(first.json().value.requirePasswordChange).toBe(true);
    const change = await app.inject({
      method: 'POST',
      url: API.changePassword,
      headers: { token: first.json().value.token },
      payload: await seal({
        oldPassword: temporaryPassword,
        newPassword: 'Chosen123',
        confirmNewPassword: 'Chosen123',
      }),
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await login('omxReset', 'Chosen123')).json().value.requirePasswordChange).toBe(false);
  });

  it('unbind the authenticator (audited); without one it is 409; a missing reason names the field', async () => {
    const m = await member('omxTotp', { totpSecret: 'JBSWY3DPEHPK3PXP' });
    const empty = await act('unbindTotp', m.id, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().value.fields[0].field).toBe('reason');
    const res = await act('unbindTotp', m.id, { reason: 'Lost phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.totpBound).toBe(false);
    const [row] = await db.select().from(members).where(eq(members.id, m.id));
    expect(row?.totpSecret).toBeNull();
    expect(await auditOf(m.id, 'member.totp_unbind')).toHaveLength(1);
    expect((await act('unbindTotp', m.id, { reason: 'again' })).json().code).toBe('MEMBER_STATE');
  });
});
