// Production build of the server: one ESM bundle at dist/main.js, run by plain Node (`npm run start:prod`),
// so production does not compile TypeScript at start. The workspace packages (@platform/contracts,
// @platform/games, TypeScript sources) are bundled in; every npm package stays an import from
// node_modules. dist/ sits at the same depth as src/, so paths the code derives from its own URL
// (the repository root, the migrations folder) resolve the same from either.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = new URL('./dist/', import.meta.url);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** Bare imports are external, except the workspace's own packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('main.js', out).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});

// The studio's game window scripts are read at start beside the module that sends them.
for (const file of ['studio.window.engines.js', 'studio.window.js'])
  copyFileSync(new URL(`./src/studio/${file}`, import.meta.url), new URL(file, out));
console.log('server built: apps/server/dist/main.js');
