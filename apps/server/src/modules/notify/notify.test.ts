import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@platform/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../../test/harness';
import { seedDemo } from '../../seed/demo';
import { brands } from '../system/system.tables';
import { httpSmsProvider, outboxProvider, providersFrom } from './notify.providers';
import { notifyService } from './notify.service';
import { notifyStore } from './notify.store';
import { outboxMessages } from './notify.tables';

type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };
const seen: Seen[] = [];
let answer = 200;
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const db = await testDatabase();
await seedDemo(db);
const [brand] = await db.select().from(brands).where(eq(brands.merchantCode, 'RT'));
const brandId = brand?.id as number;
const latest = async () => (await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0];

describe('HTTP SMS gateway', () => {
  it('posts {to, text} as JSON with the bearer token, and records the message as sent', async () => {
    answer = 200;
    const notify = notifyService({
      store: notifyStore(db),
      sms: httpSmsProvider(url, 'gw-token'),
      email: outboxProvider,
    });
    const ok = await notify.sms({ brandId, purpose: 'noLogin', to: '+8801712345678', body: 'code 123456' });
    expect(ok).toBe(true);
    const req = seen.at(-1) as Seen;
    expect(req).toMatchObject({ method: 'POST', url: '/sms' });
    expect(req.headers.authorization).toBe('Bearer gw-token');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({ to: '+8801712345678', text: 'code 123456' });
    expect(await latest()).toMatchObject({
      channel: 'sms',
      recipient: '+8801712345678',
      provider: 'http-sms',
      status: 'sent',
      error: null,
    });
  });

  it('sends no authorization header without a token', async () => {
    answer = 200;
    const notify = notifyService({
      store: notifyStore(db),
      sms: httpSmsProvider(url, undefined),
      email: outboxProvider,
    });
    await notify.sms({ brandId, purpose: 'noLogin', to: '+8801712345678', body: 'hello' });
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('records a 500 answer as failed, with the reason, and tells the caller', async () => {
    answer = 500;
    const notify = notifyService({
      store: notifyStore(db),
      sms: httpSmsProvider(url, 'gw-token'),
      email: outboxProvider,
    });
    const ok = await notify.sms({ brandId, purpose: 'noLogin', to: '+8801712345679', body: 'code 654321' });
    expect(ok).toBe(false);
    expect(await latest()).toMatchObject({
      recipient: '+8801712345679',
      status: 'failed',
      error: 'SMS gateway answered 500',
    });
  });

  it('records an unreachable gateway as failed', async () => {
    const notify = notifyService({
      store: notifyStore(db),
      sms: httpSmsProvider('http://127.0.0.1:1/sms', 'gw-token'),
      email: outboxProvider,
    });
    expect(await notify.sms({ brandId, purpose: 'noLogin', to: '+8801712345670', body: 'x' })).toBe(false);
    expect((await latest())?.status).toBe('failed');
  });
});

describe('outbox provider', () => {
  it('stores SMS and email without sending', async () => {
    const notify = notifyService({ store: notifyStore(db), sms: outboxProvider, email: outboxProvider });
    expect(await notify.sms({ brandId, purpose: 'register', to: '+8801712345671', body: 'code 111222' })).toBe(true);
    expect(await latest()).toMatchObject({ channel: 'sms', provider: 'outbox', status: 'stored', body: 'code 111222' });
    const before = seen.length;
    expect(
      await notify.email({ brandId, purpose: 'passwordReset', to: 'a@example.com', subject: 'Reset', body: 'link' }),
    ).toBe(true);
    expect(await latest()).toMatchObject({ channel: 'email', subject: 'Reset', status: 'stored' });
    expect(seen.length).toBe(before);
  });

  it('is what providersFrom picks unless a gateway is configured', () => {
    const base = { SMS_PROVIDER: 'outbox', MAIL_PROVIDER: 'outbox', MAIL_FROM: 'x@example.com' } as const;
    expect(providersFrom(base).sms.name).toBe('outbox');
    expect(providersFrom({ ...base, SMS_PROVIDER: 'http' }).sms.name).toBe('outbox');
    expect(providersFrom({ ...base, SMS_PROVIDER: 'http', SMS_GATEWAY_URL: url }).sms.name).toBe('http-sms');
  });
});

const { app, db: appDb } = await testApp({
  providers: { sms: httpSmsProvider('http://127.0.0.1:1/sms', 't'), email: outboxProvider },
});

describe('a failing gateway, seen by a member', () => {
  it('answers an error instead of a code that never arrives, and the outbox shows why', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      payload: { mobileNum: '01700000002' },
      headers: { 'accept-language': 'en' },
    });
    // The gateway failed, not us: 502 with its own code, so clients and monitoring can tell.
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'SMS_SEND_FAILED',
      message: 'The SMS could not be sent, please try again later',
    });
    // The failed send does not count as a sent code: the member may try again at once.
    const retry = await app.inject({ method: 'POST', url: API.smsNoLogin, payload: { mobileNum: '01700000002' } });
    expect(retry.json().code).not.toBe('TOO_MANY_REQUESTS');
    expect((await appDb.execute(sql`select * from sms_codes`)).rows).toHaveLength(0);
    const [m] = await appDb.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+8801700000002'));
    expect(m).toMatchObject({ status: 'failed', provider: 'http-sms' });
  });
});
