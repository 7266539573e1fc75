import { LANGUAGE_CODES } from '@platform/contracts/languages';
import { describe, expect, it } from 'vitest';
import { reelSet, reelSetRtpBp } from '../slots/reelsets';
import { generateCatalogue, themeOf } from './catalogue';
import { WORDS } from './words';

const started = performance.now();
const games = generateCatalogue();
const elapsed = performance.now() - started;

describe('demo studio catalogue', () => {
  it('generates exactly 10,000 games with unique ids, node ids and codes, in under a second', () => {
    expect(games).toHaveLength(10_000);
    expect(new Set(games.map((g) => g.gameId)).size).toBe(10_000);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(10_000);
    expect(new Set(games.map((g) => g.gameCode)).size).toBe(10_000);
    expect(elapsed).toBeLessThan(1000);
  });

  it('names every game in every interface language, distinct within a vendor', () => {
    const missing = games.flatMap((g) => LANGUAGE_CODES.filter((lang) => !g.displayName[lang]?.trim()));
    expect(missing).toEqual([]);
    expect(Object.keys(games[0]?.displayName ?? {}).sort()).toEqual([...LANGUAGE_CODES].sort());
    const byVendor = new Map<string, Set<string>>();
    for (const g of games) byVendor.set(g.vassalage, (byVendor.get(g.vassalage) ?? new Set()).add(g.displayName.en));
    for (const g of games.slice(0, 5)) expect(byVendor.get(g.vassalage)?.size).toBe(1250);
  });

  it('uses real words in the scripts of translated languages', () => {
    const g = games[0];
    expect(g?.displayName.bn).toMatch(/[\u0980-\u09ff]/);
    expect(g?.displayName.th).toMatch(/[\u0e00-\u0e7f]/);
    expect(g?.displayName.ru).toMatch(/[\u0400-\u04ff]/);
    expect(g?.displayName.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(games.some((x) => x.displayName.en.startsWith('Tiger ') && x.displayName.bn.startsWith('বাঘ'))).toBe(true);
    // Every language with its own word list differs from English; the rest fall back to it.
    for (const lang of LANGUAGE_CODES) {
      if (lang === 'en') continue;
      expect(g?.displayName[lang] !== g?.displayName.en).toBe(lang in WORDS);
    }
    expect(Object.keys(WORDS)).toHaveLength(23);
    // Chinese puts the edition first.
    const deluxe = games.find((x) => x.displayName.en.endsWith(' Deluxe'));
    expect(deluxe?.displayName.zh.startsWith('豪华')).toBe(true);
  });

  it('splits the categories 5,000 / 1,000 / 1,600 / 1,600 / 800', () => {
    const count = (c: string) => games.filter((g) => g.category === c).length;
    expect([count('RNG'), count('FISH'), count('PVP'), count('LIVE'), count('BGS')]).toEqual([
      5000, 1000, 1600, 1600, 800,
    ]);
    expect(games.filter((g) => g.category === 'RNG').every((g) => g.gameType === 'RNG' && g.reelSetId)).toBe(true);
    expect(games.filter((g) => g.category !== 'RNG').every((g) => g.reelSetId === null)).toBe(true);
    expect(games.filter((g) => g.isGame === 'VASSALAGE').every((g) => g.category === 'LIVE')).toBe(true);
  });

  it('is deterministic', () => {
    expect(generateCatalogue()).toEqual(games);
  });

  it('follows the theme rule and carries the engine RTP for slots', () => {
    for (const g of games) {
      expect(g.theme).toBe(`theme-${(g.nodeId % 6) + 1}`);
      if (g.reelSetId) {
        expect(g.rtpBp).toBe(reelSetRtpBp(g.reelSetId));
        expect(g.volatility).toBe(reelSet(g.reelSetId).volatility);
      }
      expect(g.rtpBp).toBeGreaterThan(9000);
      expect(g.rtpBp).toBeLessThan(10_000);
    }
    expect(themeOf(6)).toBe('theme-1');
    expect(themeOf(11)).toBe('theme-6');
  });

  it('flags a few games hot and the newest of each vendor new', () => {
    const hot = games.filter((g) => g.isHot).length;
    expect(hot).toBeGreaterThan(200);
    expect(hot).toBeLessThan(700);
    // ceil(5%) per vendor: 4 x 63 + 2 x 25 + 5 x 40.
    expect(games.filter((g) => g.isNew).length).toBe(502);
  });
});
