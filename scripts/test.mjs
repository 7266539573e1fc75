// `npm test`: types, lint, unit and API tests on a real PostgreSQL, the web build, then end-to-end
// tests in Chromium. Prints one closing line "tests: N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false }).status ?? 1;
mkdirSync('test-results', { recursive: true });
// First, so a machine that cannot run the browser tests says so at once, not after the unit tests.
if (!ensureChromium()) {
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
let passed = 0;
let failed = 0;
let broken = false;

for (const script of ['typecheck', 'lint']) {
  if (run('npm', ['run', '--silent', script]) !== 0) {
    console.error(`npm run ${script} failed`);
    broken = true;
  }
}

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit-report.json',
]);
if (existsSync('test-results/unit-report.json')) {
  const r = JSON.parse(readFileSync('test-results/unit-report.json', 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (unitStatus !== 0) broken = true;

if (run('npm', ['run', '--silent', 'build:web']) !== 0) {
  console.error('web build failed');
  broken = true;
} else {
  // The first paint of / may carry at most 170 KB of brotli JS; the script prints the figure.
  if (run('npx', ['tsx', 'apps/web/scripts/js-budget.ts']) !== 0) {
    failed += 1;
    broken = true;
  }
  const e2eStatus = run('npx', ['playwright', 'test']);
  if (existsSync('test-results/e2e-report.json')) {
    const s = JSON.parse(readFileSync('test-results/e2e-report.json', 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
  }
  if (e2eStatus !== 0) broken = true;
}

if (broken && failed === 0) failed = 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(broken ? 1 : 0);
