import { OPS_REPORTS_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { operatorLogin } from '../../../test/operator-kit';
import { csvField } from './ops-reports.csv';

/** The reports' routes over HTTP (session, validation, CSV) and the CSV field rules; the figures are in ops-reports.test.ts. */
const { app, db } = await testApp();

describe('CSV fields', () => {
  it('quotes what needs quoting and defuses formulas in text only', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' edge')).toBe('" edge"');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('=SUM(A1)', true)).toBe("'=SUM(A1)");
    expect(csvField('@x,y', true)).toBe(`"'@x,y"`);
    expect(csvField(42)).toBe('42');
  });
});

describe('the routes (demo brand, demo operator)', () => {
  let token = '';
  beforeAll(async () => {
    token = await operatorLogin(app);
  });
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('need an operator session', async () => {
    const res = await app.inject({ method: 'GET', url: OPS_REPORTS_API.dashboard });
    expect(res.statusCode).toBe(401);
    const csv = await app.inject({ method: 'GET', url: `${OPS_REPORTS_API.pnlCsv}?from=2026-01-01&to=2026-01-02` });
    expect(csv.statusCode).toBe(401);
  });

  it('dashboard answers 7 days with its series; reconcile is "never" until a run, then "ok" (audited)', async () => {
    const res = await get(`${OPS_REPORTS_API.dashboard}?period=7d`);
    expect(res.statusCode).toBe(200);
    const d = res.json().value;
    expect(d.series).toHaveLength(7);
    expect(d.reconcile.status).toBe('never');
    const run = await app.inject({
      method: 'POST',
      url: OPS_REPORTS_API.reconcile,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(run.statusCode).toBe(200);
    expect(run.json().value).toMatchObject({ status: 'ok', problems: 0 });
    expect((await get(OPS_REPORTS_API.dashboard)).json().value.reconcile.status).toBe('ok');
    const audit = await db.execute<{ n: string }>(
      sql`select count(*) as n from audit_log where action = 'reports.reconcile'`,
    );
    expect(Number(audit.rows[0]?.n)).toBe(1);
  });

  it("a bad date range names the field, in the operator's language", async () => {
    const backwards = await get(`${OPS_REPORTS_API.pnl}?from=2026-11-10&to=2026-11-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().value.fields[0]).toMatchObject({ field: 'to', rule: 'range' });
    // Without `to` the range ends on the brand's today, which is before a `from` in the future.
    const future = await get(`${OPS_REPORTS_API.players}?from=2999-01-01`);
    expect(future.json().value.fields[0].field).toBe('to');
    const unreal = await get(`${OPS_REPORTS_API.agents}?from=2026-02-30&to=2026-03-01`);
    expect(unreal.json().value.fields[0]).toMatchObject({ field: 'from', rule: 'format' });
    const tooLong = await get(`${OPS_REPORTS_API.pnlCsv}?from=2025-01-01&to=2026-06-01&lang=bn`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().value.fields[0].field).toBe('to');
    expect(tooLong.json().message).toMatch(/[\u0980-\u09ff]/);
    const badSort = await get(`${OPS_REPORTS_API.players}?from=2026-11-01&to=2026-11-02&sort=password`);
    expect(badSort.json().value.fields[0].field).toBe('sort');
  });

  it('the CSV export streams text/csv with its header row', async () => {
    const res = await get(`${OPS_REPORTS_API.pnlCsv}?from=2026-11-01&to=2026-11-30&by=category`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pnl-by-category_2026-11-01_2026-11-30.csv"');
    expect(res.body.split('\r\n')[0]).toBe('day,key,name,rounds,bets,wins,ggr');
  });
});
