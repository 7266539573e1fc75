import type { Plugin } from 'vite';

/**
 * Files the players' site can load: everything reachable from the `index` entry (static and lazy
 * imports, their CSS and assets). The lite app's service worker precaches only these, so the back
 * office (the `ops` entry, its own chunks) never ships to players' phones. Filled at generateBundle,
 * read by workbox's manifestTransforms, which runs after it.
 */
export function playersOnlyPrecache(): { plugin: Plugin; keep: (url: string) => boolean } {
  const reachable = new Set<string>();
  const built = new Set<string>();
  const plugin: Plugin = {
    name: 'players-only-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      reachable.clear();
      built.clear();
      const chunks = new Map<
        string,
        { imports: string[]; dynamicImports: string[]; css: string[]; assets: string[] }
      >();
      for (const [fileName, out] of Object.entries(bundle)) {
        built.add(fileName);
        if (out.type !== 'chunk') continue;
        const meta = out.viteMetadata;
        chunks.set(fileName, {
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          css: meta ? [...meta.importedCss] : [],
          assets: meta ? [...meta.importedAssets] : [],
        });
      }
      const start = Object.values(bundle).filter((o) => o.type === 'chunk' && o.isEntry && o.name === 'index');
      const queue = start.map((c) => c.fileName);
      while (queue.length) {
        const f = queue.pop() as string;
        if (reachable.has(f)) continue;
        reachable.add(f);
        const c = chunks.get(f);
        if (!c) continue;
        for (const x of [...c.css, ...c.assets]) reachable.add(x);
        queue.push(...c.imports, ...c.dynamicImports);
      }
    },
  };
  // Files of this build that the players' entry never reaches are left out (ops.html, the back office's chunks).
  const keep = (url: string) => {
    const f = url.replace(/^\//, '');
    if (f === 'ops.html') return false;
    return !built.has(f) || reachable.has(f) || !/\.(?:js|css)$/.test(f);
  };
  return { plugin, keep };
}
