import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { otherBrand } from '../../../test/brands-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { pgErrorOf } from '../../platform/db/tx';
import { reconcile } from '../ledger/reconcile';
import { brands } from '../system/system.tables';

const { app, db, seal, member, tick } = await accountsKit();

let op: string;
let playerId: number;
let playerToken: string;
beforeAll(async () => {
  op = await operatorLogin(app);
  const m = await member('adjust01');
  playerId = m.id;
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: 'adjust01', password: 'Secret123' }),
  });
  playerToken = res.json().value.token;
});

const url = (memberId: number) => API.operatorAdjust.replace(':memberId', String(memberId));
const adjust = (body: unknown, opts: { key?: string | null; token?: string; memberId?: number } = {}) =>
  app.inject({
    method: 'POST',
    url: url(opts.memberId ?? playerId),
    payload: body as object,
    headers: {
      token: opts.token ?? op,
      'accept-language': 'en',
      ...(opts.key === null ? {} : { 'idempotency-key': opts.key ?? randomUUID() }),
    },
  });
const balances = async () =>
  (await app.inject({ url: API.balance, headers: { token: playerToken } })).json().value.balance as string;
const credit = (amount: unknown, extra: object = {}) => ({
  direction: 'credit',
  amount,
  wallet: 'cash',
  reason: 'goodwill',
  ...extra,
});
const auditRows = async () =>
  (await db.execute<{ n: string }>(sql`select count(*) n from audit_log where action = 'member.adjust'`)).rows[0]?.n;

describe('operator balance adjustment', () => {
  it('credits and debits cash, answering the new balances, with an audit entry', async () => {
    const res = await adjust(credit('150.50'));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      replayed: false,
      balances: { cash: '150.50', locked: '0.00', bonus: '0.00' },
    });
    const debit = await adjust({ direction: 'debit', amount: 50, wallet: 'cash', reason: 'correction' });
    expect(debit.json().value.balances.cash).toBe('100.50');
    expect(await balances()).toBe('100.50');
    const log = await app.inject({
      url: API.operatorAudit,
      query: { action: 'member.adjust', targetId: String(playerId) },
      headers: { token: op },
    });
    expect(log.json().value.total).toBe(2);
    expect(log.json().value.list[0]).toMatchObject({
      operator: 'ops01',
      action: 'member.adjust',
      targetType: 'member',
      targetId: String(playerId),
      detail: { direction: 'debit', wallet: 'cash', amount: '50.00', reason: 'correction' },
    });
  });

  it('refuses a debit beyond the balance and moves nothing', async () => {
    const before = await balances();
    const res = await adjust({ direction: 'debit', amount: '100000', wallet: 'cash', reason: 'too much' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balances()).toBe(before);
  });

  it.each([
    ['-1', -1],
    ['0', 0],
    ['NaN as string', 'NaN'],
    ['"1e2"', '1e2'],
    ['3 decimals', '1.234'],
    ['2^53', 2 ** 53],
    ['an object', {}],
    ['an array', []],
  ])('refuses the amount %s with a 400 naming amount', async (_label, amount) => {
    const before = await balances();
    const audits = await auditRows();
    const res = await adjust(credit(amount));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().value.fields[0].field).toBe('amount');
    expect(await balances()).toBe(before);
    expect(await auditRows()).toBe(audits);
  });

  it('needs an Idempotency-Key and a reason', async () => {
    const noKey = await adjust(credit('1'), { key: null });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().value.fields[0]).toMatchObject({ field: 'Idempotency-Key', rule: 'required' });
    const noReason = await adjust(credit('1', { reason: '  ' }));
    expect(noReason.json().value.fields[0].field).toBe('reason');
    expect((await adjust(credit('1', { reason: 'x'.repeat(201) }))).statusCode).toBe(400);
  });

  it('moves money once for a key sent three times, and 409s the key with another amount', async () => {
    const before = Number(await balances());
    const key = randomUUID();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await adjust(credit('10', { reason: `try ${i}` }), { key }));
    expect(answers.map((a) => a.json().value.replayed)).toEqual([false, true, true]);
    expect(new Set(answers.map((a) => a.json().value.transferId)).size).toBe(1);
    // The same key at once from several clients still moves once.
    const parallelKey = randomUUID();
    await Promise.all(Array.from({ length: 4 }, () => adjust(credit('5'), { key: parallelKey })));
    expect(Number(await balances())).toBeCloseTo(before + 15, 2);
    const conflict = await adjust(credit('11'), { key });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const audits = await db.execute<{ n: string }>(
      sql`select count(*) n from audit_log where detail->>'idempotencyKey' in (${key}, ${parallelKey})`,
    );
    expect(Number(audits.rows[0]?.n)).toBe(2);
  });

  it('ignores extra fields such as balance or role', async () => {
    const before = Number(await balances());
    const res = await adjust(credit('1', { balance: '999999', role: 'admin', memberId: 1 }));
    expect(res.statusCode).toBe(200);
    expect(Number(await balances())).toBeCloseTo(before + 1, 2);
  });

  it("credits bonus with the brand's turnover, or the one given", async () => {
    await db.update(brands).set({ bonusTurnoverBp: 25_000 });
    tick(10_000); // past the brand settings cache
    const res = await adjust({ direction: 'credit', amount: '33.33', wallet: 'bonus', reason: 'welcome bonus' });
    expect(res.json().value.balances.bonus).toBe('33.33');
    const given = await adjust({ direction: 'credit', amount: '10', wallet: 'bonus', reason: 'promo', turnoverBp: 0 });
    expect(given.statusCode).toBe(200);
    const cash = await adjust(credit('20', { turnoverBp: 5_000 }));
    expect(cash.statusCode).toBe(200);
    const rows = await db.execute<{ source: string; required_minor: string }>(
      sql`select source, required_minor from turnover_requirements where member_id = ${playerId} order by id`,
    );
    // 33.33 x 2.5 = 83.325 -> 83.32 (rounded down); 10 at 0x -> no row; 20 cash at 0.5x -> 10.00.
    expect(rows.rows).toEqual([
      { source: 'bonus', required_minor: '8332' },
      { source: 'adjust', required_minor: '1000' },
    ]);
  });

  it('refuses member tokens, other brands and unknown members', async () => {
    const asMember = await adjust(credit('1'), { token: playerToken });
    expect(asMember.statusCode).toBe(401);
    const other = await otherBrand(db, 'OB');
    const foreign = await member('foreign01', { brandId: other.id });
    const res = await adjust(credit('1'), { memberId: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await adjust(credit('1'), { memberId: 99_999_999 })).statusCode).toBe(404);
  });

  it('leaves the audit log append-only and the ledger reconciled', async () => {
    const refused = (q: ReturnType<typeof sql>) =>
      db.execute(q).then(
        () => null,
        (e) => pgErrorOf(e)?.code,
      );
    expect(await refused(sql`update audit_log set action = 'x'`)).toBe('AU001');
    expect(await refused(sql`delete from audit_log`)).toBe('AU001');
    expect(await refused(sql`truncate audit_log`)).toBe('AU001');
    expect((await reconcile(db)).problems).toEqual([]);
  });
});
