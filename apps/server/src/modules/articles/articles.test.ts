import { ARTICLES_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { operatorLogin } from '../../../test/operator-kit';

const { app, db } = await testApp();
const token = await operatorLogin(app);

const read = (url: string, lang = 'en') => app.inject({ url, headers: { 'accept-language': lang } });
const list = (kind: string, lang = 'en', q = '') => read(`${ARTICLES_API.list.replace(':kind', kind)}${q}`, lang);
const one = (kind: string, slug: string, lang = 'en') =>
  read(ARTICLES_API.one.replace(':kind', kind).replace(':slug', slug), lang);
const op = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = token) =>
  app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    ...(payload ? { payload } : {}),
  });
const byId = (path: string, id: number) => path.replace(':id', String(id));

let n = 0;
const draft = (over: object = {}) => ({
  kind: 'blog',
  slug: `test-post-${++n}`,
  title: { en: 'Test post', bn: 'পরীক্ষার লেখা' },
  summary: { en: 'A summary' },
  body: { en: 'First paragraph.\n\nSecond paragraph.' },
  ...over,
});
const create = async (over: object = {}) => {
  const res = await op('POST', ARTICLES_API.operatorList, draft(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; slug: string; publishedAt: string | null };
};

describe('articles for readers', () => {
  it('lists the seeded beginner guide in its order, in the reader language', async () => {
    const en = (await list('guide')).json().value;
    expect(en.list.map((a: { slug: string }) => a.slug).slice(0, 4)).toEqual([
      'how-to-register',
      'how-to-deposit',
      'how-to-withdraw',
      'responsible-gaming',
    ]);
    expect(en.list[0].title).toBe('How to register');
    expect(en.total).toBeGreaterThanOrEqual(4);
    const bn = (await list('guide', 'bn')).json().value;
    expect(bn.list[0].title).toBe('কীভাবে নিবন্ধন করবেন');
    const news = (await list('news')).json().value.list as { kind: string }[];
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((a) => a.kind === 'news')).toBe(true);
  });

  it('pages through a kind', async () => {
    const p = (await list('guide', 'en', '?pageNo=2&pageSize=2')).json().value;
    expect(p).toMatchObject({ pageNo: 2, pageSize: 2 });
    expect(p.list[0].slug).toBe('how-to-withdraw');
  });

  it('opens an article by slug with its body; another language falls back to English', async () => {
    const res = await one('guide', 'how-to-deposit', 'bn');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.body).toContain('বিকাশ');
    const a = await create({ title: { en: 'Only English' }, body: { en: 'English body' } });
    await op('POST', byId(ARTICLES_API.operatorPublish, a.id));
    const ar = (await one('blog', a.slug, 'ar')).json().value;
    expect(ar).toMatchObject({ title: 'Only English', body: 'English body' });
    const bn = (await one('blog', a.slug, 'bn')).json().value;
    expect(bn.title).toBe('Only English');
  });

  it('hides unpublished articles from readers, and shows them once published', async () => {
    const a = await create();
    expect(a.publishedAt).toBeNull();
    const slugs = async () =>
      ((await list('blog', 'en', '?pageSize=100')).json().value.list as { slug: string }[]).map((x) => x.slug);
    expect(await slugs()).not.toContain(a.slug);
    expect((await one('blog', a.slug)).statusCode).toBe(404);
    const pub = await op('POST', byId(ARTICLES_API.operatorPublish, a.id));
    expect(pub.json().value.publishedAt).not.toBeNull();
    expect(await slugs()).toContain(a.slug);
    expect((await one('blog', a.slug)).statusCode).toBe(200);
    await op('POST', byId(ARTICLES_API.operatorUnpublish, a.id));
    expect(await slugs()).not.toContain(a.slug);
  });

  it('a missing slug is the 404 envelope naming the field, in the reader language', async () => {
    const res = await one('guide', 'no-such-guide', 'bn');
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'ARTICLE_NOT_FOUND' });
    expect(body.message).toContain('এমন কোনো লেখা নেই');
    expect(body.value.fields).toEqual([expect.objectContaining({ field: 'slug', rule: 'notFound' })]);
    // The same slug under another kind is not the article either.
    expect((await one('news', 'how-to-deposit')).statusCode).toBe(404);
  });

  it('a bad kind or slug is refused naming the field', async () => {
    const kind = await list('poems');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().value.fields[0].field).toBe('kind');
    const slug = await one('guide', 'Bad_Slug!');
    expect(slug.statusCode).toBe(400);
    expect(slug.json().value.fields[0].field).toBe('slug');
  });
});

describe('articles for operators', () => {
  it('every operator call needs an operator session; a member token does not pass', async () => {
    const anon = await op('POST', ARTICLES_API.operatorList, draft(), '');
    expect(anon.statusCode).toBe(401);
    expect((await op('GET', ARTICLES_API.operatorList, undefined, '')).statusCode).toBe(401);
    expect((await op('DELETE', byId(ARTICLES_API.operatorOne, 1), undefined, 'not-a-token')).statusCode).toBe(401);
  });

  it('create, update, publish, unpublish and delete are audited; the list shows drafts', async () => {
    const a = await create({ kind: 'news' });
    const upd = await op(
      'PUT',
      byId(ARTICLES_API.operatorOne, a.id),
      draft({ kind: 'news', slug: a.slug, title: { en: 'Renamed' } }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().value.title).toEqual({ en: 'Renamed' });
    const all = (await op('GET', `${ARTICLES_API.operatorList}?kind=news&pageSize=100`)).json().value;
    expect(all.list.map((x: { id: number }) => x.id)).toContain(a.id);
    await op('POST', byId(ARTICLES_API.operatorPublish, a.id));
    await op('POST', byId(ARTICLES_API.operatorUnpublish, a.id));
    const del = await op('DELETE', byId(ARTICLES_API.operatorOne, a.id));
    expect(del.statusCode, del.body).toBe(200);
    const log = await db.execute<{ action: string; operator_id: number | null }>(
      sql`select action, operator_id from audit_log where target_type = 'article' and target_id = ${String(a.id)} order by id`,
    );
    expect(log.rows.map((r) => r.action)).toEqual([
      'article.create',
      'article.update',
      'article.publish',
      'article.unpublish',
      'article.delete',
    ]);
    expect(log.rows.every((r) => r.operator_id !== null)).toBe(true);
    const gone = await op('POST', byId(ARTICLES_API.operatorPublish, a.id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().value.fields[0].field).toBe('id');
  });

  it('bad input names the field and stores nothing', async () => {
    const count = async () =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from articles`)).rows[0]?.n;
    const before = await count();
    const noTitle = await op('POST', ARTICLES_API.operatorList, draft({ title: {} }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().value.fields[0].field).toBe('title');
    const badSlug = await op('POST', ARTICLES_API.operatorList, draft({ slug: 'Has Spaces' }));
    expect(badSlug.json().value.fields[0].field).toBe('slug');
    const badKind = await op('POST', ARTICLES_API.operatorList, draft({ kind: 'poem' }));
    expect(badKind.json().value.fields[0].field).toBe('kind');
    const taken = await op('POST', ARTICLES_API.operatorList, draft({ kind: 'guide', slug: 'how-to-deposit' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ARTICLE_SLUG_TAKEN', value: { fields: [{ field: 'slug' }] } });
    expect(await count()).toBe(before);
  });
});
