import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROUTES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { auditServiceOn } from '../audit/audit.service';

/** `npm run operator:create`: a production brand's first owner, from the command line. */
const { app, db } = await testApp();
const url = (db.$client as pg.Pool).options.connectionString as string;
const tool = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tools/operator-create.ts');
const run = (args: string[], password: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', tool, ...args], {
    env: { ...process.env, DATABASE_URL: url, OPERATOR_PASSWORD: password, NODE_ENV: 'development' },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );
const count = async (username: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from operators where username = ${username}`)).rows[0]
    ?.n;

describe('operator:create', () => {
  it('creates an owner who signs in and enrols an authenticator; the creation is in the audit chain', async () => {
    const res = await run(['--brand', 'RT', '--username', 'cliowner', '--role', 'owner'], 'Owner-Password-1');
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain('cliowner (owner) created');
    const login = await app.inject({
      method: 'POST',
      url: ROUTES.operatorLogin.path,
      payload: { username: 'cliowner', password: 'Owner-Password-1' },
    });
    expect(login.json()).toMatchObject({ success: true, value: { step: 'enrol' } });
    const [entry] = (
      await db.execute<{ operator_id: number | null; ip: string }>(
        sql`select operator_id, ip from audit_log where action = 'operator.create' and detail->>'username' = 'cliowner'`,
      )
    ).rows;
    expect(entry).toEqual({ operator_id: null, ip: 'cli' });
    expect((await auditServiceOn(db).verify()).every((r) => !r.problem)).toBe(true);
  }, 60_000);

  it('refuses a short password, an unknown brand and a taken name, creating nothing', async () => {
    const short = await run(['--brand', 'RT', '--username', 'shortpw'], 'short');
    expect(short.code).toBe(2);
    expect(short.err).toContain('password');
    const brand = await run(['--brand', 'NOPE', '--username', 'nobrand'], 'Owner-Password-1');
    expect(brand.code).toBe(2);
    expect(brand.err).toContain('no brand');
    const taken = await run(['--brand', 'RT', '--username', 'ops01'], 'Owner-Password-1');
    expect(taken.code, taken.out + taken.err).toBe(1);
    expect([await count('shortpw'), await count('nobrand'), await count('ops01')]).toEqual([0, 0, 1]);
  }, 60_000);
});
