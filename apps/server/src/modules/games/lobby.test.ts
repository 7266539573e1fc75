import { GAMES_API, type GameCard, type GameListPage } from '@platform/contracts';
import { generateCatalogue } from '@platform/games';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletKit } from '../../../test/wallet-kit';
import { fieldsBn } from '../../platform/i18n/fields.bn';
import { games, vendors } from './games.tables';

type Kit = Awaited<ReturnType<typeof walletKit>>;
let k: Kit;
beforeAll(async () => {
  k = await walletKit();
});

const list = async (query: Record<string, string>, token = '') => {
  const res = await k.app.inject({ url: GAMES_API.list, query, headers: token ? { token } : {} });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; value: GameListPage; code: string; message: string },
  };
};

describe('game list', () => {
  it('serves the 10,000 games by category and vendor, slots typed RNG', async () => {
    const all = await list({ pageSize: '1' });
    expect(all.body.value.total).toBe(10_000);
    const slots = await list({ gameType: 'RNG', pageSize: '100' });
    expect(slots.body.value.total).toBe(5_000);
    expect(slots.body.value.list.every((g) => g.gameType === 'RNG')).toBe(true);
    // Vendors take turns in "all providers", so the first page is not one vendor's library.
    expect(new Set(slots.body.value.list.slice(0, 8).map((g) => g.vassalage)).size).toBe(4);
    const one = await list({ gameType: 'RNG', vassalage: 'TIGER_REELS', pageNo: '2', pageSize: '50' });
    expect(one.body.value.total).toBe(1_250);
    expect(one.body.value.list).toHaveLength(50);
    expect(one.body.value.list.every((g) => g.vassalage === 'TIGER_REELS' && g.vendorName === 'Tiger Reels')).toBe(
      true,
    );
  });

  it('answers a card with the spec fields, its theme from nodeId mod 6 and the icon the studio serves', async () => {
    const g = (await list({ gameType: 'LIVE', pageSize: '1' })).body.value.list[0] as GameCard;
    expect(g.theme).toBe(`theme-${(g.nodeId % 6) + 1}`);
    expect(g.isGame).toBe('VASSALAGE');
    expect(g.iconUrl).toBe(`/studio/icons/${g.gameCode}.svg`);
    expect(g.rtp).toMatch(/^\d{2}\.\d{2}$/);
    expect([0, 1]).toContain(g.isHot);
  });

  it('filters HOT and NEW', async () => {
    const hot = await list({ gameClassify: 'HOT', pageSize: '100' });
    expect(hot.body.value.total).toBeGreaterThan(100);
    expect(hot.body.value.list.every((g) => g.isHot === 1)).toBe(true);
    const fresh = await list({ gameClassify: 'NEW', gameType: 'FISH', pageSize: '100' });
    expect(fresh.body.value.list.every((g) => g.isNew && g.gameType === 'FISH')).toBe(true);
  });

  it('searches names in the member language with English as the fallback', async () => {
    const names = generateCatalogue().map((g) => ({ nodeId: g.nodeId, bn: g.displayName.bn, en: g.displayName.en }));
    const en = await list({ keyword: 'Dragon', language: 'en', pageSize: '100' });
    expect(en.body.value.total).toBeGreaterThan(0);
    expect(en.body.value.list.every((g) => g.displayName.toLowerCase().includes('dragon'))).toBe(true);
    // The Bengali name of a game finds it in Bengali; its English name finds it too (fallback).
    const target = names.find((n) => n.bn !== n.en) as { nodeId: number; bn: string; en: string };
    const bn = await list({ keyword: target.bn, language: 'bn', pageSize: '100' });
    expect(bn.body.value.list.map((g) => g.nodeId)).toContain(target.nodeId);
    expect(bn.body.value.list.find((g) => g.nodeId === target.nodeId)?.displayName).toBe(target.bn);
    const fallback = await list({ keyword: target.en, language: 'bn', pageSize: '100' });
    expect(fallback.body.value.list.map((g) => g.nodeId)).toContain(target.nodeId);
    // Case and Latin accents do not matter.
    const folded = await list({ keyword: 'DRÀGON', language: 'en', pageSize: '1' });
    expect(folded.body.value.total).toBe(en.body.value.total);
    const none = await list({ keyword: 'zzqx-no-such-game' });
    expect(none.body.value).toMatchObject({ total: 0, list: [] });
  });

  it('refuses bad queries naming the field', async () => {
    for (const [query, field] of [
      [{ gameType: 'POKER' }, 'gameType'],
      [{ gameClassify: 'TOP' }, 'gameClassify'],
      [{ pageSize: '0' }, 'pageSize'],
      [{ pageNo: 'x' }, 'pageNo'],
      [{ keyword: 'x'.repeat(41) }, 'keyword'],
      [{ vassalage: 'NOPE' }, 'vassalage'],
      [{ vassalage: "x' or 1=1" }, 'vassalage'],
    ] as const) {
      const r = await list(query as Record<string, string>);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.message).toContain(fieldsBn[field]); // the brand's language, the field as it reads there
    }
  });

  it('needs a session for FAV and RECENT', async () => {
    expect((await list({ gameClassify: 'FAV' })).status).toBe(401);
    expect((await list({ gameClassify: 'RECENT' })).status).toBe(401);
  });

  it('hides a disabled vendor and marks a vendor under maintenance', async () => {
    await k.db
      .update(vendors)
      .set({ maintenance: true })
      .where(and(eq(vendors.brandId, k.brandId), eq(vendors.code, 'REEF_HUNTER')));
    await k.db
      .update(games)
      .set({ maintenance: true })
      .where(and(eq(games.brandId, k.brandId), eq(games.gameCode, 'OF0001')));
    k.tick(5_001);
    // The first call after 5 s starts the refresh and answers from the old copy; the change shows soon after.
    await expect
      .poll(async () => {
        const fish = await list({ gameType: 'FISH', pageSize: '100' });
        return fish.body.value.list.filter((g) => g.vassalage === 'REEF_HUNTER').every((g) => g.maintenance);
      })
      .toBe(true);
    const of1 = await list({ gameType: 'FISH', vassalage: 'OCEAN_FISH', pageSize: '1' });
    expect(of1.body.value.list[0]).toMatchObject({ gameCode: 'OF0001', maintenance: true });
    await k.db
      .update(vendors)
      .set({ maintenance: false })
      .where(and(eq(vendors.brandId, k.brandId), eq(vendors.code, 'REEF_HUNTER')));
  });
});

describe('vendors, hot games, jackpot', () => {
  it('lists vendors with their game counts', async () => {
    const res = await k.app.inject({ url: GAMES_API.vendors, query: { gameType: 'RNG' } });
    const v = res.json().value as { vassalage: string; gameCount: number }[];
    expect(v.map((x) => x.vassalage).sort()).toEqual(['BENGAL_SPINS', 'NEON_SLOTS', 'STARSLOT', 'TIGER_REELS']);
    expect(v.every((x) => x.gameCount === 1250)).toBe(true);
  });

  it('answers hot games in the asked language', async () => {
    const res = await k.app.inject({ url: GAMES_API.hot, query: { language: 'bn' } });
    const hot = res.json().value as GameCard[];
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.isHot === 1 && !g.maintenance)).toBe(true);
    expect(hot.some((g) => g.displayName !== g.gameName)).toBe(true);
  });

  it('starts the jackpot between 10 and 90 billion and grows it', async () => {
    const a = (await k.app.inject({ url: GAMES_API.jackpot })).json().value;
    expect(Number(a.value)).toBeGreaterThanOrEqual(10e9);
    expect(Number(a.value)).toBeLessThanOrEqual(90e9 + 1e6);
    expect(a).toMatchObject({ minStep: '100.00', maxStep: '500.00', intervalsMs: [3000, 4000, 5000] });
  });
});
