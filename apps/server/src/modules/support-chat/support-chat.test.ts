import { API, type ChatEvent, SUPPORT_CHAT_API as P } from '@platform/contracts';
import { count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { uploadsService } from '../uploads/uploads.service';
import { uploadsStore } from '../uploads/uploads.store';
import { uploads } from '../uploads/uploads.tables';
import { GUEST_CHAT_PURGE_JOB, type GuestChatPurged } from './support-chat.retention';
import { type ChatAudience, type ChatAuthor, supportChatService } from './support-chat.service';
import { supportChatStore } from './support-chat.store';
import { chatConversations, chatGuests, chatMessages } from './support-chat.tables';

const pushed: { audience: ChatAudience; event: ChatEvent }[] = [];
const feedback: { brandId: number; who: ChatAuthor; text: string }[] = [];
let feedbackFails = false;
const { app, db, seal, brandId, member, tick, now } = await accountsKit({
  supportChat: {
    push: (audience, event) => pushed.push({ audience, event }),
    toFeedback: async (b, who, text) => {
      if (feedbackFails) throw new Error('feedback down');
      feedback.push({ brandId: b, who, text });
    },
  },
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const image = (b: Buffer, name = 'a.png') => ({ name, data: b.toString('base64') });

const login = async (account: string) => {
  const m = await member(account);
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: account, password: 'Secret123' }),
  });
  return { id: m.id, token: res.json().value.token as string };
};
type Who = { token: string };
const as = (who: Who | null, lang = 'en') => ({
  'accept-language': lang,
  ...(who ? { token: who.token } : {}),
});
const launch = (who: Who | null, body: object = {}, lang = 'en') =>
  app.inject({ method: 'POST', url: P.launch, headers: as(who, lang), payload: body });
const send = (who: Who, body: object, lang = 'en') =>
  app.inject({ method: 'POST', url: P.messages, headers: as(who, lang), payload: body });
const history = (who: Who, query = '') => app.inject({ url: `${P.messages}${query}`, headers: as(who) });
const op = (path: string, id: number) => path.replace(':id', String(id));

let alice: Awaited<ReturnType<typeof login>>;
let bob: Awaited<ReturnType<typeof login>>;
let ops: Who;
const heartbeat = () => app.inject({ method: 'POST', url: P.opPresence, headers: as(ops) });
const messageCount = async () => (await db.select({ n: count() }).from(chatMessages))[0]?.n ?? 0;

beforeAll(async () => {
  alice = await login('alice01');
  bob = await login('bob01');
  ops = { token: await operatorLogin(app) };
});

describe('member and guest conversations', () => {
  it('a member launches by the session and chats with an online operator', async () => {
    expect((await heartbeat()).json().value).toEqual({ online: true, operatorsOnline: 1 });
    const l = await launch(alice);
    expect(l.statusCode).toBe(200);
    expect(l.json().value).toMatchObject({ kind: 'member', name: 'alice01', online: true, guestToken: null });
    // Launching again finds the same open conversation.
    expect((await launch(alice)).json().value.conversationId).toBe(l.json().value.conversationId);

    pushed.length = 0;
    const s = await send(alice, { text: '  Hello, my deposit?  ' });
    expect(s.statusCode).toBe(200);
    const msg = s.json().value;
    expect(msg).toMatchObject({
      offline: false,
      message: { sender: 'member', text: 'Hello, my deposit?', state: 'sent' },
    });
    const cid = msg.message.conversationId;
    // Pushed after commit to the member and to the brand's operators.
    expect(pushed.map((p) => p.audience)).toEqual([{ memberId: alice.id }, { operators: brandId }]);
    expect(pushed[0]?.event).toMatchObject({
      type: 'chat.message',
      conversationId: cid,
      message: { id: msg.message.id },
    });

    const list = (await app.inject({ url: P.opConversations, headers: as(ops) })).json().value;
    const row = list.list.find((c: { id: number }) => c.id === cid);
    expect(row).toMatchObject({ kind: 'member', name: 'alice01', unread: 1, status: 'open', operatorId: null });
    expect(row.lastMessage.text).toBe('Hello, my deposit?');

    pushed.length = 0;
    const reply = await app.inject({
      method: 'POST',
      url: op(P.opMessages, cid),
      headers: as(ops),
      payload: { text: 'Let me check <b>now</b>', image: image(PNG) },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value.message).toMatchObject({ sender: 'operator', text: 'Let me check <b>now</b>' });
    expect(pushed.map((p) => p.audience)).toEqual([{ memberId: alice.id }, { operators: brandId }]);

    // The first reply takes the conversation; reading clears its unread count and moves the member's ticks.
    await app.inject({ method: 'POST', url: op(P.opRead, cid), headers: as(ops), payload: { upToId: 1e9 } });
    const after = (await app.inject({ url: P.opConversations, headers: as(ops) })).json().value;
    expect(after.list.find((c: { id: number }) => c.id === cid)).toMatchObject({ unread: 0, operatorName: 'ops01' });

    const h = (await history(alice)).json().value;
    expect(h.messages.map((m: { sender: string }) => m.sender)).toEqual(['member', 'operator']);
    expect(h.readUpTo).toBe(h.messages[1].id);
    const imageId = h.messages[1].imageId as string;
    const img = await app.inject({ url: P.image.replace(':id', imageId), headers: as(alice) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await app.inject({ url: P.image.replace(':id', imageId), headers: as(bob) })).statusCode).toBe(404);

    // Typing shows on the other side for a few seconds, through the history the polling reads.
    pushed.length = 0;
    await app.inject({ method: 'POST', url: op(P.opTyping, cid), headers: as(ops) });
    expect(pushed).toEqual([
      { audience: { memberId: alice.id }, event: { type: 'chat.typing', conversationId: cid, side: 'operator' } },
    ]);
    expect((await history(alice)).json().value.typing).toBe(true);
    tick(6_000);
    expect((await history(alice)).json().value.typing).toBe(false);

    pushed.length = 0;
    await app.inject({ method: 'POST', url: P.read, headers: as(alice), payload: { upToId: h.messages[1].id } });
    expect(pushed[0]).toMatchObject({
      audience: { operators: brandId },
      event: { type: 'chat.read', side: 'customer' },
    });
    const oh = (await app.inject({ url: op(P.opMessages, cid), headers: as(ops) })).json().value;
    expect(oh.readUpTo).toBe(h.messages[1].id);
  });

  it('a guest gives a name, gets a token and reads only its own conversation', async () => {
    await heartbeat();
    const missing = await launch(null, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields[0].field).toBe('name');
    const long = await launch(null, { name: 'x'.repeat(31) }, 'bn');
    expect(long.statusCode).toBe(400);
    expect(long.json().value.fields[0].field).toBe('name');
    const before = (await db.select({ n: count() }).from(chatGuests))[0]?.n;
    expect(before).toBe(0);

    const l = (await launch(null, { name: 'Rahim' })).json().value;
    expect(l).toMatchObject({ kind: 'guest', name: 'Rahim', online: true });
    expect(l.guestToken).toMatch(/^[\w-]{43}$/);
    const [stored] = await db.select().from(chatGuests);
    expect(stored?.tokenHash).not.toContain(l.guestToken);
    expect(stored?.expiresAt.getTime()).toBe(now().getTime() + 24 * 3600_000);
    const guest = { token: l.guestToken as string };

    pushed.length = 0;
    const s = (await send(guest, { text: 'Hi, I cannot register' })).json().value;
    expect(s.message.sender).toBe('guest');
    expect(pushed.map((p) => p.audience)).toEqual([{ chatGuest: stored?.id }, { operators: brandId }]);
    // The guest token relaunches the same conversation, with no new token.
    const again = (await launch(guest, { name: 'Other' })).json().value;
    expect(again).toMatchObject({ conversationId: l.conversationId, name: 'Rahim', guestToken: null });

    // Isolation: the guest sees only its conversation, the members only theirs.
    const gh = (await history(guest)).json().value;
    expect(gh.messages.map((m: { text: string }) => m.text)).toEqual(['Hi, I cannot register']);
    const bh = (await history(bob)).json().value;
    expect(bh).toMatchObject({ conversationId: null, messages: [] });
    expect((await history(alice)).json().value.conversationId).not.toBe(l.conversationId);
    const aliceImage = (await history(alice)).json().value.messages.find((m: { imageId: string }) => m.imageId);
    expect((await app.inject({ url: P.image.replace(':id', aliceImage.imageId), headers: as(guest) })).statusCode).toBe(
      404,
    );
    // A made-up or expired token is no caller at all.
    expect((await history({ token: 'nope' })).statusCode).toBe(401);
    tick(24 * 3600_000 + 1000);
    expect((await history(guest)).statusCode).toBe(401);
    tick(-(24 * 3600_000 + 1000));
    // A member token never reads the operator side.
    expect((await app.inject({ url: P.opConversations, headers: as(alice) })).statusCode).toBe(401);
    expect((await app.inject({ url: op(P.opMessages, l.conversationId), headers: as(guest) })).statusCode).toBe(401);
  });

  it('refuses bad input naming the field, in the language asked, and stores nothing', async () => {
    await heartbeat();
    const n = await messageCount();
    const u = (await db.select({ n: count() }).from(uploads))[0]?.n;
    const empty = await send(alice, {}, 'bn');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'CHAT_EMPTY', value: { fields: [{ field: 'text' }] } });
    expect(empty.json().message).toMatch(/বার্তা/);
    const long = await send(alice, { text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().value.fields[0].field).toBe('text');
    const blank = await send(alice, { text: '   ' });
    expect(blank.json().value.fields[0].field).toBe('text');
    const gif = await send(alice, { text: 'see this', image: image(GIF, 'fake.png') });
    expect(gif.json()).toMatchObject({ code: 'UPLOAD_TYPE', value: { fields: [{ field: 'image.0' }] } });
    expect(await messageCount()).toBe(n);
    expect((await db.select({ n: count() }).from(uploads))[0]?.n).toBe(u);
  });
});

describe('operators', () => {
  it('take, assign to an unknown operator refused, close; a closed conversation takes no reply', async () => {
    await heartbeat();
    const cid = (await launch(bob)).json().value.conversationId;
    await send(bob, { text: 'Withdrawal pending' });
    const taken = await app.inject({ method: 'POST', url: op(P.opTake, cid), headers: as(ops), payload: {} });
    expect(taken.json().value).toMatchObject({ id: cid, operatorName: 'ops01', unread: 1 });
    const bad = await app.inject({
      method: 'POST',
      url: op(P.opTake, cid),
      headers: as(ops),
      payload: { operatorId: 99999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields[0].field).toBe('operatorId');

    pushed.length = 0;
    const closed = await app.inject({ method: 'POST', url: op(P.opClose, cid), headers: as(ops) });
    expect(closed.json().value.status).toBe('closed');
    expect(pushed.map((p) => p.audience)).toEqual([{ memberId: bob.id }, { operators: brandId }]);
    expect(pushed[0]?.event).toEqual({ type: 'chat.closed', conversationId: cid });
    const late = await app.inject({
      method: 'POST',
      url: op(P.opMessages, cid),
      headers: as(ops),
      payload: { text: 'x' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHAT_CLOSED');
    expect((await history(bob)).json().value.status).toBe('closed');
    // Writing again opens a new conversation; open ones list first.
    const next = (await send(bob, { text: 'One more thing' })).json().value;
    expect(next.message.conversationId).not.toBe(cid);
    const list = (await app.inject({ url: P.opConversations, headers: as(ops) })).json().value;
    const statuses = list.list.map((c: { status: string }) => c.status);
    expect(statuses.indexOf('closed')).toBeGreaterThan(statuses.lastIndexOf('open'));
    expect(list.unreadTotal).toBeGreaterThan(0);
  });
});

describe('offline messages', () => {
  it('with no operator online, a message is kept as offline and handed to feedback', async () => {
    tick(61_000);
    expect((await launch(alice)).json().value.online).toBe(false);
    feedback.length = 0;
    const s = (await send(alice, { text: 'Are you there?' })).json().value;
    expect(s).toMatchObject({ offline: true, message: { state: 'feedback' } });
    expect(feedback).toEqual([
      { brandId, who: { kind: 'member', memberId: alice.id, name: 'alice01' }, text: 'Are you there?' },
    ]);
    const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, s.message.id));
    expect(row?.state).toBe('feedback');

    // Feedback refusing it: kept as offline here.
    feedbackFails = true;
    const kept = (await send(alice, { text: 'Still there?' })).json().value;
    feedbackFails = false;
    expect(kept).toMatchObject({ offline: true, message: { state: 'offline' } });
  });

  it('without toFeedback, offline messages stay in the chat table with state offline', async () => {
    const chat = supportChatService({
      db,
      store: supportChatStore(db),
      uploads: uploadsService({ store: uploadsStore(), db }),
      clock: now,
    });
    const r = await chat.customerSend(brandId, { kind: 'member', memberId: bob.id }, null, { text: 'Nobody home' });
    expect(r).toMatchObject({ offline: true, message: { state: 'offline', text: 'Nobody home' } });
    const offline = await chat.offlineMessages(brandId);
    expect(offline.map((m) => m.text)).toEqual(expect.arrayContaining(['Still there?', 'Nobody home']));
    const [c] = await db.select().from(chatConversations).where(eq(chatConversations.id, r.message.conversationId));
    expect(c?.memberId).toBe(bob.id);
  });
});

describe('guest chat retention', () => {
  it("deletes a guest's chat 30 days after its token expired, and leaves members' and newer guests' chats", async () => {
    const DAY = 86_400_000;
    const purge = async () => {
      const job = app.background.jobs.find((j) => j.name === GUEST_CHAT_PURGE_JOB);
      return (await job?.run()) as GuestChatPurged;
    };
    const guestOf = async (token: string) => {
      const c = (await history({ token })).json().value.conversationId as number;
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, c));
      return { conversationId: c, guestId: row?.guestId as string };
    };
    const kept = async (g: { conversationId: number; guestId: string }) => ({
      guest: (await db.select({ n: count() }).from(chatGuests).where(eq(chatGuests.id, g.guestId)))[0]?.n,
      conversation: (
        await db.select({ n: count() }).from(chatConversations).where(eq(chatConversations.id, g.conversationId))
      )[0]?.n,
      messages: (
        await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, g.conversationId))
      )[0]?.n,
    });
    const memberChats = async () =>
      (await db.select({ n: count() }).from(chatConversations).where(isNotNull(chatConversations.memberId)))[0]?.n;

    const karimToken = (await launch(null, { name: 'Karim' })).json().value.guestToken as string;
    await send({ token: karimToken }, { text: 'Where is my code?' });
    const karim = await guestOf(karimToken);
    const members = await memberChats();

    // 30 days after the token expired (31 after it was given) the chat is still there.
    tick(31 * DAY - 1000);
    const nadiaToken = (await launch(null, { name: 'Nadia' })).json().value.guestToken as string;
    await send({ token: nadiaToken }, { text: 'Hello' });
    const nadia = await guestOf(nadiaToken);
    await purge();
    expect(await kept(karim)).toEqual({ guest: 1, conversation: 1, messages: 1 });

    // Past it, the guest goes with its conversation and messages; the newer guest and members stay.
    tick(2000);
    const done = await purge();
    expect(done.guests).toBeGreaterThanOrEqual(1);
    expect(await kept(karim)).toEqual({ guest: 0, conversation: 0, messages: 0 });
    expect(await kept(nadia)).toEqual({ guest: 1, conversation: 1, messages: 1 });
    expect(await memberChats()).toBe(members);
    expect((await purge()).guests).toBe(0);
    tick(-(31 * DAY + 1000));
  });
});
