// `npm run lint`: the import boundaries of .dependency-cruiser.cjs (allowlists, layers, no cycles), then
// what a dependency graph cannot say, read from the same cruise and the sources:
// - no import names a .ts/.tsx file (one resolution rule for tsc, vite, tsx and esbuild);
// - the game engines draw no randomness of their own (Math.random, crypto's random*): outcomes come
//   from the seeds (biome.json refuses them the clock and I/O globals);
// - a store writes another module's tables never (Drizzle insert/update/delete on an imported table):
//   it may read them, writes go through that module's service.
// Prints the violations and the time taken; exit 1 on any.
import { readFileSync } from 'node:fs';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';

const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'playwright.config.ts', 'vitest.config.ts'];
const started = performance.now();

const { options, ...ruleSet } = await extractDepcruiseConfig('./.dependency-cruiser.cjs');
const { output: result } = await cruise(ROOTS, { ...options, validate: true, ruleSet });
const problems = [];

const local = (m) => !m.source.startsWith('node_modules/') && !m.coreModule && !m.couldNotResolve;
for (const m of result.modules.filter(local)) {
  for (const d of m.dependencies) {
    if (/^\.{1,2}\//.test(d.module) && /\.[cm]?tsx?$/.test(d.module)) {
      problems.push(`no-ts-extension: ${m.source} imports '${d.module}': leave the extension out`);
    }
  }
}

/** The file's code without comments, so a comment that names Math.random is no violation. */
const code = (file) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const engines = result.modules.filter((m) => /^packages\/games\/src\/.+\.ts$/.test(m.source));
for (const m of engines.filter((m) => !m.source.endsWith('.test.ts'))) {
  const found = code(m.source).match(
    /\bMath\.random\b|\b(randomBytes|randomInt|randomUUID|randomFill\w*|getRandomValues)\b/,
  );
  if (found) problems.push(`games-no-randomness: ${m.source} uses ${found[0]}: outcomes come from the seeds`);
}

const stores = result.modules.filter((m) => /^apps\/server\/src\/modules\/[^/]+\/[^/]+\.store\.ts$/.test(m.source));
for (const m of stores) {
  const text = code(m.source);
  // Names imported from another module's tables file: import { a, b as c } from '../x/x.tables'.
  const foreign = [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'\.\.\/[^']+\.tables'/g)].flatMap(
    ([, names]) =>
      names
        .split(',')
        .map((n) =>
          n
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )
        .filter(Boolean),
  );
  for (const table of foreign) {
    if (new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\b`).test(text)) {
      problems.push(`foreign-tables-read-only: ${m.source} writes ${table}: call its module's service`);
    }
  }
}

const rules = await format(result, { outputType: 'err' });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (result.summary.error > 0) process.stdout.write(rules.output);
for (const p of problems) console.error(`  error ${p}`);
const total = result.summary.error + problems.length;
console.log(
  `boundaries: ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports, ` +
    `${total} violation(s), ${seconds} s`,
);
process.exit(total > 0 ? 1 : 0);
