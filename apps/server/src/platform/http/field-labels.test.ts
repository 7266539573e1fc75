import { ROUTES, type RouteDef } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testApp } from '../../../test/harness';
import { fieldsEn } from '../i18n/fields.en';
import { translator } from '../i18n/translate';
import { fieldError, invalidFields } from './app-error';
import { fieldLabel } from './field-errors';

/** Every property name of an object schema, through optional, default, pipe, array and union wrappers. */
function fieldNames(schema: z.ZodType | undefined, into: Set<string>, depth = 0): Set<string> {
  // biome-ignore lint/suspicious/noExplicitAny: Zod's internal definition is walked by its `type` tag.
  const def = (schema as any)?._zod?.def;
  if (!def || depth > 8) return into;
  const inner = (s: z.ZodType) => fieldNames(s, into, depth + 1);
  if (def.type === 'object') {
    for (const [name, s] of Object.entries(def.shape)) {
      into.add(name);
      inner(s as z.ZodType);
    }
  } else if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
    inner(def.innerType);
  } else if (def.type === 'pipe') inner(def.in);
  else if (def.type === 'array') inner(def.element);
  else if (def.type === 'union') for (const o of def.options) inner(o);
  else if (def.type === 'intersection') {
    inner(def.left);
    inner(def.right);
  }
  return into;
}

describe('field labels (i18n/fields.<lang>.ts)', () => {
  it("name every field of every route's path, query and body, so no message shows a wire name", () => {
    const names = new Set<string>();
    for (const r of Object.values(ROUTES) as RouteDef[])
      for (const s of [r.params, r.query, r.body]) fieldNames(s, names);
    expect(names.size).toBeGreaterThan(150);
    const missing = [...names].filter((n) => !Object.hasOwn(fieldsEn, n));
    expect(missing).toEqual([]);
  });

  it('name a nested path by its last named part, else its top-level field', () => {
    const bn = translator('bn');
    expect(fieldLabel(bn, 'amount')).toBe('পরিমাণ');
    expect(fieldLabel(bn, 'images.0')).toBe('ছবিগুলো');
    expect(fieldLabel(bn, 'tiers.1.rate')).toBe('স্তরসমূহ');
    expect(fieldLabel(bn, 'notAField')).toBe('notAField');
  });
});

describe('a refusal a service raises', async () => {
  const { app } = await testApp();
  app.get('/wps/test/taken', async () => {
    throw invalidFields([{ field: 'username', rule: 'unique', message: 'That username is taken' }]);
  });
  app.get('/wps/test/two', async () => {
    throw invalidFields([
      { field: 'amount', rule: 'required', message: '' },
      { field: 'channel', rule: 'required', message: '' },
    ]);
  });
  app.get('/wps/test/rule', async () => {
    throw fieldError('rebate', 'max', { max: 5 });
  });
  const get = async (path: string, lang: string) =>
    (await app.inject({ method: 'GET', url: path, headers: { 'accept-language': lang } })).json();

  it('names the field in the member’s language, not by its wire name', async () => {
    expect((await get('/wps/test/taken', 'bn')).message).toBe('অনুগ্রহ করে ইউজারনেম দেখুন: That username is taken');
    expect((await get('/wps/test/rule', 'bn')).message).not.toContain('rebate');
    expect((await get('/wps/test/rule', 'en')).message).toBe('Rebate must be at most 5');
  });

  it('gives each of several fields its own message', async () => {
    const body = await get('/wps/test/two', 'en');
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Please check Amount: Amount is required');
    expect(body.value.fields).toEqual([
      { field: 'amount', rule: 'required', message: 'Amount is required' },
      { field: 'channel', rule: 'required', message: 'Payment channel is required' },
    ]);
  });
});
