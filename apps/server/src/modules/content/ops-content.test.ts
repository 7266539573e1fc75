import { API, OPS_CONTENT_API as P } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../test/harness';
import { operatorLogin } from '../../../test/operator-kit';
import { fieldsEn } from '../../platform/i18n/fields.en';

const { app, db } = await testApp();
const token = await operatorLogin(app);

/** A 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
const BIG_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2 * 1024 * 1024 + 10),
]).toString('base64');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const op = (method: Method, url: string, payload?: object, auth: string | null = token) =>
  app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    ...(payload ? { payload } : {}),
  });
const byId = (path: string, id: number) => path.replace(':id', String(id));
const player = async (lang = 'en', types = 'B,PL,PU,PR,H') =>
  (await app.inject({ url: `${API.announcements}?types=${types}`, headers: { 'accept-language': lang } })).json()
    .value as {
    banners: { id: number; url: string; title: string; sequence: number; group: string }[];
    notices: { id: number; title: string; content: string }[];
    popups: { id: number; execution: string }[];
    promotions: { id: number; images: { url: string }[] }[];
  };
const auditOf = async (action: string, targetId: string) =>
  (
    await db.execute<{ action: string; operator_id: number; detail: Record<string, unknown> }>(
      sql`select action, operator_id, detail from audit_log where action = ${action} and target_id = ${targetId}`,
    )
  ).rows;
const fieldOf = (res: { json: () => { value: { fields?: { field: string }[] } | null } }) =>
  res.json().value?.fields?.[0]?.field;
const count = async (table: string) =>
  Number((await db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]?.n);

let n = 0;
const banner = (over: object = {}) => ({
  group: 'w_home',
  title: { en: `Banner ${++n}`, bn: `ব্যানার ${n}` },
  linkageType: 'internal',
  linkage: '/promotions',
  sequence: 0,
  image: { name: 'b.png', data: PNG },
  ...over,
});
const createBanner = async (over: object = {}) => {
  const res = await op('POST', P.banners, banner(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; url: string; live: boolean; sequence: number };
};
const notice = (over: object = {}) => ({
  type: 'PL',
  title: { en: `Notice ${++n}` },
  content: { en: `Notice body ${n}`, bn: `বিজ্ঞপ্তি ${n}` },
  ...over,
});
const createAnnouncement = async (over: object = {}) => {
  const res = await op('POST', P.announcements, notice(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; published: boolean; live: boolean; images: { url: string }[] };
};

describe('banners (operator)', () => {
  it('creates a banner with its picture: audited, the picture public, the home carousel shows it at once', async () => {
    await player(); // the players' answer is cached now: the write must clear it
    const b = await createBanner({ title: { en: 'Big cup', bn: 'বড় কাপ' }, sequence: 0 });
    expect(b.url).toMatch(/^\/wps\/content\/images\/[0-9a-f-]{36}$/);
    expect(b.live).toBe(true);
    const img = await app.inject({ url: b.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('public');
    const shown = (await player()).banners.find((x) => x.id === b.id);
    expect(shown).toMatchObject({ url: b.url, title: 'Big cup', group: 'w_home' });
    expect((await player('bn')).banners.find((x) => x.id === b.id)?.title).toBe('বড় কাপ');
    const audit = await auditOf('banner.create', String(b.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({ group: 'w_home', url: b.url });
  });

  it('refuses a schedule ending before it starts, an svg, a picture over 2 MB and a bad link, storing nothing', async () => {
    const before = await count('banners');
    const uploads = await count('uploads');
    const late = await op(
      'POST',
      P.banners,
      banner({ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }),
    );
    expect(late.statusCode).toBe(400);
    expect(fieldOf(late)).toBe('endsAt');
    expect(late.json().message).toContain(fieldsEn.endsAt);
    const svg = await op('POST', P.banners, banner({ image: { name: 'x.svg', data: SVG } }));
    expect(svg.json()).toMatchObject({ code: 'UPLOAD_TYPE' });
    expect(fieldOf(svg)).toBe('image.0');
    const big = await op('POST', P.banners, banner({ image: { name: 'big.png', data: BIG_PNG } }));
    expect(big.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: 'The image maximum size is 2MB' });
    const noImage = await op('POST', P.banners, { ...banner(), image: undefined });
    expect(fieldOf(noImage)).toBe('image');
    const http = await op('POST', P.banners, banner({ linkageType: 'external', linkage: 'http://evil.example' }));
    expect(fieldOf(http)).toBe('linkage');
    const openRedirect = await op('POST', P.banners, banner({ linkageType: 'internal', linkage: '//evil.example' }));
    expect(fieldOf(openRedirect)).toBe('linkage');
    const group = await op('POST', P.banners, banner({ group: 'w_nowhere' }));
    expect(fieldOf(group)).toBe('group');
    expect(await count('banners')).toBe(before);
    expect(await count('uploads')).toBe(uploads);
  });

  it('shows a banner only in its languages and inside its schedule', async () => {
    const bnOnly = await createBanner({ languages: ['bn'] });
    const later = await createBanner({ startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    const over = await createBanner({
      startsAt: new Date(Date.now() - 7_200_000).toISOString(),
      endsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(later.live).toBe(false);
    expect(over.live).toBe(false);
    const en = (await player('en')).banners.map((b) => b.id);
    const bn = (await player('bn')).banners.map((b) => b.id);
    expect(en).not.toContain(bnOnly.id);
    expect(bn).toContain(bnOnly.id);
    expect(bn).not.toContain(later.id);
    expect(bn).not.toContain(over.id);
  });

  it('updates, disables, enables, orders and deletes, each audited and seen by players at once', async () => {
    const a = await createBanner({ group: 'w_promotion' });
    const b = await createBanner({ group: 'w_promotion' });
    await player();

    const upd = await op('PUT', byId(P.banner, a.id), banner({ group: 'w_promotion', title: { en: 'Renamed' } }));
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().value.url).not.toBe(a.url); // a new picture was sent
    expect((await player()).banners.find((x) => x.id === a.id)?.title).toBe('Renamed');
    expect(await auditOf('banner.update', String(a.id))).toHaveLength(1);

    const off = await op('PUT', byId(P.bannerEnabled, a.id), { active: false });
    expect(off.json().value).toMatchObject({ active: false, live: false });
    expect((await player()).banners.map((x) => x.id)).not.toContain(a.id);
    expect(await auditOf('banner.disable', String(a.id))).toHaveLength(1);
    await op('PUT', byId(P.bannerEnabled, a.id), { active: true });
    expect(await auditOf('banner.enable', String(a.id))).toHaveLength(1);

    const ordered = await op('PUT', P.bannerOrder, { group: 'w_promotion', ids: [b.id, a.id] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const promo = (await player()).banners.filter((x) => x.group === 'w_promotion').map((x) => x.id);
    expect(promo.indexOf(b.id)).toBeLessThan(promo.indexOf(a.id));
    expect(promo[0]).toBe(b.id);
    expect(await auditOf('banner.order', 'w_promotion')).toHaveLength(1);
    const unknown = await op('PUT', P.bannerOrder, { group: 'w_promotion', ids: [999_999] });
    expect(fieldOf(unknown)).toBe('ids');

    expect((await op('DELETE', byId(P.banner, b.id))).statusCode).toBe(200);
    expect((await player()).banners.map((x) => x.id)).not.toContain(b.id);
    expect(await auditOf('banner.delete', String(b.id))).toHaveLength(1);
    const gone = await op('DELETE', byId(P.banner, b.id));
    expect(gone.statusCode).toBe(404);
  });

  it('lists banners paged, filtered and sorted on the server', async () => {
    const res = await op('GET', `${P.banners}?group=w_promotion&sort=id&order=desc&pageSize=2`);
    const v = res.json().value;
    expect(v.pageSize).toBe(2);
    expect(v.list).toHaveLength(2);
    expect(v.total).toBeGreaterThan(2);
    expect(v.list.every((b: { group: string }) => b.group === 'w_promotion')).toBe(true);
    expect(v.list[0].id).toBeGreaterThan(v.list[1].id);
    const bad = await op('GET', `${P.banners}?sort=colour`);
    expect(fieldOf(bad)).toBe('sort');
  });

  it('serves only pictures the content calls published', async () => {
    const proof = await db.execute<{ id: string }>(sql`insert into uploads (brand_id, mime, size, sha256, bytes)
      select id, 'image/png', 1, 'x', '\\x89504e47'::bytea from brands limit 1 returning id`);
    expect((await app.inject({ url: P.image.replace(':id', proof.rows[0]?.id as string) })).statusCode).toBe(404);
    expect((await app.inject({ url: P.image.replace(':id', 'nope') })).statusCode).toBe(404);
  });

  it('needs an operator session', async () => {
    expect((await op('GET', P.banners, undefined, null)).statusCode).toBe(401);
    expect((await op('POST', P.banners, banner(), null)).statusCode).toBe(401);
  });
});

describe('announcements (operator)', () => {
  it('refuses an unknown type, a type B (a banner), a popup without execution and an execution elsewhere', async () => {
    const before = await count('announcements');
    expect(fieldOf(await op('POST', P.announcements, notice({ type: 'X' })))).toBe('type');
    expect(fieldOf(await op('POST', P.announcements, notice({ type: 'B' })))).toBe('type');
    const noExec = await op('POST', P.announcements, notice({ type: 'PU' }));
    expect(fieldOf(noExec)).toBe('execution');
    expect(noExec.json().message).toContain('popup');
    expect(fieldOf(await op('POST', P.announcements, notice({ type: 'PL', execution: 'A' })))).toBe('execution');
    expect(fieldOf(await op('POST', P.announcements, notice({ type: 'PU', execution: 'Z' })))).toBe('execution');
    const late = await op(
      'POST',
      P.announcements,
      notice({ startsAt: '2030-01-02T00:00:00+06:00', endsAt: '2030-01-01T00:00:00+06:00' }),
    );
    expect(fieldOf(late)).toBe('endsAt');
    expect(fieldOf(await op('POST', P.announcements, notice({ content: { en: '' } })))).toBe('content');
    expect(await count('announcements')).toBe(before);
  });

  it('publishes a draft: players see it at once (with the language fallback) and open pages are told', async () => {
    const publish = vi.spyOn(app.realtime.realtime, 'publish');
    const a = await createAnnouncement({ content: { en: 'Cup final tonight', bn: 'আজ রাতে কাপ ফাইনাল' } });
    expect(a).toMatchObject({ published: false, live: false });
    expect((await player()).notices.map((x) => x.id)).not.toContain(a.id);
    const res = await op('POST', byId(P.announcementPublish, a.id));
    expect(res.json().value).toMatchObject({ published: true, live: true });
    expect(publish).toHaveBeenCalledWith({ type: 'announcement', id: a.id }, expect.objectContaining({ brand: 1 }));
    expect((await player('en')).notices.find((x) => x.id === a.id)?.content).toBe('Cup final tonight');
    expect((await player('bn')).notices.find((x) => x.id === a.id)?.content).toBe('আজ রাতে কাপ ফাইনাল');
    expect((await player('ar')).notices.find((x) => x.id === a.id)?.content).toBe('Cup final tonight');
    expect(await auditOf('announcement.create', String(a.id))).toHaveLength(1);
    expect(await auditOf('announcement.publish', String(a.id))).toHaveLength(1);

    await op('POST', byId(P.announcementUnpublish, a.id));
    expect((await player()).notices.map((x) => x.id)).not.toContain(a.id);
    expect(await auditOf('announcement.unpublish', String(a.id))).toHaveLength(1);
    publish.mockRestore();
  });

  it('keeps a scheduled publication from players until its start', async () => {
    const a = await createAnnouncement({ startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    const res = await op('POST', byId(P.announcementPublish, a.id));
    expect(res.json().value).toMatchObject({ published: true, live: false });
    expect((await player()).notices.map((x) => x.id)).not.toContain(a.id);
  });

  it('writes popups with their execution and promotions with their picture; edits and deletes them', async () => {
    const popup = await createAnnouncement({ type: 'PU', execution: 'F' });
    await op('POST', byId(P.announcementPublish, popup.id));
    expect((await player()).popups.find((x) => x.id === popup.id)?.execution).toBe('F');

    const promo = await createAnnouncement({ type: 'PR', image: { name: 'card.png', data: PNG } });
    expect(promo.images[0]?.url).toMatch(/^\/wps\/content\/images\//);
    await op('POST', byId(P.announcementPublish, promo.id));
    expect((await player()).promotions.find((x) => x.id === promo.id)?.images[0]?.url).toBe(promo.images[0]?.url);
    expect((await app.inject({ url: promo.images[0]?.url as string })).statusCode).toBe(200);

    const edit = await op('PUT', byId(P.announcement, promo.id), notice({ type: 'PR', title: { en: 'Edited' } }));
    expect(edit.json().value).toMatchObject({ published: true, title: { en: 'Edited' } });
    expect(edit.json().value.images).toHaveLength(1); // no image field: the picture stays
    const noPic = await op('PUT', byId(P.announcement, promo.id), notice({ type: 'PR', image: null }));
    expect(noPic.json().value.images).toEqual([]);
    expect(await auditOf('announcement.update', String(promo.id))).toHaveLength(2);

    expect((await op('DELETE', byId(P.announcement, popup.id))).statusCode).toBe(200);
    expect((await player()).popups.map((x) => x.id)).not.toContain(popup.id);
    expect(await auditOf('announcement.delete', String(popup.id))).toHaveLength(1);
  });

  it('lists by type and state, paged and sorted', async () => {
    const v = (await op('GET', `${P.announcements}?type=PR&published=true&sort=id&order=desc`)).json().value;
    expect(v.list.length).toBeGreaterThan(0);
    expect(v.list.every((a: { type: string; published: boolean }) => a.type === 'PR' && a.published)).toBe(true);
    const bad = await op('GET', `${P.announcements}?type=B`);
    expect(fieldOf(bad)).toBe('type');
  });

  it('caches the players call but clears it on every operator write', async () => {
    const first = await player();
    await db.execute(sql`insert into announcements (brand_id, type, title, content)
      values (1, 'PL', '{"en":"Sneaked"}', '{"en":"Sneaked in by SQL"}')`);
    expect((await player()).notices.length).toBe(first.notices.length); // still the cached answer
    await createAnnouncement(); // a write (even a draft) clears the cache
    expect((await player()).notices.some((x) => x.content === 'Sneaked in by SQL')).toBe(true);
  });
});

describe('help sections (operator)', () => {
  it('writes, lists and deletes sections per language, audited; the help center follows', async () => {
    const save = await op('PUT', P.help, {
      lang: 'en',
      sectionId: 'bonus-rules',
      title: 'Bonus rules',
      body: '<p>Turnover 10x.</p>',
      sequence: 99,
    });
    expect(save.statusCode, save.body).toBe(200);
    const help = (await app.inject({ url: `${API.helpCenter}?lang=en` })).json().value;
    expect(help.sections.find((s: { id: string }) => s.id === 'bonus-rules')).toMatchObject({ title: 'Bonus rules' });
    const again = await op('PUT', P.help, {
      lang: 'en',
      sectionId: 'bonus-rules',
      title: 'Bonus rules (new)',
      body: 'x',
    });
    expect(again.json().value.title).toBe('Bonus rules (new)');
    expect(await auditOf('help.save', 'en/bonus-rules')).toHaveLength(2);

    const list = (await op('GET', `${P.help}?lang=en&pageSize=100`)).json().value;
    expect(list.list.some((s: { sectionId: string }) => s.sectionId === 'bonus-rules')).toBe(true);
    expect(list.languages).toContain('en');

    expect(fieldOf(await op('PUT', P.help, { lang: 'en', sectionId: 'Bad Id', title: 't', body: 'b' }))).toBe(
      'sectionId',
    );
    expect(fieldOf(await op('PUT', P.help, { lang: 'xx', sectionId: 'a', title: 't', body: 'b' }))).toBe('lang');

    const del = await op('DELETE', P.helpSection.replace(':lang', 'en').replace(':sectionId', 'bonus-rules'));
    expect(del.statusCode).toBe(200);
    expect(await auditOf('help.delete', 'en/bonus-rules')).toHaveLength(1);
    const gone = await op('DELETE', P.helpSection.replace(':lang', 'en').replace(':sectionId', 'bonus-rules'));
    expect(gone.statusCode).toBe(404);
  });
});
