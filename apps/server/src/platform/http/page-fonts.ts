import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { notFound } from './error-handler';

/**
 * The fonts of the HTML pages the server draws itself (the demo studio's game window, the sandbox
 * payment page): the web app's own, from the same @fontsource packages, served by this process. A
 * page that only names "Noto Sans Bengali" shows boxes on a machine without it, and there is no CDN
 * to fall back on (no internet at runtime). Latin and Bengali subsets only, in the web's weights.
 */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const BENGALI =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';
const WEIGHTS = [400, 600, 800] as const;

const FACES = WEIGHTS.flatMap((weight) => [
  {
    family: 'Noto Sans',
    pkg: '@fontsource/noto-sans',
    file: `noto-sans-latin-${weight}-normal.woff2`,
    weight,
    range: LATIN,
  },
  {
    family: 'Noto Sans Bengali',
    pkg: '@fontsource/noto-sans-bengali',
    file: `noto-sans-bengali-bengali-${weight}-normal.woff2`,
    weight,
    range: BENGALI,
  },
]);

/** The font stack of these pages, the web app's (--font-sans). */
export const PAGE_FONT_STACK = '"Noto Sans","Noto Sans Bengali",system-ui,sans-serif';

/** @font-face rules for a page whose fonts are served under `base` (see servePageFonts). */
export function pageFontFaces(base: string): string {
  return FACES.map(
    (f) =>
      `@font-face{font-family:"${f.family}";font-style:normal;font-display:swap;font-weight:${f.weight};src:url(${base}/${f.file}) format("woff2");unicode-range:${f.range}}`,
  ).join('');
}

const require = createRequire(import.meta.url);
const bytes = new Map<string, Buffer>();
function fontFile(name: string): Buffer | undefined {
  const face = FACES.find((f) => f.file === name);
  if (!face) return undefined;
  let b = bytes.get(name);
  if (!b) {
    b = readFileSync(require.resolve(`${face.pkg}/files/${face.file}`));
    bytes.set(name, b);
  }
  return b;
}

/**
 * GET `${base}/:file` for the files pageFontFaces names (any other name: the 404 envelope). Fonts are fetched
 * in CORS mode, and the studio's window is a sandboxed frame with an opaque origin: any origin may
 * read them (they are public files, sent without credentials).
 */
export function servePageFonts(app: FastifyInstance, base: string) {
  app.get<{ Params: { file: string } }>(`${base}/:file`, { schema: { hide: true } }, async (req, reply) => {
    const font = fontFile(req.params.file);
    if (!font) return notFound(req, reply);
    return reply
      .header('content-type', 'font/woff2')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=604800')
      .send(font);
  });
}
