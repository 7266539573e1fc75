import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_HEADER, OPERATOR_PATH_PREFIX, PROVIDER_API, ROUTES, type RouteDef } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorLogin } from '../../../test/operator-kit';
import { signedInject } from '../../../test/provider-kit';
import { walletKit } from '../../../test/wallet-kit';
import { translator } from '../i18n/translate';
import { fieldLabel } from './field-errors';
import { unstorablePath } from './storable-text';

const NUL = 'a\u0000b';

const LONE = 'a\ud800b';

describe('unstorablePath', () => {
  it('finds U+0000 and lone surrogates in nested strings, array items and object keys, and nothing elsewhere', () => {
    expect(unstorablePath({ a: 'ok', b: [1, 'x', { c: NUL }] })).toEqual(['b', 2, 'c']);
    expect(unstorablePath({ [NUL]: 1 })).toEqual([NUL]);
    expect(unstorablePath(NUL)).toEqual([]);
    expect(unstorablePath({ a: LONE })).toEqual(['a']);
    expect(unstorablePath({ a: 'x\udc00' })).toEqual(['a']);
    // A surrogate pair is one character (an emoji), Bengali and every other text pass.
    expect(unstorablePath({ a: 'ok 😀 বাংলা', n: 3, d: new Date(), z: null, b: Buffer.from([0]) })).toBeUndefined();
  });
});

/**
 * Input PostgreSQL cannot hold reached the database and answered 500 on some forty calls of the
 * route table, public ones among them (found by sending it in every field of every route): U+0000 or
 * a lone surrogate in text (platform/http/storable-text.ts), an id past its integer column, a day
 * outside the calendar (packages/contracts bounds.ts). Now each is a validation error naming the
 * field, in the caller's language, and nothing changes.
 */
describe('input PostgreSQL cannot hold', async () => {
  const k = await walletKit();
  const { app, db } = k;
  const member = await k.newMember();
  await k.fund(member.id, 100_000n);
  const bn = translator('bn');
  const headers = async () => ({
    token: await operatorLogin(app, 'ops01'),
    'accept-language': 'bn',
    [IDEMPOTENCY_HEADER]: `nul-${randomBytes(8).toString('hex')}`,
  });
  const refusedFor = (res: { statusCode: number; json: () => unknown }, field: string) => {
    const body = res.json() as {
      code: string;
      message: string;
      value: { fields: { field: string; rule: string; message: string }[] };
    };
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION');
    expect(body.value.fields[0]).toMatchObject({ field, rule: 'format' });
    return body;
  };

  it('in a body field: 400 VALIDATION naming it in the caller’s language (an operator renaming a module), nothing written', async () => {
    const name = async () =>
      (await db.execute<{ name: string }>(sql`select name from brand_modules where mod_id = 'GAMES' limit 1`)).rows[0]
        ?.name;
    const before = await name();
    const res = await app.inject({
      method: 'PUT',
      url: ROUTES.opsConfigModule.path.replace(':modId', 'GAMES'),
      headers: await headers(),
      payload: { name: `Games${NUL}` },
    });
    const body = refusedFor(res, 'name');
    expect(body.value.fields[0]?.message).toBe(bn('rule.format', { field: fieldLabel(bn, 'name') }));
    expect(body.message).toContain(fieldLabel(bn, 'name'));
    expect(await name()).toBe(before);
  });

  it('in a query string and in a path parameter (%00): 400 VALIDATION naming them', async () => {
    refusedFor(
      await app.inject({ url: `${ROUTES.opsAgentSearch.path}?account=ag%00x`, headers: await headers() }),
      'account',
    );
    refusedFor(
      await app.inject({
        method: 'PUT',
        url: ROUTES.opsChannelUpdate.path.replace(':code', 'a%00b'),
        headers: await headers(),
        payload: { enabled: true },
      }),
      'code',
    );
  });

  it('in a provider call (signed, parsed after the signature): refused naming the field, no money moved', async () => {
    const round = { playerId: String(member.id), roundId: 'r-nul', gameCode: 'SS0001' };
    const bet = await signedInject(app, PROVIDER_API.bet, { ...round, transactionId: 'b-nul', amount: '1.00' });
    expect(bet.statusCode).toBe(200);
    const moved = async () =>
      (await db.execute<{ n: number }>(sql`select count(*)::int n from provider_transactions`)).rows[0]?.n;
    const before = await moved();
    // A win's game code is free text (vendors' own codes); it is stored with the transfer's memo.
    const win = await signedInject(app, PROVIDER_API.win, {
      ...round,
      gameCode: `SS${NUL}`,
      transactionId: 'w-nul',
      amount: '2.00',
    });
    refusedFor(win, 'gameCode');
    expect(await moved()).toBe(before);
    expect((await k.balances(member.id)).cash).toBe(99_900n);
  });

  it('anywhere in any route of the table: never a 5xx', { timeout: 120_000 }, async () => {
    // Every field the route's schemas name: body, query string and path, with each hostile value.
    const keysOf = (s: unknown): string[] => {
      const def = (s as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
      if (!def) return [];
      if (def.type === 'object') return Object.keys(def.shape as object);
      if (def.type === 'pipe') return keysOf(def.in);
      if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(String(def.type)))
        return keysOf(def.innerType);
      if (def.type === 'union') return (def.options as unknown[]).flatMap(keysOf);
      if (def.type === 'intersection') return [...keysOf(def.left), ...keysOf(def.right)];
      return [];
    };
    const hostile: { body: unknown; text: string }[] = [
      { body: NUL, text: 'a%00b' },
      { body: LONE, text: 'a%ED%A0%80b' },
      { body: 2_147_483_648, text: '2147483648' },
      { body: '0001-01-01', text: '0001-01-01' },
    ];
    let memberToken = member.token;
    let operatorToken = await operatorLogin(app, 'ops01');
    const problems: string[] = [];
    for (const [name, def] of Object.entries(ROUTES) as [string, RouteDef][]) {
      if (def.path.startsWith('/provider/')) continue; // signed: the test above
      const operator = def.path.startsWith(OPERATOR_PATH_PREFIX);
      for (const v of hostile) {
        const query = keysOf(def.query)
          .map((q) => `${q}=${v.text}`)
          .join('&');
        const payload = Object.fromEntries(keysOf(def.body).map((f) => [f, v.body]));
        const targets = [
          def.path.replace(/:([A-Za-z]+)/g, () => v.text),
          `${def.path.replace(/:([A-Za-z]+)/g, '1')}${query ? `?${query}` : ''}`,
        ];
        for (const target of targets) {
          const send = () =>
            app.inject({
              method: def.method,
              url: target,
              headers: {
                token: operator ? operatorToken : memberToken,
                'accept-language': 'en',
                [IDEMPOTENCY_HEADER]: `bad-${randomBytes(8).toString('hex')}`,
              },
              ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload }),
            });
          let res = await send();
          if (res.statusCode === 401) {
            // A route before this one ended the session (logout, password change): a new one, once.
            if (operator) operatorToken = await operatorLogin(app, 'ops01');
            else memberToken = await k.login(member.id);
            res = await send();
          }
          if (res.statusCode >= 500) problems.push(`${name} ${def.method} ${target}: ${res.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
