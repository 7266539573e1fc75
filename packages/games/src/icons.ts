import type { CatalogueGame } from './catalogue/catalogue';

/**
 * A game's icon as SVG markup: a gradient card in the colours of its theme (theme-1..theme-6,
 * the card themes of spec §9), a motif mark, the name's initials and the name. Pure and
 * deterministic, well under 3 KB, so the server can answer `iconUrl` straight from the catalogue
 * without storing images. Every piece of text is escaped: names come in 26 languages. No vendor code:
 * the art is shown to players, and a card prints the vendor's name beside it from the lobby answer.
 */

/** Gradient stops and accent per card theme, in the site's navy / gold / emerald direction. */
export const THEME_COLOURS: Record<string, readonly [from: string, to: string, accent: string]> = {
  'theme-1': ['#0f1d3a', '#1f4b99', '#f5c542'],
  'theme-2': ['#082a25', '#0f7a5c', '#f5d76e'],
  'theme-3': ['#2a0c1f', '#8c1d4f', '#ffd27a'],
  'theme-4': ['#1c1033', '#5b2a9e', '#7ee0c3'],
  'theme-5': ['#2b1a05', '#a0620c', '#fff1c1'],
  'theme-6': ['#0b2330', '#1c7f9c', '#ffe08a'],
};

/**
 * The same themes for a page in the light theme: the site sets `color-scheme`, which an SVG shown as
 * an image reads as prefers-color-scheme, so one cached file serves both themes.
 */
export const LIGHT_THEME_COLOURS: Record<string, readonly [from: string, to: string, accent: string]> = {
  'theme-1': ['#e6eefc', '#abc5f2', '#8a5d00'],
  'theme-2': ['#e1f6ef', '#a3dec9', '#0b6b4d'],
  'theme-3': ['#fbe6ef', '#eeb0c9', '#8c1d4f'],
  'theme-4': ['#eee6fc', '#c9b2f1', '#5b2a9e'],
  'theme-5': ['#fdf1db', '#f1cd8c', '#7a4a06'],
  'theme-6': ['#e1f3f8', '#a3d8e8', '#155e75'],
};

/** Simple geometric marks, one per motif family (index into THEMES modulo the list). */
const MOTIF_MARKS = [
  'M60 22l9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3z', // star
  'M60 20a40 40 0 1 0 0.1 0z', // sun / pearl / moon disc
  'M60 18l30 30-30 30-30-30z', // gem
  'M60 22c14 10 26 24 26 38a26 26 0 0 1-52 0c0-14 12-28 26-38z', // drop / lotus petal
] as const;

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Up to two initials from the first letters of the name's words (whole grapheme-ish code points). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function gameIconSvg(
  game: Pick<CatalogueGame, 'nodeId' | 'theme' | 'motif' | 'displayName'>,
  lang: keyof CatalogueGame['displayName'] = 'en',
): string {
  const [from, to, accent] = THEME_COLOURS[game.theme] ?? ['#0f1d3a', '#1f4b99', '#f5c542'];
  const [lightFrom, lightTo, lightAccent] = LIGHT_THEME_COLOURS[game.theme] ?? ['#e6eefc', '#abc5f2', '#8a5d00'];
  const name = game.displayName[lang] ?? game.displayName.en;
  const mark = MOTIF_MARKS[game.motif % MOTIF_MARKS.length];
  const id = `g${game.nodeId}`;
  const title = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160" width="120" height="160" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}" class="f"/><stop offset="1" stop-color="${to}" class="t"/></linearGradient></defs>`,
    `<style>@media (prefers-color-scheme:light){.f{stop-color:${lightFrom}}.t{stop-color:${lightTo}}.a{fill:${lightAccent};stroke:${lightAccent}}.b{fill:#fff;fill-opacity:.7}.n{fill:#111a33}}</style>`,
    `<rect width="120" height="160" rx="14" fill="url(#${id})"/>`,
    `<path d="${mark}" fill="${accent}" fill-opacity="0.22" stroke="${accent}" stroke-width="2" class="a"/>`,
    `<text x="60" y="66" text-anchor="middle" font-family="system-ui,sans-serif" font-size="30" font-weight="700" fill="${accent}" class="a" stroke-width="0">${escapeXml(initials(name))}</text>`,
    `<rect x="10" y="116" width="100" height="28" rx="8" fill="#000" fill-opacity="0.35" class="b"/>`,
    `<text x="60" y="134" text-anchor="middle" font-family="system-ui,sans-serif" font-size="10" fill="#fff" class="n">${escapeXml(truncate(name, 20))}</text>`,
    '</svg>',
  ].join('');
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
