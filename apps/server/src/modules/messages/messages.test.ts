import { API, MESSAGES_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { auditLog } from '../audit/audit.tables';
import { messageInbox, messages } from './messages.tables';

const delivered: { brandId: number; members: number[] | 'all' }[] = [];
const { app, db, seal, brandId, member } = await accountsKit({
  onMessagesDelivered: (b, members) => delivered.push({ brandId: b, members }),
});

const login = async (account: string, language = 'en') => {
  const m = await member(account, { language });
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: account, password: 'Secret123' }),
  });
  return { id: m.id, account, headers: { token: res.json().value.token as string, 'accept-language': language } };
};
type Who = Awaited<ReturnType<typeof login>>;
let ops: { token: string };
let alice: Who;
let bob: Who;
let carol: Who;

const send = (body: unknown, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: MESSAGES_API.operatorSend,
    headers: { ...ops, 'accept-language': lang },
    payload: body as object,
  });
const get = (who: Who, url: string) => app.inject({ url, headers: who.headers });
const unread = async (who: Who) => (await get(who, MESSAGES_API.CSP_unreadCount)).json().value.count as number;
const inbox = async (who: Who, q = '') => (await get(who, `${MESSAGES_API.list}${q}`)).json().value;
const one = (id: number) => MESSAGES_API.one.replace(':id', String(id));
const rowCounts = async () => ({
  messages: (await db.execute<{ n: number }>(sql`select count(*)::int n from ${messages}`)).rows[0]?.n,
  inbox: (await db.execute<{ n: number }>(sql`select count(*)::int n from ${messageInbox}`)).rows[0]?.n,
});

beforeAll(async () => {
  ops = { token: await operatorLogin(app) };
  alice = await login('alice01');
  bob = await login('bob01', 'bn');
  carol = await login('carol01');
});

describe('operator sends', () => {
  it('sends to one member (by username, any case), audited, and the unread count rises', async () => {
    const res = await send({
      audience: 'members',
      members: ['ALICE01'],
      title: { en: 'Hello' },
      body: { en: 'First' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.recipients).toBe(1);
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(0);
    expect(delivered.at(-1)).toEqual({ brandId, members: [alice.id] });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'message.send' and ${auditLog.targetId} = ${String(res.json().value.id)}`);
    expect(entry?.detail).toMatchObject({ audience: 'members', recipients: 1 });
    const info = (await get(alice, API.memberInfo)).json().value;
    expect(info.unreadMessages).toBe(1);
  });

  it('sends to a list (ids and usernames), in the reader’s language with the English fallback', async () => {
    const res = await send({
      audience: 'members',
      members: [bob.id, 'carol01', alice.id],
      title: { en: 'Bonus', bn: 'বোনাস', ar: '' },
      body: { en: 'Your bonus is ready', bn: 'আপনার বোনাস প্রস্তুত' },
    });
    expect(res.json().value.recipients).toBe(3);
    expect((await inbox(bob)).list[0]).toMatchObject({ title: 'বোনাস', body: 'আপনার বোনাস প্রস্তুত', read: false });
    expect((await inbox(carol)).list[0]).toMatchObject({ title: 'Bonus', body: 'Your bonus is ready' });
    // Arabic was left empty: the reader gets English, not an empty title.
    const ar = await app.inject({ url: `${MESSAGES_API.list}?lang=ar`, headers: { token: carol.headers.token } });
    expect(ar.json().value.list[0].title).toBe('Bonus');
    // Only Bengali written: an English reader still reads it rather than nothing.
    await send({ audience: 'members', members: [carol.id], title: { bn: 'শুধু বাংলা' }, body: { bn: 'বার্তা' } });
    expect((await inbox(carol)).list[0].title).toBe('শুধু বাংলা');
  });

  it('refuses bad input naming the field, in the user’s language, storing nothing', async () => {
    const before = await rowCounts();
    const unknown = await send({
      audience: 'members',
      members: ['alice01', 'nobody99'],
      title: { en: 'x' },
      body: { en: 'y' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'members' }] } });
    expect(unknown.json().message).toContain('nobody99');
    const noTitle = await send({ audience: 'all', title: { en: '  ' }, body: { en: 'y' } }, 'bn');
    expect(noTitle.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'title' }] } });
    expect(noTitle.json().message).toMatch(/[\u0980-\u09ff]/);
    const noList = await send({ audience: 'members', title: { en: 'x' }, body: { en: 'y' } });
    expect(noList.json().value.fields[0].field).toBe('members');
    const badLang = await send({ audience: 'all', title: { xx: 'x' }, body: { en: 'y' } });
    expect(badLang.json().value.fields[0].field).toMatch(/^title/);
    expect(await rowCounts()).toEqual(before);
    // A member's token is not an operator's.
    const asMember = await app.inject({
      method: 'POST',
      url: MESSAGES_API.operatorSend,
      headers: alice.headers,
      payload: { audience: 'all', title: { en: 'x' }, body: { en: 'y' } },
    });
    expect(asMember.statusCode).toBe(401);
  });
});

describe('the member’s inbox', () => {
  it('lists newest first, opening marks read; another member’s message is 404', async () => {
    const page = await inbox(alice);
    expect(page.total).toBe(2);
    expect(page.unread).toBe(2);
    expect(page.list[0].title).toBe('Bonus');
    const id = page.list[1].id as number;
    const opened = await get(alice, one(id));
    expect(opened.json().value).toMatchObject({ id, title: 'Hello', read: true });
    expect(await unread(alice)).toBe(1);
    // Carol never got "Hello": not readable, not markable, not deletable by her.
    expect((await get(carol, one(id))).statusCode).toBe(404);
    const mark = await app.inject({
      method: 'PUT',
      url: MESSAGES_API.read.replace(':id', String(id)),
      headers: carol.headers,
      payload: { read: false },
    });
    expect(mark.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: one(id), headers: carol.headers })).statusCode).toBe(404);
    expect((await get(alice, one(id))).statusCode).toBe(200);
  });

  it('marks unread and read again, deletes, marks all read', async () => {
    const { list } = await inbox(alice);
    const [newest, oldest] = list as { id: number }[];
    const mark = (id: number, read: boolean) =>
      app.inject({
        method: 'PUT',
        url: MESSAGES_API.read.replace(':id', String(id)),
        headers: alice.headers,
        payload: { read },
      });
    expect((await mark(oldest?.id as number, false)).json().value.count).toBe(2);
    expect((await mark(oldest?.id as number, true)).json().value.count).toBe(1);
    const del = await app.inject({ method: 'DELETE', url: one(newest?.id as number), headers: alice.headers });
    expect(del.json().value.count).toBe(0);
    expect((await inbox(alice)).total).toBe(1);
    expect((await get(alice, one(newest?.id as number))).statusCode).toBe(404);
    // Deleted once is gone: a second delete is 404, not a silent success.
    expect(
      (await app.inject({ method: 'DELETE', url: one(newest?.id as number), headers: alice.headers })).statusCode,
    ).toBe(404);
    await mark(oldest?.id as number, false);
    expect(await unread(alice)).toBe(1);
    const all = await app.inject({ method: 'POST', url: MESSAGES_API.readAll, headers: alice.headers });
    expect(all.json().value.count).toBe(0);
    expect((await inbox(alice)).list.every((m: { read: boolean }) => m.read)).toBe(true);
    // Bob's unread are untouched by Alice's "mark all read".
    expect(await unread(bob)).toBe(1);
  });

  it('pages with pageNo and pageSize', async () => {
    for (let i = 0; i < 3; i++)
      await send({ audience: 'members', members: [bob.id], title: { en: `P${i}` }, body: { en: 'b' } });
    const p1 = await inbox(bob, '?pageNo=1&pageSize=2');
    const p2 = await inbox(bob, '?pageNo=2&pageSize=2');
    expect(p1.list.map((m: { title: string }) => m.title)).toEqual(['P2', 'P1']);
    expect(p2.list.map((m: { title: string }) => m.title)).toEqual(['P0', 'বোনাস']);
    expect(p1.total).toBe(4);
    expect(p1.unread).toBe(4);
  });
});

describe('sending to every member of a brand', () => {
  it('delivers to 100,000 members in one statement (time printed) and lists it for the operator', async () => {
    // 100,000 members written set-based (one INSERT ... SELECT; the password hash is never used).
    const t0 = performance.now();
    await db.execute(sql`
      insert into members (brand_id, account, account_key, password_hash, language)
      select ${brandId}, 'bulk' || g, 'bulk' || g, 'x', 'en' from generate_series(1, 100000) g`);
    const seeded = performance.now() - t0;
    const [{ n } = { n: 0 }] = (
      await db.execute<{ n: number }>(sql`select count(*)::int n from members where brand_id = ${brandId}`)
    ).rows;
    const t1 = performance.now();
    const res = await send({
      audience: 'all',
      title: { en: 'Maintenance tonight' },
      body: { en: 'From 02:00 to 03:00' },
    });
    const took = performance.now() - t1;
    console.log(
      `messages: seeded 100,000 members in ${seeded.toFixed(0)} ms; send to all ${n} members took ${took.toFixed(0)} ms`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.recipients).toBe(n);
    expect(delivered.at(-1)).toEqual({ brandId, members: 'all' });
    expect((await inbox(carol)).list[0].title).toBe('Maintenance tonight');
    const bulk = (
      await db.execute<{ n: number }>(sql`
        select count(*)::int n from message_inbox i join members m on m.id = i.member_id
        where m.account_key like 'bulk%' and i.read_at is null`)
    ).rows[0]?.n;
    expect(bulk).toBe(100_000);
    const sent = await app.inject({ url: `${MESSAGES_API.operatorSend}?pageSize=1`, headers: ops });
    expect(sent.json().value.list[0]).toMatchObject({ audience: 'all', recipients: n, operator: 'ops01' });
  }, 120_000);
});
