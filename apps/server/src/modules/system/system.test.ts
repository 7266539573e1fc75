import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { fieldsEn } from '../../platform/i18n/fields.en';
import { maintenanceWindows, regionRules } from './system.tables';

const { app, db } = await testApp({ trustProxy: true });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /wps/system/whitelabel', () => {
  it('answers in the envelope with the brand, flags, module tree and languages', async () => {
    const res = await get('/wps/system/whitelabel');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 'OK', message: 'সফল' });
    expect(body.value.languages).toEqual({ default: 'bn', supported: ['bn', 'en'] });
    expect(body.value.currency).toEqual({ code: 'BDT', symbol: '৳', decimals: 2 });
    for (const flag of ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'CHNGPASSVERIF3']) {
      expect(typeof body.value.flags[flag]).toBe('boolean');
    }
    const member = body.value.modules.find((m: { modId: string }) => m.modId === 'MEMBER');
    expect(member.childrenNodes.map((c: { modId: string }) => c.modId)).toContain('depositv2');
    expect(body.value.customerService.some((c: { csType: string }) => c.csType === 'whatsapp')).toBe(true);
  });

  it('writes messages in the language the client asks for', async () => {
    const res = await get('/wps/system/whitelabel', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.json().message).toBe('Success');
  });

  it('reports the visitor IP it saw', async () => {
    const res = await get('/wps/system/whitelabel', { 'x-forwarded-for': '103.4.145.1' });
    expect(res.json().value.location).toEqual({ ip: '103.4.145.1', country: 'BD' });
  });
});

describe('GET /wps/system/setting/register', () => {
  it('gives every field rule with the pattern-id message, min and max filled in', async () => {
    const en = (await get('/wps/system/setting/register', { 'accept-language': 'en' })).json().value;
    const username = en.fields.find((f: { field: string }) => f.field === 'username');
    expect(username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 6,
      maxLength: 16,
    });
    expect(username.message).toBe('Start with a letter; letters and digits only, 6 - 16 characters');
    const bn = (await get('/wps/system/setting/register')).json().value;
    expect(bn.fields.find((f: { field: string }) => f.field === 'username').message).toBe(
      'অক্ষর দিয়ে শুরু করুন; শুধু অক্ষর ও সংখ্যা, 6 - 16 অক্ষর',
    );
    expect(bn.ageGate).toBe(18);
  });
});

describe('GET /wps/system/status', () => {
  it('is normal for a visitor from an allowed country', async () => {
    const res = await get('/wps/system/status', { 'x-forwarded-for': '103.4.145.1' });
    expect(res.json().value).toMatchObject({ status: 0, ip: '103.4.145.1', country: 'BD', maintenance: null });
  });

  it('is region-restricted for a blocked country, and shows the IP', async () => {
    const res = await get('/wps/system/status', { 'x-forwarded-for': '8.8.8.8' });
    expect(res.json().value).toMatchObject({ status: 2, ip: '8.8.8.8', country: 'US' });
  });

  it('honours CIDR blocks, and an allow CIDR beats a country block', async () => {
    await db.insert(regionRules).values([
      { brandId: 1, kind: 'cidr', value: '203.0.113.0/24', action: 'block' },
      { brandId: 1, kind: 'cidr', value: '8.8.4.0/24', action: 'allow' },
    ]);
    expect((await get('/wps/system/status', { 'x-forwarded-for': '203.0.113.9' })).json().value.status).toBe(2);
    expect((await get('/wps/system/status', { 'x-forwarded-for': '8.8.4.4' })).json().value.status).toBe(0);
  });

  it('is maintenance with its end time while a window is open', async () => {
    const endTime = new Date(Date.now() + 3600_000);
    const [row] = await db
      .insert(maintenanceWindows)
      .values({ brandId: 1, startTime: new Date(Date.now() - 60_000), endTime, message: 'Upgrade' })
      .returning();
    const value = (await get('/wps/system/status')).json().value;
    expect(value.status).toBe(1);
    expect(value.maintenance.endTime).toBe(endTime.toISOString());
    await db.delete(maintenanceWindows);
    expect((await get('/wps/system/status')).json().value.status).toBe(0);
    expect(row).toBeDefined();
  });

  it('ignores the status simulation switch unless the server enables it', async () => {
    expect((await get('/wps/system/status?simulateStatus=1')).json().value.status).toBe(0);
  });
});

describe('GET /wps/system/helpCenter and domainRoute', () => {
  it('returns the terms section in the asked language', async () => {
    const en = (await get('/wps/system/helpCenter?lang=en&device=WEB')).json().value;
    expect(en.lang).toBe('en');
    expect(en.sections.find((s: { id: string }) => s.id === 'term').title).toBe('Terms and conditions');
    const bn = (await get('/wps/system/helpCenter?lang=bn&device=WEB')).json().value;
    expect(bn.sections.find((s: { id: string }) => s.id === 'term').title).toBe('শর্তাবলী');
  });

  it('falls back to the brand language for a language without content', async () => {
    expect((await get('/wps/system/helpCenter?lang=fr')).json().value.lang).toBe('bn');
  });

  it('rejects a bad query with 400 naming the field and rule, in the user language', async () => {
    const res = await get('/wps/system/helpCenter?lang=en&device=TV', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(body.value.fields[0]).toMatchObject({ field: 'device', rule: 'enum' });
    expect(body.message).toContain(fieldsEn.device);
    const bn = (await get('/wps/system/helpCenter?device=TV')).json();
    expect(bn.value.fields[0].message).toContain('এর মান হতে হবে');
  });

  it('lists the brand domains', async () => {
    const value = (await get('/wps/system/domainRoute')).json().value;
    expect(value.mainDomain).toBe('localhost');
    expect(value.domains.map((d: { domain: string }) => d.domain)).toContain('agent.localhost');
  });
});
