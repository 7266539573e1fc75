import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { vendors } from './games.tables';

const { app, db } = await testApp();
const menus = async (lang = 'en') =>
  (await app.inject({ url: '/lgw/games/game_menus', headers: { 'accept-language': lang } })).json().value as {
    category: string;
    name: string;
    path: string;
    vendors: { vassalage: string }[];
  }[];

describe('GET /lgw/games/game_menus', () => {
  it('lists categories in navigation order, each with its vendors and route', async () => {
    const list = await menus();
    expect(list.map((m) => m.category)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
      'BGS',
    ]);
    const slots = list.find((m) => m.category === 'RNG');
    expect(slots).toMatchObject({ name: 'Slots', path: '/rng' });
    expect(slots?.vendors.map((v) => v.vassalage)).toContain('TIGER_REELS');
  });

  it('names categories in the member language', async () => {
    expect((await menus('bn')).find((m) => m.category === 'RNG')?.name).toBe('স্লট');
  });

  it('hides a category once it has no enabled vendor', async () => {
    await db
      .update(vendors)
      .set({ enabled: false })
      .where(and(eq(vendors.brandId, 1), eq(vendors.code, 'SABONG_PIT')));
    expect((await menus()).map((m) => m.category)).not.toContain('COCKFIGHT');
  });
});
