// The project's import boundaries, checked by `npm run lint` (scripts/check-boundaries.mjs).
// `allowed` is the allowlist: an import that no rule there lets through fails as not-in-allowed.
// `forbidden` narrows it inside a package: server layers, module stores and tables, web layers,
// cycles. ARCHITECTURE.md ("Boundaries") says the same in prose.

// Code that sets up or measures rather than serves: it may reach any store or table.
const harness = ['\\.test\\.ts$', '[.-]kit\\.ts$', '^apps/server/test/', '^e2e/', '^bench/'];
const core = { dependencyTypes: ['core'] };
const declaredNpm = { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer'] };

module.exports = {
  allowed: [
    // packages/contracts: imported by both apps, so it depends on zod and nothing else.
    { from: { path: '^packages/contracts/src/' }, to: { path: '^packages/contracts/src/|^node_modules/zod/' } },
    { from: { path: '^packages/(contracts|games)/src/.+\\.test\\.ts$' }, to: { path: '^node_modules/vitest/' } },
    // packages/games: pure engines; contracts, and node:crypto for HMAC. The clock and I/O globals are
    // refused by biome.json, Math.random and crypto's random* by scripts/check-boundaries.mjs.
    { from: { path: '^packages/games/src/' }, to: { path: '^packages/(games|contracts)/src/' } },
    { from: { path: '^packages/games/src/' }, to: { ...core, path: '^(node:)?crypto$' } },
    // apps/web/src: itself, contracts and the packages apps/web/package.json declares; no node builtins.
    { from: { path: '^apps/web/src/' }, to: { path: '^apps/web/src/|^packages/contracts/src/' } },
    { from: { path: '^apps/web/src/' }, to: { ...declaredNpm, pathNot: '^packages/|^apps/' } },
    // the web's unit tests run in node and read the locale files from disk.
    { from: { path: '^apps/web/src/.+\\.test\\.tsx?$' }, to: core },
    // the web build's own tooling (vite config, plugins, budget script) runs in node; plugins may read contracts.
    {
      from: { path: '^apps/web/(plugins|scripts)/|^apps/web/vite\\.config\\.ts$' },
      to: { path: '^apps/web/(plugins|scripts)/|^packages/contracts/src/' },
    },
    { from: { path: '^apps/web/(plugins|scripts)/|^apps/web/vite\\.config\\.ts$' }, to: core },
    {
      from: { path: '^apps/web/(plugins|scripts)/|^apps/web/vite\\.config\\.ts$' },
      to: { ...declaredNpm, pathNot: '^packages/|^apps/' },
    },
    // apps/server: itself, contracts, games, node builtins and its declared packages; never the web.
    { from: { path: '^apps/server/' }, to: { path: '^apps/server/|^packages/(contracts|games)/src/' } },
    { from: { path: '^apps/server/' }, to: core },
    // the agent access table collects its rows with import.meta.glob, typed by vite's client types.
    { from: { path: '^apps/server/.+\\.test\\.ts$' }, to: { path: '^node_modules/vite/client\\.d\\.ts$' } },
    { from: { path: '^apps/server/' }, to: { ...declaredNpm, pathNot: '^packages/|^apps/' } },
    // e2e and bench drive the real server from outside the browser: they may use its code (a database
    // client, the app, the demo seed) but never the web app's.
    { from: { path: '^(e2e|bench)/' }, to: { path: '^(e2e|bench|apps/server)/|^packages/(contracts|games)/src/' } },
    // they start PostgreSQL and the app with the server's own packages (pg, fastify, drizzle-orm).
    { from: { path: '^(e2e|bench)/' }, to: { path: '^node_modules/', pathNot: '^node_modules/@platform/' } },
    // first-load.spec checks what the JS budget script counts against what / really fetches.
    { from: { path: '^e2e/' }, to: { path: '^apps/web/scripts/' } },
    { from: { path: '^(e2e|bench|scripts)/|^[^/]+\\.(ts|mjs|cjs)$' }, to: core },
    {
      from: { path: '^(e2e|bench|scripts)/|^[^/]+\\.(ts|mjs|cjs)$' },
      to: { ...declaredNpm, pathNot: '^packages/|^apps/' },
    },
    { from: { path: '^scripts/' }, to: { path: '^scripts/' } },
  ],
  allowedSeverity: 'error',

  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: split the shared part into a third file both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or a declared package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },

    // ---- server layers
    {
      name: 'platform-not-above',
      comment: 'platform/ is cross-cutting: it never imports modules, the app, seed, jobs, studio or sandbox.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(platform|types)/' },
    },
    {
      name: 'studio-sandbox-outside',
      comment:
        'The demo studio and the sandbox payment provider stand in for outside companies: they reach the ' +
        'platform over HTTP (signed provider wallet calls, signed webhooks), never through app.ts, modules or seed.',
      severity: 'error',
      from: { path: '^apps/server/src/(studio|sandbox)/', pathNot: harness },
      to: { path: '^apps/server/src/(app|main)\\.ts$|^apps/server/src/(modules|seed|jobs)/' },
    },
    {
      name: 'store-only-own-module',
      comment:
        "A module's store is its own: other modules call its service. (Tests, kits and benches may set up " +
        'data through any store.)',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: harness },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.store\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'store-only-modules',
      comment:
        'Outside modules/ only the composition roots (app.ts, jobs/, seed/) import a store, to build the ' +
        'service they hand it to; platform/, tools/, studio/ and sandbox/ never do.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/(modules|jobs|seed)/', '^apps/server/src/app\\.ts$', ...harness],
      },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.store\\.ts$' },
    },
    {
      name: 'foreign-tables-only-from-stores',
      comment:
        "Another module's tables are read from a store (read-only: writes go through that module's service) " +
        'or referenced by a tables file (foreign keys); services and routes never touch tables.',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['\\.(store|tables)\\.ts$', ...harness],
      },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.tables\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },

    // ---- the back office (a second entry, ops.html): it may use the players' layers; they never use it.
    {
      name: 'web-players-without-back-office',
      comment: "The players' app never imports the back office, so none of it ships in the players' bundle.",
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/backoffice/' },
      to: { path: '^apps/web/src/backoffice/' },
    },
    // ---- web layers: app -> features -> (api, state) -> ui, i18n, contracts
    {
      name: 'web-app-is-the-root',
      comment: 'app/ is the composition root (router, layouts): only main.tsx imports it.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/(app/|main\\.tsx$)' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-features-below-app',
      comment: 'Only app/ and features/ import features: api, state, ui and i18n sit below them.',
      severity: 'error',
      from: { path: '^apps/web/src/(api|state|ui|i18n)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-internals',
      comment:
        "A feature's top-level files are what other features may import; its subfolders (agent/screens/ ...) " +
        'are its own.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-api-below-state',
      comment:
        'api/ reads the session token and nothing else of state/ (the guards in state/ call api/, not the reverse).',
      severity: 'error',
      from: { path: '^apps/web/src/api/' },
      to: { path: '^apps/web/src/state/', pathNot: '^apps/web/src/state/session\\.ts$' },
    },
    {
      name: 'web-ui-at-the-bottom',
      comment: 'ui/ and i18n/ are the bottom layer: they import no api, state, features or app.',
      severity: 'error',
      from: { path: '^apps/web/src/(ui|i18n)/' },
      to: { path: '^apps/web/src/(api|state|features|app)/' },
    },
  ],

  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/dist/|^(test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    // A file's declared packages are its own package.json's plus the root's (vitest, playwright).
    combinedDependencies: true,
  },
};
