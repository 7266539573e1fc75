import type { CatalogueGame } from './catalogue/catalogue';

/**
 * A game's icon as SVG markup: a gradient card in the colours of its theme (theme-1..theme-6,
 * the card themes of spec §9) and its motif mark. Pure and deterministic, well under 3 KB, so the
 * server can answer `iconUrl` straight from the catalogue without storing images. It draws no words:
 * an SVG shown through <img> cannot load the site's web fonts, so a Bengali name (or initials) came
 * out as boxes on a machine without a Bengali font; every place that shows the icon prints the name
 * beside it as real text. The name stays as the title (escaped: names come in 26 languages). No
 * vendor code: the art is shown to players, and a card prints the vendor's name from the lobby answer.
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
  'M60 26a34 34 0 1 0 0.1 0z', // sun / pearl / moon disc
  'M60 18l30 30-30 30-30-30z', // gem
  'M60 22c14 10 26 24 26 38a26 26 0 0 1-52 0c0-14 12-28 26-38z', // drop / lotus petal
] as const;
/** The height of each mark's middle, so the card centres it. */
const MARK_MIDDLE = [50, 60, 48, 54] as const;

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function gameIconSvg(
  game: Pick<CatalogueGame, 'nodeId' | 'theme' | 'motif' | 'displayName'>,
  lang: keyof CatalogueGame['displayName'] = 'en',
): string {
  const [from, to, accent] = THEME_COLOURS[game.theme] ?? ['#0f1d3a', '#1f4b99', '#f5c542'];
  const [lightFrom, lightTo, lightAccent] = LIGHT_THEME_COLOURS[game.theme] ?? ['#e6eefc', '#abc5f2', '#8a5d00'];
  const name = game.displayName[lang] ?? game.displayName.en;
  const mark = MOTIF_MARKS[game.motif % MOTIF_MARKS.length];
  const middle = MARK_MIDDLE[game.motif % MARK_MIDDLE.length];
  const id = `g${game.nodeId}`;
  const title = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160" width="120" height="160" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}" class="f"/><stop offset="1" stop-color="${to}" class="t"/></linearGradient></defs>`,
    `<style>@media (prefers-color-scheme:light){.f{stop-color:${lightFrom}}.t{stop-color:${lightTo}}.a{fill:${lightAccent};stroke:${lightAccent}}circle.a{fill:none}}</style>`,
    `<rect width="120" height="160" rx="14" fill="url(#${id})"/>`,
    // A ring behind the mark, its size and dash set by the game, so neighbouring cards of one theme differ.
    `<circle cx="60" cy="80" r="${44 + (game.nodeId % 5) * 2}" fill="none" stroke="${accent}" stroke-opacity="0.3" stroke-width="3" stroke-dasharray="${2 + (game.nodeId % 7)} 6" class="a"/>`,
    `<path d="${mark}" transform="translate(60 80) scale(1.05) translate(-60 -${middle})" fill="${accent}" fill-opacity="0.3" stroke="${accent}" stroke-width="2.5" stroke-linejoin="round" class="a"/>`,
    '</svg>',
  ].join('');
}
