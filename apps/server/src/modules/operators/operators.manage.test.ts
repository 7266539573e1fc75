import { API, OPS_OPERATORS_API as O } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { otherBrand } from '../../../test/brands-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { hashPassword } from '../members/password';
import { operators } from './operators.tables';

const { app, db, brandId } = await accountsKit();
const owner = await operatorLogin(app, 'ops01');
const [self] = await db.select().from(operators).where(sql`username = 'ops01' and brand_id = ${brandId}`);
const OWNER_ID = self?.id as number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = owner) =>
  app.inject({ method, url, headers: { token, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const idUrl = (path: string, id: number) => path.replace(':id', String(id));
const create = async (username: string, role = 'support') => {
  const res = await call('POST', O.list, { username, password: 'Operator1234', role });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; username: string; role: string; status: string; totpEnrolled: boolean };
};

describe('operator management', () => {
  it('creates an operator (audited) who enrols at the first login; a taken username names the field', async () => {
    const made = await create('mgr-new', 'finance');
    expect(made).toMatchObject({ username: 'mgr-new', role: 'finance', status: 'active', totpEnrolled: false });
    const token = await operatorLogin(app, 'mgr-new');
    expect((await app.inject({ url: API.operatorMe, headers: { token } })).json().value.role).toBe('finance');
    const taken = await call('POST', O.list, { username: 'MGR-NEW', password: 'Operator1234', role: 'content' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN', value: { fields: [{ field: 'username' }] } });
    const bad = await call('POST', O.list, { username: 'x', password: 'short', role: 'boss' });
    expect(bad.json().code).toBe('VALIDATION');
    const entries = await db.execute<{ action: string; detail: unknown }>(
      sql`select action, detail from audit_log where action = 'operator.create' and target_id = ${String(made.id)}`,
    );
    expect(entries.rows).toEqual([{ action: 'operator.create', detail: { username: 'mgr-new', role: 'finance' } }]);
  });

  it('lists the brand operators paged, filtered and sorted on the server', async () => {
    for (const n of ['mgr-l1', 'mgr-l2', 'mgr-l3']) await create(n, 'content');
    const other = await otherBrand(db, 'MB');
    await db.insert(operators).values({ brandId: other.id, username: 'mgr-l9', role: 'content', passwordHash: 'x' });
    const page1 = await call('GET', `${O.list}?role=content&q=mgr-l&sort=username&order=desc&pageSize=2`);
    expect(page1.json().value).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 });
    expect(page1.json().value.list.map((o: { username: string }) => o.username)).toEqual(['mgr-l3', 'mgr-l2']);
    const page2 = await call('GET', `${O.list}?role=content&q=mgr-l&sort=username&order=desc&pageSize=2&pageNo=2`);
    expect(page2.json().value.list.map((o: { username: string }) => o.username)).toEqual(['mgr-l1']);
    expect((await call('GET', `${O.list}?sort=password`)).json().code).toBe('VALIDATION');
  });

  it('changes a role, which applies to the next call; an owner cannot change their own', async () => {
    const made = await create('mgr-role', 'content');
    const token = await operatorLogin(app, 'mgr-role');
    expect((await app.inject({ url: API.operatorAudit, headers: { token } })).statusCode).toBe(403);
    const res = await call('PUT', idUrl(O.role, made.id), { role: 'risk' });
    expect(res.json().value.role).toBe('risk');
    expect((await app.inject({ url: API.operatorAudit, headers: { token } })).statusCode).toBe(200);
    const selfChange = await call('PUT', idUrl(O.role, OWNER_ID), { role: 'support' });
    expect(selfChange.statusCode).toBe(409);
    expect(selfChange.json().code).toBe('OPERATOR_SELF');
  });

  it('disables an operator (their session dies at once) and enables them again', async () => {
    const made = await create('mgr-off');
    const token = await operatorLogin(app, 'mgr-off');
    const off = await call('PUT', idUrl(O.status, made.id), { status: 'disabled' });
    expect(off.json().value.status).toBe('disabled');
    expect((await app.inject({ url: API.operatorMe, headers: { token } })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: API.operatorLogin,
      payload: { username: 'mgr-off', password: 'Operator1234' },
    });
    expect(login.json().code).toBe('LOGIN_FAILED');
    await call('PUT', idUrl(O.status, made.id), { status: 'active' });
    // Enabled again: the old session stays dead, a new login works.
    expect((await app.inject({ url: API.operatorMe, headers: { token } })).statusCode).toBe(401);
    expect(await operatorLogin(app, 'mgr-off')).toMatch(/^[\w-]{43}$/);
    expect((await call('PUT', idUrl(O.status, OWNER_ID), { status: 'disabled' })).json().code).toBe('OPERATOR_SELF');
  });

  it('resets an authenticator: sessions end and the next login enrols again', async () => {
    const made = await create('mgr-totp');
    const token = await operatorLogin(app, 'mgr-totp');
    const reset = await call('POST', idUrl(O.resetTotp, made.id));
    expect(reset.json().value.totpEnrolled).toBe(false);
    expect((await app.inject({ url: API.operatorMe, headers: { token } })).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: API.operatorLogin,
      payload: { username: 'mgr-totp', password: 'Operator1234' },
    });
    expect(again.json().value.step).toBe('enrol');
    const actions = await db.execute<{ action: string }>(
      sql`select action from audit_log where target_id = ${String(made.id)} and operator_id = ${OWNER_ID} order by id`,
    );
    expect(actions.rows.map((r) => r.action)).toEqual(['operator.create', 'operator.totp_reset']);
  });

  it('never reaches an operator of another brand', async () => {
    const other = await otherBrand(db, 'MC');
    const [foreign] = await db
      .insert(operators)
      .values({ brandId: other.id, username: 'mgr-far', role: 'content', passwordHash: await hashPassword('x') })
      .returning();
    const res = await call('PUT', idUrl(O.role, foreign?.id as number), { role: 'owner' });
    expect(res.statusCode).toBe(404);
  });

  it('is for owners only', async () => {
    const token = await operatorLogin(app, 'fin01');
    const res = await call('GET', O.list, undefined, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OPERATOR_FORBIDDEN', message: 'Your operator role does not allow this' });
  });
});
