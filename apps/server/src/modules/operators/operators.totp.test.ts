import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin, operatorTotpSecret } from '../../../test/operator-kit';
import { totpAt } from '../../platform/crypto/totp';
import { hashPassword } from '../members/password';
import { operators } from './operators.tables';

const { app, db, brandId, now, tick } = await accountsKit();

const password = 'Operator1234';
const passwordHash = await hashPassword(password);
const newOperator = async (username: string) => {
  await db.insert(operators).values({ brandId, username, role: 'support', passwordHash });
};
const step1 = async (username: string) => {
  const res = await app.inject({ method: 'POST', url: API.operatorLogin, payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json().value as { step: 'totp' | 'enrol'; ticket: string; secret?: string; otpauthUri?: string };
};
const step2 = (ticket: string, code: string, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: API.operatorTotp,
    payload: { ticket, code },
    headers: { 'accept-language': lang },
  });
const me = (token: string) => app.inject({ url: API.operatorMe, headers: { token } });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const auditOf = async (targetId: number) =>
  (
    await db.execute<{ action: string }>(
      sql`select action from audit_log where target_type = 'operator' and target_id = ${String(targetId)} order by id`,
    )
  ).rows.map((r) => r.action);

describe('operator TOTP login', () => {
  it('enrols at the first login by a code from the new secret, then asks for a code every time', async () => {
    await newOperator('totp-a');
    const first = await step1('totp-a');
    expect(first.step).toBe('enrol');
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    const [brand] = (await db.execute<{ name: string }>(sql`select name from brands where id = ${brandId}`)).rows;
    const issuer = encodeURIComponent(brand?.name as string);
    expect(first.otpauthUri).toBe(
      `otpauth://totp/${issuer}:totp-a?secret=${first.secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`,
    );
    const done = await step2(first.ticket, totpAt(first.secret as string, now()));
    expect(done.statusCode).toBe(200);
    const { token, operator } = done.json().value;
    expect(operator).toMatchObject({
      username: 'totp-a',
      role: 'support',
      permissions: expect.arrayContaining(['support']),
    });
    expect((await me(token)).json().value).toEqual(operator);
    // The secret is stored sealed, never as typed.
    const [row] = await db.select().from(operators).where(sql`username = 'totp-a'`);
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(first.secret);

    tick(30_000);
    const again = await step1('totp-a');
    expect(again).toEqual({ step: 'totp', ticket: expect.any(String) });
    expect((await step2(again.ticket, totpAt(first.secret as string, now()))).statusCode).toBe(200);
    expect(await auditOf(row?.id as number)).toEqual(['operator.enrol', 'operator.login', 'operator.login']);
  });

  it('answers a wrong code naming the field code, in the language asked', async () => {
    await newOperator('totp-b');
    const first = await step1('totp-b');
    const res = await step2(first.ticket, wrongOf(totpAt(first.secret as string, now())), 'bn');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'OPERATOR_CODE_WRONG',
      value: { fields: [{ field: 'code', rule: 'totp' }] },
    });
    expect(res.json().message).toMatch(/[\u0980-\u09FF]/);
    const bad = await step2(first.ticket, '12ab56');
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'code' }] } });
  });

  it('never accepts the same time step twice (a replayed code)', async () => {
    await newOperator('totp-c');
    const first = await step1('totp-c');
    const secret = first.secret as string;
    const code = totpAt(secret, now());
    expect((await step2(first.ticket, code)).statusCode).toBe(200);
    const second = await step1('totp-c');
    const replay = await step2(second.ticket, code);
    expect(replay.json().code).toBe('OPERATOR_CODE_WRONG');
    tick(30_000);
    expect((await step2(second.ticket, totpAt(secret, now()))).statusCode).toBe(200);
  });

  it('lets a ticket live 5 minutes and serve one session', async () => {
    await newOperator('totp-d');
    const first = await step1('totp-d');
    const secret = first.secret as string;
    expect((await step2(first.ticket, totpAt(secret, now()))).statusCode).toBe(200);
    tick(30_000);
    const used = await step2(first.ticket, totpAt(secret, now()));
    expect(used.json().code).toBe('OPERATOR_TICKET_INVALID');
    const late = await step1('totp-d');
    tick(5 * 60_000 + 1000);
    expect((await step2(late.ticket, totpAt(secret, now()))).json().code).toBe('OPERATOR_TICKET_INVALID');
    expect((await step2('no-such-ticket', '123456')).json().code).toBe('OPERATOR_TICKET_INVALID');
  });

  it('counts a burst of 30 wrong codes before checking them: 5 are checked, 25 find the ticket spent', async () => {
    await newOperator('totp-e');
    const first = await step1('totp-e');
    const wrong = wrongOf(totpAt(first.secret as string, now()));
    const res = await Promise.all(Array.from({ length: 30 }, () => step2(first.ticket, wrong)));
    const codes = res.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'OPERATOR_CODE_WRONG')).toHaveLength(5);
    expect(codes.filter((c) => c === 'OPERATOR_TICKET_INVALID')).toHaveLength(25);
    // Even the right code cannot use the ticket now.
    expect((await step2(first.ticket, totpAt(first.secret as string, now()))).json().code).toBe(
      'OPERATOR_TICKET_INVALID',
    );
    const [t] = (
      await db.execute<{ tries: number }>(
        sql`select tries from operator_login_tickets t join operators o on o.id = t.operator_id where o.username = 'totp-e'`,
      )
    ).rows;
    expect(t?.tries).toBe(5);
  });

  it('lets one of two enrolments started at once win; the other ticket is refused', async () => {
    await newOperator('totp-f');
    const a = await step1('totp-f');
    const b = await step1('totp-f');
    expect([a.step, b.step]).toEqual(['enrol', 'enrol']);
    expect((await step2(a.ticket, totpAt(a.secret as string, now()))).statusCode).toBe(200);
    const loser = await step2(b.ticket, totpAt(b.secret as string, now()));
    expect(loser.json().code).toBe('OPERATOR_TICKET_INVALID');
    expect(await operatorTotpSecret(app, a.ticket)).toBe(a.secret);
  });

  it('logs out (audited) and the token is dead', async () => {
    const token = await operatorLogin(app, 'ops01');
    expect((await me(token)).json().value).toMatchObject({
      username: 'ops01',
      role: 'owner',
      brand: expect.any(String),
    });
    const out = await app.inject({ method: 'DELETE', url: API.operatorLogout, headers: { token } });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const [ops] = await db.select().from(operators).where(sql`username = 'ops01'`);
    expect((await auditOf(ops?.id as number)).at(-1)).toBe('operator.logout');
  });
});
