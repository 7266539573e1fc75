import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue/catalogue';
import { escapeXml, gameIconSvg } from './icons';

const games = generateCatalogue();

describe('game icons', () => {
  it('draws valid-looking, small, deterministic SVG for every game', () => {
    for (const g of games.slice(0, 500)) {
      const svg = gameIconSvg(g);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('viewBox="0 0 120 160"');
      expect(new TextEncoder().encode(gameIconSvg(g, 'bn')).length).toBeLessThan(3072);
      expect(gameIconSvg(g)).toBe(svg);
      // Players see this art: the vendor's code (NEON_SLOTS) is not theirs to read.
      expect(svg).not.toContain(g.vassalage);
    }
  });

  it('uses the theme colours and differs by theme', () => {
    const [a, b] = games;
    expect(a && b && gameIconSvg(a)).not.toBe(a && b && gameIconSvg({ ...a, theme: b.theme }));
  });

  it('escapes names', () => {
    const g = games[0];
    if (!g) throw new Error('no games');
    const svg = gameIconSvg({ ...g, displayName: { ...g.displayName, en: `Tom & "Jerry" <b>'s` } });
    expect(svg).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s');
    expect(svg).not.toContain('<b>');
    expect(escapeXml('<&>')).toBe('&lt;&amp;&gt;');
  });

  it('draws no words: a name in <img> art cannot load the web fonts (Bengali showed as boxes)', () => {
    for (const g of games.slice(0, 50)) {
      const svg = gameIconSvg(g, 'bn');
      expect(svg).not.toMatch(/<text\b/);
      // The name is only the image's title, for whoever opens the SVG on its own.
      const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1];
      expect(title).toBe(escapeXml(g.displayName.bn ?? g.displayName.en));
      expect(svg.replace(/<title>[^<]*<\/title>/, '').replace(/aria-label="[^"]*"/, '')).not.toContain(title);
    }
  });
});
