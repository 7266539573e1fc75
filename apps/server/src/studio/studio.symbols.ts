/**
 * The reel symbols drawn as small SVGs (no image files, no emoji fonts needed). Names are the slot
 * engine's SLOT_SYMBOLS; the wild takes the game's accent colour so every theme looks its own. They
 * are inline in the window, so the wild's word is in the window's language and in its web fonts.
 */
const svg = (inner: string) =>
  `<svg viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${inner}</svg>`;
const letter = (ch: string, fill: string, stroke: string) =>
  svg(
    `<text x="50" y="74" text-anchor="middle" font-family="Georgia,serif" font-size="72" font-weight="900" fill="${fill}" stroke="${stroke}" stroke-width="3" paint-order="stroke">${ch}</text>`,
  );

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

export function symbolSvgs(accent: string, deep: string, wild: string): Record<string, string> {
  return {
    WILD: svg(
      `<rect x="6" y="14" width="88" height="72" rx="14" fill="${deep}" stroke="${accent}" stroke-width="5"/>` +
        `<path d="M50 20l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="${accent}"/>` +
        `<text x="50" y="79" text-anchor="middle" font-family="Noto Sans,Noto Sans Bengali,system-ui,sans-serif" font-size="${wild.length > 6 ? 17 : 22}" font-weight="800" fill="#fff">${esc(wild.toUpperCase())}</text>`,
    ),
    SEVEN: svg(
      '<text x="50" y="82" text-anchor="middle" font-family="Impact,system-ui,sans-serif" font-size="88" font-weight="900" fill="#e3263b" stroke="#6b0010" stroke-width="4" paint-order="stroke">7</text>',
    ),
    CROWN: svg(
      '<path d="M14 72l-4-42 22 18 18-28 18 28 22-18-4 42z" fill="#f6c431" stroke="#8a5a00" stroke-width="4" stroke-linejoin="round"/>' +
        '<rect x="14" y="72" width="72" height="12" rx="3" fill="#e0a91a" stroke="#8a5a00" stroke-width="4"/>' +
        '<circle cx="50" cy="60" r="7" fill="#d8263f"/><circle cx="30" cy="64" r="5" fill="#1f7be0"/><circle cx="70" cy="64" r="5" fill="#1f7be0"/>',
    ),
    BELL: svg(
      '<path d="M50 14c-17 0-26 14-26 30v16l-8 12h68l-8-12V44c0-16-9-30-26-30z" fill="#ffcf3a" stroke="#9a6400" stroke-width="4" stroke-linejoin="round"/>' +
        '<circle cx="50" cy="80" r="8" fill="#c98a00" stroke="#9a6400" stroke-width="3"/><path d="M36 40c2-8 7-12 13-13" stroke="#fff7c8" stroke-width="5" fill="none" stroke-linecap="round"/>',
    ),
    ACE: letter('A', '#1d5fd6', '#0a2560'),
    KING: letter('K', '#12945a', '#064027'),
    QUEEN: letter('Q', '#9b3fd1', '#43145f'),
    JACK: letter('J', '#e27a12', '#6a3400'),
  };
}
