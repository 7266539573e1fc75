// The e2e tests run in Debian's Chromium (playwright.config.ts). On a fresh machine `npm test` installs
// it as .ci/run does (apt-get as root, or through sudo when it asks no password); when it cannot, it
// says in one line what to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-noto-core'];

const ok = (cmd, args) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** True when Chromium is there (installing it if this machine lets us); otherwise prints what to run. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (!process.env.CHROMIUM_PATH && has('apt-get')) {
    const root = process.getuid?.() === 0;
    const sudo = !root && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
    if (root || sudo) {
      console.log(`Chromium is missing: installing Debian's ${PACKAGES.join(' ')} with apt-get`);
      const apt = (args) => (root ? ok('apt-get', args) : ok('sudo', ['-n', 'apt-get', ...args]));
      if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...PACKAGES]) && existsSync(CHROMIUM)) return true;
    }
  }
  console.error(
    `Chromium not found at ${CHROMIUM}: run \`sudo apt-get install -y ${PACKAGES.join(' ')}\` (or set CHROMIUM_PATH to a Chromium binary), then npm test again.`,
  );
  return false;
}
