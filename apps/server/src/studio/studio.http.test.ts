import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/harness';

const { app, db } = await testApp();
const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const demoSession = async (game = 'SS0002', vendor = 'STARSLOT') =>
  (await post('/studio/api/session', { vendor, game, demo: true })).body.value as {
    sessionId: string;
    balance: string;
    mode: string;
  };

describe('demo studio: the game window and its icons', () => {
  it('serves a playable window with the game name in the chosen language and its exact RTP', async () => {
    const res = await app.inject({ url: '/studio/play?vendor=STARSLOT&game=SS0001&lang=bn&demo=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('বাঘ রাজ্য');
    expect(res.body).toContain('ব্যালেন্স');
    // SS0001 plays reel set high-9450: 94.47% exactly computed (rtp()), not the rounded target.
    expect(res.body).toMatch(/data-testid="rtp">9\d\.\d\d%/);
    // The Bengali window speaks Bengali: symbol names translated, no vendor or game codes in its
    // header, and the fairness data in one closed panel rather than on the stage.
    expect(res.body).toContain('মুকুট');
    expect(res.body).not.toContain('STARSLOT · SS0001');
    expect(res.body).not.toMatch(/<td>[^<]*<svg[\s\S]*?<\/svg> (CROWN|JACK|WILD)</);
    expect(res.body).toContain('<details data-testid="fair">');
    expect(res.body).not.toContain('<details open data-testid="previous">');
    const crash = await app.inject({ url: '/studio/play?vendor=HOUSE&game=HO0001&lang=en&demo=1' });
    expect(crash.body).toContain('Cash out at');
    const card = await app.inject({ url: '/studio/play?vendor=AURA_LIVE&game=AL0001&lang=fr&demo=1' });
    expect(card.body).toContain('Played in the demo studio as Red or Black');
  });

  it('loads its Bengali font from the studio itself, readable from the sandboxed (opaque-origin) frame', async () => {
    const res = await app.inject({ url: '/studio/play?vendor=STARSLOT&game=SS0001&lang=bn&demo=1' });
    const url = /@font-face\{font-family:"Noto Sans Bengali";[^}]*font-weight:400;src:url\(([^)]+)\)/.exec(
      res.body,
    )?.[1];
    expect(url).toMatch(/^\/studio\/fonts\/[\w-]+\.woff2$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const font = await app.inject({ url: url as string, headers: { origin: 'null' } });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['access-control-allow-origin']).toBe('*');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The wild on the reels says its word in the window's language.
    expect(res.body).toContain('ওয়াইল্ড</text>');
    expect(res.body).not.toContain('>WILD<');
  });

  it('draws each game icon as cacheable SVG, large on request, and 404s an unknown code', async () => {
    const res = await app.inject({ url: '/studio/icons/SS0001.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('Tiger Kingdom');
    const large = await app.inject({ url: '/studio/icons/SS0001.svg?size=large' });
    expect(large.body).toContain('width="240" height="320"');
    expect((await app.inject({ url: '/studio/icons/ZZ9999.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/studio/icons/SS0001.png' })).statusCode).toBe(404);
  });
});

describe('demo studio: demo play money', () => {
  it('starts at 2,000.00 and plays against the studio balance only: no platform money moves', async () => {
    const count = async () => (await db.execute(sql`select count(*)::int as n from provider_transactions`)).rows[0];
    const before = await count();
    const s = await demoSession();
    expect(s).toMatchObject({ mode: 'demo', balance: '2000.00' });
    let balance = 200_000n;
    for (let i = 0; i < 5; i++) {
      const res = await post('/studio/api/play', { sessionId: s.sessionId, bet: '100.00' });
      expect(res.status).toBe(200);
      const { round, balance: after } = res.body.value;
      balance += BigInt(round.win.replace('.', '')) - 10_000n;
      expect(after.replace('.', '')).toBe(String(balance));
      expect(round.status).toBe('demo');
    }
    expect(await count()).toEqual(before);
    const history = await app.inject({ url: `/studio/api/history?sessionId=${s.sessionId}` });
    expect(history.json().value.rounds).toHaveLength(5);
  });

  it('refuses a bet above the play-money balance', async () => {
    const s = await demoSession('RC0002', 'ROYAL_CARDS');
    await db.execute(sql`update studio_sessions set demo_balance_minor = 50 where id = ${s.sessionId}`);
    const res = await post('/studio/api/play', { sessionId: s.sessionId, bet: '1.00', call: 'black' });
    expect(res).toMatchObject({ status: 400, body: { code: 'STUDIO_INSUFFICIENT_FUNDS', value: { balance: '0.50' } } });
  });

  it('reveals the server seed on rotation, and it hashes to what was shown before play', async () => {
    const s = (await post('/studio/api/session', { vendor: 'HOUSE', game: 'HO0003', demo: true })).body.value;
    await post('/studio/api/play', { sessionId: s.sessionId, bet: '0.20', target: '3.00' });
    const rotated = (await post('/studio/api/rotate', { sessionId: s.sessionId })).body.value;
    expect(rotated.revealed.serverSeedHash).toBe(s.seeds.serverSeedHash);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(s.seeds.serverSeedHash);
    expect(rotated.seeds.nonce).toBe(0);
    const rounds = (await app.inject({ url: `/studio/api/history?sessionId=${s.sessionId}` })).json().value.rounds;
    expect(rounds[0].revealedSeed).toBe(rotated.revealed.serverSeed);
  });
});

describe('demo studio: bad input and CORS', () => {
  it('answers 400 naming the field, 404 for unknown games and vendors, and never a 500', async () => {
    const s = await demoSession();
    const cases: [unknown, number, string][] = [
      [{ sessionId: s.sessionId, bet: '0.30' }, 400, 'bet'],
      [{ sessionId: s.sessionId, bet: 'abc' }, 400, 'bet'],
      [{ sessionId: s.sessionId, bet: '-1' }, 400, 'bet'],
      [{ bet: '1.00' }, 400, 'sessionId'],
      [{ sessionId: 'nope', bet: '1.00' }, 400, 'sessionId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await post('/studio/api/play', body);
      expect(res.status).toBe(status);
      expect(res.body.value.fields[0].field).toBe(field);
    }
    const crash = await demoSession('HO0002', 'HOUSE');
    expect(
      (await post('/studio/api/play', { sessionId: crash.sessionId, bet: '1.00' })).body.value.fields[0].field,
    ).toBe('target');
    expect(
      (await post('/studio/api/play', { sessionId: crash.sessionId, bet: '1.00', target: '1.00' })).body.value.fields[0]
        .field,
    ).toBe('target');
    const gone = await post('/studio/api/play', { sessionId: 'f'.repeat(32), bet: '1.00' });
    expect(gone).toMatchObject({ status: 404, body: { code: 'STUDIO_SESSION_EXPIRED' } });
    expect((await post('/studio/api/session', { vendor: 'STARSLOT', game: 'SS0001' })).body.value.fields[0].field).toBe(
      'token',
    );
    expect(await post('/studio/api/session', { vendor: 'STARSLOT', game: 'HO0001', demo: true })).toMatchObject({
      status: 404,
      body: { code: 'STUDIO_UNKNOWN_GAME' },
    });
    expect(await post('/studio/api/session', { vendor: 'NOPE', game: 'SS0001', demo: true })).toMatchObject({
      status: 404,
      body: { code: 'STUDIO_UNKNOWN_VENDOR' },
    });
    const bn = await post('/studio/api/play', { sessionId: s.sessionId, bet: '0.30', lang: 'bn' });
    expect(bn.body.message).toBe('ভুল তথ্য: bet');
    const raw = await app.inject({
      method: 'POST',
      url: '/studio/api/play',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect((await app.inject({ url: '/studio/play?vendor=STARSLOT&game=SS0001' })).json().value.fields[0].field).toBe(
      'token',
    );
    expect((await app.inject({ url: '/studio/play?vendor=STARSLOT&game=SS99999&demo=1' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/studio/play?vendor=STARSLOT&game=S%3Cx&demo=1' })).statusCode).toBe(400);
    const page404 = await app.inject({
      url: '/studio/play?vendor=STARSLOT&game=NS0001&demo=1',
      headers: { accept: 'text/html' },
    });
    expect(page404.statusCode).toBe(404);
    expect(page404.headers['content-type']).toContain('text/html');
    expect((await app.inject({ url: '/studio/api/history?sessionId=zz' })).statusCode).toBe(400);
  });

  it('lets the sandboxed (opaque-origin) window call the API', async () => {
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/studio/api/play',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toContain('content-type');
    const bad = await post('/studio/api/play', {}, { origin: 'null' });
    expect(bad.headers['access-control-allow-origin']).toBe('*');
  });
});
