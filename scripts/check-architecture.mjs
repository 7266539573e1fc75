// `npm run lint`: every path ARCHITECTURE.md names exists, and the folders it lists in full
// (packages/contracts/src, apps/web/src/api, the server's modules) list every file or folder they hold.
// What counts as a named path:
// - each entry of the annotated tree (its first word), placed by indentation under the entry above it;
// - in the tree's descriptions and in the prose: words with a slash or a file extension (db.ts,
//   platform/db/tx.ts, drizzle/0011) and module files without theirs (lobby.service, play.spec), looked up from the folder the line describes upwards, then from
//   the package roots; a bare file name may sit anywhere below that folder.
// Placeholders (<capability>), globs (*.rows.ts), URLs, API paths (/wps/...) and package names are skipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, posix } from 'node:path';

const DOC = process.argv[2] ?? 'ARCHITECTURE.md';
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', '.data']);
/** Folders whose every entry the tree must list (the issue found half of them missing once). */
const COMPLETE = ['packages/contracts/src/', 'apps/web/src/api/', 'apps/server/src/modules/'];
const BASES = ['', 'apps/server/', 'apps/server/src/', 'apps/web/', 'apps/web/src/', 'packages/games/src/'];
const EXT = /\.(ts|tsx|mjs|cjs|js|json|md|sql|css|html)$/;

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir || '.')) {
    if (SKIP_DIRS.has(name)) continue;
    const path = dir + name;
    if (statSync(path).isDirectory()) {
      files.push(`${path}/`);
      walk(`${path}/`);
    } else files.push(path);
  }
};
walk('');
const all = new Set(files);
// A migration is named by its number: drizzle/0011 stands for drizzle/0011_<name>.sql.
const exists = (p) =>
  all.has(p) || all.has(`${p}/`) || (/drizzle\/\d{4}$/.test(p) && files.some((f) => f.startsWith(`${p}_`)));

const text = readFileSync(DOC, 'utf8');
const lines = text.split('\n');
const problems = [];
const named = new Set();
const fail = (n, what) => problems.push(`${DOC}:${n + 1}: ${what}`);

/** Looks a word up from the folder `at` upwards, then from the package roots. */
function lookUp(word, at, n) {
  const bare = !word.replace(/\/$/, '').includes('/');
  const base = word.replace(/\/$/, '');
  for (let dir = at; ; dir = parentOf(dir)) {
    if (exists(dir + word)) return named.add(dir + word);
    if (bare && dir && files.some((f) => f.startsWith(dir) && posix.basename(f) === base)) return true;
    if (!dir) break;
  }
  if (BASES.some((b) => exists(b + word))) return true;
  if (bare && files.some((f) => posix.basename(f) === base)) return true;
  fail(n, `'${word}' names no file or folder`);
}
const parentOf = (dir) => (dir ? `${dirname(dir.slice(0, -1))}/`.replace(/^\.\//, '') : '');

/** Path-like words of a description or prose line. */
function wordsOf(line) {
  const found = [];
  for (const raw of line.split(/[\s,;()`'"]+/)) {
    const w = raw.replace(/[.:]+$/, '').replace(/^\.\//, '');
    if (!w || /^\.[a-z]+$/.test(w) || /[<>*{}[\]=|]/.test(w) || /^(https?:|\/|@|node:|\.\.?$)/.test(w)) continue;
    if (/(^|\/)(dist|\.vite|test-results|playwright-report)\//.test(w)) continue; // build and test outputs
    // a migration by number, a file (x.ts, platform/db/tx.ts) or a folder written with its slash (src/jobs/)
    if (/^drizzle\/\d{4}$/.test(w) || (/^[\w./-]+$/.test(w) && (EXT.test(w) || /^[\w.-]+(\/[\w.-]+)*\/$/.test(w)))) {
      found.push(w);
    } else if (/^[\w-]+(\.[\w-]+)*\.(spec|service|store|routes|tables|module|consumer|operator|kit)$/.test(w)) {
      found.push(`${w}.ts`); // a module file named without its extension: lobby.service, play.spec
    }
  }
  return found;
}

// ---- the annotated tree
const start = lines.findIndex((l) => l.trim() === '## Tree');
const open = lines.findIndex((l, i) => i > start && l.startsWith('```'));
const close = lines.findIndex((l, i) => i > open && l.startsWith('```'));
const stack = []; // [{ indent, dir }]
let context = '';
for (let n = open + 1; n < close; n++) {
  const line = lines[n];
  const indent = line.length - line.trimStart().length;
  const entry = indent < 26 ? line.trim().split(/\s{2,}/)[0] : '';
  let description = line;
  if (entry) {
    while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
    const parent = stack.length ? stack[stack.length - 1].dir : '';
    // `src/modules/<capability>/` is a pattern: its children sit in src/modules/.
    const path = parent + entry.replace(/<[^>]+>\/$/, '');
    if (!entry.includes('<') || entry.replace(/<[^>]+>\/$/, '') !== entry) {
      if (!entry.includes('<')) {
        if (exists(path.replace(/\/$/, '')) || exists(path)) named.add(path);
        else fail(n, `tree entry '${path}' does not exist`);
      }
    }
    const dir = path.endsWith('/') ? path : `${dirname(path)}/`.replace(/^\.\//, '');
    if (path.endsWith('/')) stack.push({ indent, dir: path });
    context = dir;
    description = line.trim().slice(entry.length);
  }
  for (const w of wordsOf(description)) lookUp(w, context, n);
}

// ---- the prose around the tree
let fenced = false;
for (let n = 0; n < lines.length; n++) {
  if (lines[n].startsWith('```')) fenced = !fenced;
  if (fenced || (n >= open && n <= close)) continue;
  for (const w of wordsOf(lines[n])) lookUp(w, '', n);
}

// ---- folders listed in full
for (const folder of COMPLETE) {
  const children = files.filter(
    (f) => f.startsWith(folder) && !f.slice(folder.length).replace(/\/$/, '').includes('/'),
  );
  for (const child of children) {
    if (/\.test\.tsx?$/.test(child)) continue; // tests sit beside what they test
    if (![...named].some((p) => p === child || p === child.replace(/\/$/, ''))) {
      problems.push(
        `${DOC}: ${folder} is listed in full, but '${child.slice(folder.length)}' is missing from the tree`,
      );
    }
  }
}

for (const p of problems) console.error(`  error ${p}`);
console.log(`architecture: ${named.size} paths named, ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
