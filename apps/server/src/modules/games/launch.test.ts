import { createHash } from 'node:crypto';
import { GAMES_API, type GameListPage, type LaunchResult } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletKit } from '../../../test/wallet-kit';
import { launchTokens } from '../providers/providers.tables';
import { games, vendors } from './games.tables';

type Kit = Awaited<ReturnType<typeof walletKit>>;
let k: Kit;
let player: { id: number; token: string };
beforeAll(async () => {
  k = await walletKit();
  player = await k.newMember();
});

const launch = async (body: Record<string, unknown>, token = '') => {
  const res = await k.app.inject({
    method: 'POST',
    url: GAMES_API.launch,
    payload: body,
    headers: { ...k.en, ...(token ? { token } : {}) },
  });
  return {
    status: res.statusCode,
    body: res.json() as { value: LaunchResult & { fields?: { field: string }[] }; code: string; message: string },
  };
};

describe('launchGame', () => {
  it('opens a slot in the studio window with a launch token the provider API accepts, and lists it as recent', async () => {
    const r = await launch({ nodeId: 100_001, language: 'bn' }, player.token);
    expect(r.status).toBe(200);
    const v = r.body.value;
    if (v.kind !== 'window') throw new Error(`expected a window, got ${v.kind}`);
    const url = new URL(v.url, 'http://x');
    expect(url.pathname).toBe('/studio/play');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ vendor: 'STARSLOT', game: 'SS0001', lang: 'bn' });
    expect(v).toMatchObject({ nodeId: 100_001, vassalage: 'STARSLOT', trial: false });
    // Only the token's hash is stored, for this member, vendor and game.
    const token = url.searchParams.get('token') as string;
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await k.db.select().from(launchTokens).where(eq(launchTokens.tokenHash, hash));
    expect(row).toMatchObject({ memberId: player.id, vendor: 'STARSLOT', gameCode: 'SS0001' });

    const recent = await k.get(GAMES_API.recent, player.token);
    expect((recent.json().value as GameListPage).list.map((g) => g.nodeId)).toEqual([100_001]);
  });

  it('plays a free trial without a session and without a token', async () => {
    const r = await launch({ nodeId: 100_002, trial: true });
    expect(r.status).toBe(200);
    const v = r.body.value;
    expect(v).toMatchObject({ kind: 'window', trial: true });
    if (v.kind === 'window') {
      expect(v.url).toContain('demo=1');
      expect(v.url).not.toContain('token=');
    }
  });

  it('sends a guest to log in and refuses a trial account', async () => {
    expect((await launch({ nodeId: 100_001 })).status).toBe(401);
    const trial = await k.newMember(true);
    const r = await launch({ nodeId: 100_001 }, trial.token);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('TRIAL_FORBIDDEN');
  });

  it('routes by vendor code as spec §2 says', async () => {
    expect((await launch({ vassalage: 'TCG_LOTTO_VN', gameCode: 'VN1' }, player.token)).body.value).toEqual({
      kind: 'route',
      path: '/vnLottery?gameCode=VN1',
    });
    expect((await launch({ vassalage: 'TCG_SEA', gameCode: 'S1' }, player.token)).body.value).toEqual({
      kind: 'route',
      path: '/seaLottery?gameCode=S1',
    });
    expect((await launch({ vassalage: 'LOTT', gameCode: 'L5' }, player.token)).body.value).toEqual({
      kind: 'route',
      path: '/lottery?gameCode=L5',
    });
    expect((await launch({ vassalage: 'ELOTT' })).body.value).toEqual({ kind: 'route', path: '/lottery' });
    expect((await launch({ vassalage: 'AURA_LIVE' })).body.value).toEqual({ kind: 'popup', vassalage: 'AURA_LIVE' });
    // A sports vendor whose games this catalogue does not hold says so by name.
    const sports = await launch({ vassalage: 'GOAL_SPORTS' }, player.token);
    expect(sports).toMatchObject({
      status: 404,
      body: { code: 'GAME_NOT_FOUND', message: 'Goal Sports is not open for play yet' },
    });
    expect((await launch({ vassalage: 'NEON_SLOTS' })).body.value).toEqual({
      kind: 'route',
      path: '/rng?vassalage=NEON_SLOTS',
    });
  });

  it("says 'Invalid URL, please contact customer service' (spec §8) for a vendor with no game window, in EN and BN", async () => {
    const where = and(eq(vendors.brandId, k.brandId), eq(vendors.code, 'STARSLOT'));
    const [before] = await k.db.select({ url: vendors.launchUrl }).from(vendors).where(where);
    await k.db.update(vendors).set({ launchUrl: null }).where(where);
    try {
      k.tick(5_001);
      await expect
        .poll(async () => (await launch({ nodeId: 100_001 }, player.token)).body.message)
        .toBe('Invalid URL, please contact customer service');
      const r = await launch({ nodeId: 100_001 }, player.token);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('GAME_NOT_FOUND');
      const bn = await k.app.inject({
        method: 'POST',
        url: GAMES_API.launch,
        payload: { nodeId: 100_001, trial: true },
        headers: { 'accept-language': 'bn' },
      });
      expect(bn.json().message).toBe('অবৈধ URL, অনুগ্রহ করে গ্রাহক সেবার সাথে যোগাযোগ করুন');
    } finally {
      await k.db
        .update(vendors)
        .set({ launchUrl: before?.url ?? null })
        .where(where);
      k.tick(5_001);
    }
  });

  it('answers a game under maintenance with open games of its category', async () => {
    await k.db
      .update(games)
      .set({ maintenance: true })
      .where(and(eq(games.brandId, k.brandId), eq(games.gameCode, 'RC0001')));
    k.tick(5_001);
    const [g] = await k.db.select({ nodeId: games.nodeId }).from(games).where(eq(games.gameCode, 'RC0001'));
    // The lobby's copy refreshes within moments of the first call after 5 s.
    await expect
      .poll(async () => (await launch({ nodeId: g?.nodeId }, player.token)).body.value.kind)
      .toBe('maintenance');
    const v = (await launch({ nodeId: g?.nodeId }, player.token)).body.value;
    if (v.kind !== 'maintenance') throw new Error(`expected maintenance, got ${v.kind}`);
    expect(v.suggestions).toHaveLength(6);
    expect(v.suggestions.every((s) => s.gameType === 'PVP' && !s.maintenance)).toBe(true);
  });

  it('refuses bad launches naming the field', async () => {
    for (const [body, status, field] of [
      [{}, 400, 'nodeId'],
      [{ nodeId: 99 }, 400, 'nodeId'],
      [{ nodeId: 'abc' }, 400, 'nodeId'],
      [{ vassalage: 'NOPE' }, 400, 'vassalage'],
      [{ vassalage: 'STARSLOT', gameCode: 'ZZ9999' }, 400, 'gameCode'],
      [{ nodeId: 100_001, trial: 'yes' }, 400, 'trial'],
    ] as const) {
      const r = await launch(body as Record<string, unknown>, player.token);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.value.fields?.[0]?.field).toBe(field);
    }
  });
});

describe('favourites', () => {
  const fav = (method: 'POST' | 'DELETE', payload: unknown, token = player.token) =>
    k.app.inject({
      method,
      url: GAMES_API.favourites,
      payload: payload as Record<string, unknown>,
      headers: { ...k.en, token },
    });

  it('adds, lists and removes favourites; adding twice keeps one', async () => {
    const game = { nodeId: 100_003, vendor: 'STARSLOT', gameType: 'RNG' };
    expect((await fav('POST', game)).json().value).toEqual([100_003]);
    expect((await fav('POST', game)).json().value).toEqual([100_003]);
    expect((await fav('POST', { nodeId: 105_001, vendor: 'OCEAN_FISH', gameType: 'FISH' })).json().value).toEqual([
      105_001, 100_003,
    ]);
    const page = (await k.get(GAMES_API.favourites, player.token)).json().value as GameListPage;
    expect(page.pageSize).toBe(999);
    expect(page.list.map((g) => g.nodeId)).toEqual([105_001, 100_003]);
    const listed = await k.app.inject({
      url: GAMES_API.list,
      query: { gameClassify: 'FAV', gameType: 'RNG' },
      headers: { token: player.token },
    });
    expect((listed.json().value as GameListPage).list.map((g) => g.nodeId)).toEqual([100_003]);
    expect((await fav('DELETE', game)).json().value).toEqual([105_001]);
    expect((await k.get(GAMES_API.favouriteIds, player.token)).json().value).toEqual([105_001]);
  });

  it("keeps members' favourites apart and refuses a payload that does not match the game", async () => {
    const other = await k.newMember();
    expect((await k.get(GAMES_API.favouriteIds, other.token)).json().value).toEqual([]);
    for (const [payload, field] of [
      [{ nodeId: 100_003, vendor: 'NEON_SLOTS', gameType: 'RNG' }, 'vendor'],
      [{ nodeId: 100_003, vendor: 'STARSLOT', gameType: 'FISH' }, 'gameType'],
      [{ nodeId: 1, vendor: 'STARSLOT', gameType: 'RNG' }, 'nodeId'],
      [{ vendor: 'STARSLOT', gameType: 'RNG' }, 'nodeId'],
    ] as const) {
      const r = await fav('POST', payload, other.token);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().value.fields[0].field).toBe(field);
    }
    expect((await k.get(GAMES_API.favouriteIds, other.token)).json().value).toEqual([]);
    const guest = await k.app.inject({
      method: 'POST',
      url: GAMES_API.favourites,
      payload: { nodeId: 100_003, vendor: 'STARSLOT', gameType: 'RNG' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
