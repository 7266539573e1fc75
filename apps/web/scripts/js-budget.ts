// `npx tsx apps/web/scripts/js-budget.ts`: the JavaScript a phone downloads for the first paint of
// `/`, read from the Vite manifest of apps/web/dist, brotli-compressed as the server sends it.
// Prints the figure and exits 1 over the budget (issue 14: 170 KB). e2e/first-load.spec.ts checks
// in Chromium that these are the files the page really fetches.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

export const BUDGET_KB = 170;

/** What `/` needs before it can paint: its route's lazy chunk, and one locale (see i18n/index.ts). */
const ROUTE = 'src/features/home/HomePage.tsx';
const LOCALES = /^src\/i18n\/locales\/[a-z-]+\.json$/;
/**
 * Fetched by `/` after its first paint, on purpose: Swiper takes over from the still banner and
 * rows, the footer's vendor strip loads when the footer comes near (at once on a short page), and the
 * service worker is registered once the page has loaded.
 */
const AFTER_PAINT = [
  'src/features/home/BannerSwiper.tsx',
  'src/features/home/RowSwiper.tsx',
  'src/features/layout/VendorCarousel.tsx',
  // The lite app's service worker registration (workbox-window), started by the load event.
  'src/features/app-download/register-sw.ts',
];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;
export type JsFile = { file: string; raw: number; brotli: number };
export type FirstLoad = {
  /** The entry and its static imports (the HTML's module preloads). */
  entry: JsFile[];
  /** The home route's chunk and its static imports not already in `entry`. */
  route: JsFile[];
  /** The largest locale, as the worst case of the one the visitor's language fetches. */
  locale: JsFile & { code: string };
  /** Counted: entry + route + locale. */
  files: JsFile[];
  brotli: number;
  /** Fetched after the first paint (not counted). */
  afterPaint: JsFile[];
};

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(webDir, 'dist');

function sizeOf(dist: string, file: string): JsFile {
  const bytes = readFileSync(path.join(dist, file));
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, raw: bytes.length, brotli };
}

/** Manifest keys reachable from `keys` through static imports, `skip` excluded. */
function closure(manifest: Manifest, keys: string[], skip: Set<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return [...seen];
}

export function firstLoad(dist = DIST): FirstLoad {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: run npm run build:web first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  for (const k of [ROUTE, ...AFTER_PAINT])
    if (!manifest[k]) throw new Error(`${k} is not a chunk of the build; update ${path.basename(import.meta.url)}`);
  const files = (keys: string[]) => keys.map((k) => sizeOf(dist, (manifest[k] as ManifestChunk).file));

  const entryKeys = closure(manifest, [entryKey]);
  const routeKeys = closure(manifest, [ROUTE], new Set(entryKeys));
  const locales = Object.keys(manifest)
    .filter((k) => LOCALES.test(k))
    .map((k) => ({ ...sizeOf(dist, (manifest[k] as ManifestChunk).file), code: path.basename(k, '.json') }))
    .sort((a, b) => b.brotli - a.brotli);
  const locale = locales[0];
  if (!locale) throw new Error('no locale chunk in the manifest');
  const counted = new Set([...entryKeys, ...routeKeys]);
  const entry = files(entryKeys);
  const route = files(routeKeys);
  const all = [...entry, ...route, locale];
  return {
    entry,
    route,
    locale,
    files: all,
    brotli: all.reduce((s, f) => s + f.brotli, 0),
    afterPaint: files(closure(manifest, AFTER_PAINT, counted)),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (fs: JsFile[], k: 'raw' | 'brotli') => fs.reduce((s, f) => s + f[k], 0);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = firstLoad();
  const line = (label: string, fs: JsFile[]) =>
    console.log(`  ${label.padEnd(32)} ${String(fs.length).padStart(3)} files ${kb(sum(fs, 'brotli')).padStart(10)}`);
  console.log('JS for the first paint of / (brotli, quality 11):');
  line('entry + static imports', r.entry);
  line('home route chunk + imports', r.route);
  line(`locale (${r.locale.code}, the largest)`, [r.locale]);
  line('after first paint (not counted)', r.afterPaint);
  if (process.argv.includes('--files'))
    for (const f of [...r.files, ...r.afterPaint]) console.log(`    ${f.file.padEnd(48)} ${kb(f.brotli).padStart(9)}`);
  const over = r.brotli > BUDGET_KB * 1024;
  console.log(
    `js budget: ${kb(r.brotli)} brotli in ${r.files.length} files (${kb(sum(r.files, 'raw'))} uncompressed) of ${BUDGET_KB} KB${over ? ' - OVER BUDGET' : ''}`,
  );
  process.exit(over ? 1 : 0);
}
