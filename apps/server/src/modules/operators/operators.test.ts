import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { otherBrand } from '../../../test/brands-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { hashPassword } from '../members/password';
import { brands } from '../system/system.tables';
import { operators } from './operators.tables';

const { app, db, seal, en, tick } = await accountsKit();

const memberToken = async (a: FastifyInstance) => {
  const res = await a.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: 'player01', password: 'Player1234' }),
    headers: en,
  });
  return res.json().value.token as string;
};
const audit = (token: string) => app.inject({ url: API.operatorAudit, headers: { authorization: `Bearer ${token}` } });
const login = (username: string, password: string) =>
  app.inject({ method: 'POST', url: API.operatorLogin, payload: { username, password }, headers: en });

describe('operator login', () => {
  it('takes the seeded operator to the code step, case-insensitively by username', async () => {
    const res = await login('OPS01', 'Operator1234');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ step: expect.stringMatching(/^(totp|enrol)$/) });
    expect(res.json().value.ticket).toMatch(/^[\w-]{43}$/);
    expect(res.json().value.token).toBeUndefined();
    expect(await operatorLogin(app, 'OPS01', 'Operator1234')).toMatch(/^[\w-]{43}$/);
  });

  it('answers a wrong password and an unknown name alike', async () => {
    const wrong = await login('ops01', 'Operator12345');
    const unknown = await login('nobody', 'Operator1234');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_FAILED', message: 'Incorrect username or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an operator for 15 minutes after 5 wrong passwords in a row, even against the right one', async () => {
    await db.insert(operators).values({
      brandId: (await db.select({ id: brands.id }).from(brands))[0]?.id as number,
      username: 'ops-lock',
      role: 'support',
      passwordHash: await hashPassword('Operator1234'),
    });
    for (let i = 0; i < 5; i++) expect((await login('ops-lock', 'wrong-one')).json().code).toBe('LOGIN_FAILED');
    const locked = await login('ops-lock', 'Operator1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'LOGIN_LOCKED' });
    tick(15 * 60_000 + 1000);
    expect((await login('ops-lock', 'Operator1234')).json().value.step).toBe('enrol');
  });

  it('refuses a disabled operator and kills its sessions', async () => {
    const token = await operatorLogin(app, 'ops01', 'Operator1234');
    await db.execute(sql`update operators set status = 'disabled' where username = 'ops01'`);
    expect((await login('ops01', 'Operator1234')).json().code).toBe('LOGIN_FAILED');
    expect((await audit(token)).statusCode).toBe(401);
    await db.execute(sql`update operators set status = 'active' where username = 'ops01'`);
  });

  it('ends the session at logout and after two idle hours', async () => {
    const token = await operatorLogin(app, 'ops01', 'Operator1234');
    expect((await audit(token)).statusCode).toBe(200);
    const out = await app.inject({ method: 'DELETE', url: API.operatorLogout, headers: { token } });
    expect(out.statusCode).toBe(200);
    expect((await audit(token)).statusCode).toBe(401);
    const idle = await operatorLogin(app, 'ops01', 'Operator1234');
    tick(2 * 3600_000 + 1000);
    expect((await audit(idle)).statusCode).toBe(401);
  });
});

describe('operator guard', () => {
  it('never lets a member token act as an operator, nor an operator token as a member', async () => {
    const member = await memberToken(app);
    const op = await operatorLogin(app, 'ops01', 'Operator1234');
    const asOperator = await audit(member);
    expect(asOperator.statusCode).toBe(401);
    expect(asOperator.json().code).toBe('NOT_LOGGED_IN');
    const asMember = await app.inject({ url: API.memberInfo, headers: { token: op } });
    expect(asMember.statusCode).toBe(401);
    expect((await app.inject({ url: API.memberInfo, headers: { token: member } })).statusCode).toBe(200);
  });

  it("refuses an operator of another brand on this brand's host", async () => {
    const other = await otherBrand(db, 'XB', { domain: true });
    await db
      .insert(operators)
      .values({ brandId: other.id, username: 'ops01', role: 'owner', passwordHash: await hashPassword('Other1234') });
    const token = await operatorLogin(app, 'ops01', 'Other1234', { host: other.domain });
    expect((await app.inject({ url: API.operatorAudit, headers: { token, host: other.domain } })).statusCode).toBe(200);
    expect((await audit(token)).statusCode).toBe(401);
  });
});

describe('a burst of operator logins', () => {
  it('counts each of 30 logins sent at once: 5 are checked, the rest and the right password sent last are locked', async () => {
    await db.insert(operators).values({
      brandId: (await db.select({ id: brands.id }).from(brands))[0]?.id as number,
      username: 'ops-burst',
      role: 'support',
      passwordHash: await hashPassword('Operator1234'),
    });
    const passwords = [...Array.from({ length: 29 }, () => 'wrong-one'), 'Operator1234'];
    const res = await Promise.all(passwords.map((p) => login('ops-burst', p)));
    const codes = res.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(25);
    expect(res[29]?.statusCode).toBe(429);
    const again = await login('ops-burst', 'Operator1234');
    expect(again.json()).toMatchObject({ code: 'LOGIN_LOCKED', message: expect.stringContaining('15 minutes') });
  });
});
