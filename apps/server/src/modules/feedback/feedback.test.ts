import { API, FEEDBACK_API, LIMITS } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { auditLog } from '../audit/audit.tables';
import { captchaServiceOn } from '../captcha/captcha.service';

const { app, db, seal, member, now } = await accountsKit();
const captcha = () => captchaServiceOn(db, now, 'test-secret').issue();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const img = (head: Buffer, size = 64, name = 'a.png') => {
  const b = Buffer.alloc(size, 7);
  head.copy(b);
  return { name, data: b.toString('base64') };
};
const TEXT = 'The deposit I made this morning has not arrived yet.';

const login = async (account: string) => {
  const m = await member(account);
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: account, password: 'Secret123' }),
  });
  return { id: m.id, token: res.json().value.token as string };
};
let alice: Awaited<ReturnType<typeof login>>;
let bob: Awaited<ReturnType<typeof login>>;
let ops: string;

const put = async (who: { token: string }, body: Record<string, unknown>, lang = 'en', solve = true) => {
  const c = await captcha();
  return app.inject({
    method: 'PUT',
    url: FEEDBACK_API.feedback,
    headers: { token: who.token, 'accept-language': lang },
    payload: { captchaId: c.captchaId, ...(solve ? { captcha: c.answer } : {}), ...body },
  });
};
const stored = async () => ({
  feedback: (await db.execute<{ n: number }>(sql`select count(*)::int n from feedback`)).rows[0]?.n,
  uploads: (await db.execute<{ n: number }>(sql`select count(*)::int n from uploads`)).rows[0]?.n,
});
const mine = async (who: { token: string }) =>
  (await app.inject({ url: FEEDBACK_API.feedback, headers: { token: who.token } })).json().value;

beforeAll(async () => {
  alice = await login('alice01');
  bob = await login('bob01');
  ops = await operatorLogin(app);
});

describe('PUT /wps/feedback', () => {
  it('stores valid feedback with its images, trimmed, sender = the session’s user name', async () => {
    const res = await put(alice, {
      type: 1,
      content: `   ${TEXT}   `,
      sender: 'someone-else',
      images: [img(PNG), img(JPEG, 100, 'b.jpg')],
    });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ type: 1, content: TEXT, status: 'pending', reply: null });
    expect(v.images).toHaveLength(2);
    const [row] = (await db.execute<{ sender: string }>(sql`select sender from feedback where id = ${v.id}`)).rows;
    expect(row?.sender).toBe('alice01');
    const image = await app.inject({ url: API.upload.replace(':id', v.images[1]), headers: { token: alice.token } });
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Every type of spec §3 is accepted, others (5) are not.
    for (const type of [2, 3, 4, 6, 0]) expect((await put(alice, { type, content: TEXT })).statusCode).toBe(200);
  });

  it('lists the missing fields followed by "is empty", in the user’s language, storing nothing', async () => {
    const before = await stored();
    const all = await put(alice, { content: '   ' }, 'en', false);
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({
      code: 'FEEDBACK_EMPTY',
      message: 'Question type, Description, Captcha is empty',
      value: { fields: [{ field: 'type' }, { field: 'content' }, { field: 'captcha' }] },
    });
    const bn = await put(alice, { content: TEXT }, 'bn');
    expect(bn.json()).toMatchObject({ code: 'FEEDBACK_EMPTY', message: 'প্রশ্নের ধরন খালি' });
    expect(bn.json().value.fields).toEqual([{ field: 'type', rule: 'required', message: 'প্রশ্নের ধরন খালি' }]);
    expect(await stored()).toEqual(before);
  });

  it('names each invalid field: description length, type, images; storing nothing', async () => {
    const before = await stored();
    const short = await put(alice, { type: 1, content: ' too short, trimmed ' });
    expect(short.json()).toMatchObject({
      code: 'VALIDATION',
      value: { fields: [{ field: 'content', rule: 'feedbackLength' }] },
    });
    expect(short.json().value.fields[0].message).toBe('Please enter between 20 and 200 characters');
    const long = await put(alice, { type: 1, content: 'x'.repeat(201) });
    expect(long.json().value.fields[0]).toMatchObject({ field: 'content', rule: 'feedbackLength' });
    // 200 characters after trimming is the most.
    const badType = await put(alice, { type: 5, content: TEXT });
    expect(badType.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'type' }] } });
    const gif = await put(alice, {
      type: 3,
      content: TEXT,
      images: [img(PNG), { name: 'x.png', data: 'R0lGODlhAQABAAAAACw=' }],
    });
    expect(gif.json()).toMatchObject({ code: 'UPLOAD_TYPE', value: { fields: [{ field: 'images.1' }] } });
    const big = await put(alice, { type: 3, content: TEXT, images: [img(JPEG, LIMITS.uploadMaxBytes + 1)] });
    expect(big.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE', value: { fields: [{ field: 'images.0' }] } });
    const four = await put(alice, { type: 3, content: TEXT, images: [img(PNG), img(PNG), img(PNG), img(PNG)] });
    expect(four.json()).toMatchObject({
      code: 'UPLOAD_TOO_MANY',
      message: "Can't accept upload more than 3 images",
      value: { fields: [{ field: 'images' }] },
    });
    expect(await stored()).toEqual(before);
    expect((await put(alice, { type: 1, content: `  ${'y'.repeat(200)}  ` })).statusCode).toBe(200);
  });

  it('refuses a wrong captcha (and a spent one), storing nothing', async () => {
    const before = await stored();
    const wrong = await put(alice, { type: 2, content: TEXT, captcha: 'ZZZZZ', images: [img(PNG)] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { fields: [{ field: 'captcha' }] } });
    const c = await captcha();
    const body = { type: 2, content: TEXT, captchaId: c.captchaId, captcha: c.answer };
    const headers = { token: alice.token };
    expect((await app.inject({ method: 'PUT', url: FEEDBACK_API.feedback, headers, payload: body })).statusCode).toBe(
      200,
    );
    const again = await app.inject({ method: 'PUT', url: FEEDBACK_API.feedback, headers, payload: body });
    expect(again.json().code).toBe('CAPTCHA_INVALID');
    expect((await stored()).feedback).toBe((before.feedback as number) + 1);
    expect((await stored()).uploads).toBe(before.uploads);
  });

  it('is for logged-in members (a guest has no user name to send as)', async () => {
    const res = await app.inject({ method: 'PUT', url: FEEDBACK_API.feedback, payload: { type: 1, content: TEXT } });
    expect(res.statusCode).toBe(401);
  });
});

describe('operator list and reply', () => {
  it('lists by status and type; the reply is audited and seen by its member only', async () => {
    const sent = (await put(bob, { type: 4, content: 'Customer service did not answer my chat.' })).json().value;
    const list = await app.inject({
      url: `${FEEDBACK_API.operatorList}?status=pending&type=4`,
      headers: { token: ops },
    });
    expect(list.json().value.list.map((f: { id: number }) => f.id)).toEqual([
      sent.id,
      ...list
        .json()
        .value.list.slice(1)
        .map((f: { id: number }) => f.id),
    ]);
    expect(
      list.json().value.list.every((f: { type: number; status: string }) => f.type === 4 && f.status === 'pending'),
    ).toBe(true);
    expect(list.json().value.list[0]).toMatchObject({ sender: 'bob01', memberId: bob.id });
    const url = FEEDBACK_API.operatorReply.replace(':id', String(sent.id));
    const empty = await app.inject({ method: 'POST', url, headers: { token: ops }, payload: { reply: '  ' } });
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'reply' }] } });
    const asMember = await app.inject({ method: 'POST', url, headers: { token: bob.token }, payload: { reply: 'hi' } });
    expect(asMember.statusCode).toBe(401);
    const reply = await app.inject({
      method: 'POST',
      url,
      headers: { token: ops },
      payload: { reply: 'Sorry, we are on it.' },
    });
    expect(reply.json().value).toMatchObject({ status: 'replied', reply: 'Sorry, we are on it.', repliedBy: 'ops01' });
    const [entry] = await db.select().from(auditLog).where(sql`${auditLog.action} = 'feedback.reply'`);
    expect(entry).toMatchObject({ targetType: 'feedback', targetId: String(sent.id) });
    const bobs = await mine(bob);
    expect(bobs.list).toHaveLength(1);
    expect(bobs.list[0]).toMatchObject({ id: sent.id, reply: 'Sorry, we are on it.', status: 'replied' });
    expect(bobs.list[0].repliedAt).toBeTruthy();
    // Alice's list holds only hers, none with Bob's reply.
    const alices = await mine(alice);
    expect(alices.list.some((f: { id: number }) => f.id === sent.id)).toBe(false);
    expect(alices.list.every((f: { reply: string | null }) => f.reply === null)).toBe(true);
    const replied = await app.inject({ url: `${FEEDBACK_API.operatorList}?status=replied`, headers: { token: ops } });
    expect(replied.json().value.list.map((f: { id: number }) => f.id)).toEqual([sent.id]);
    const unknown = await app.inject({
      method: 'POST',
      url: FEEDBACK_API.operatorReply.replace(':id', '999999'),
      headers: { token: ops },
      payload: { reply: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
