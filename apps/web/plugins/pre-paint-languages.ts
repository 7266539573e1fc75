import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';
// Relative, not @platform/contracts: Vite bundles a config's relative imports but hands bare ones to
// Node, which cannot load the contracts' TypeScript source.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../packages/contracts/src/languages';

/**
 * Gives index.html's pre-paint script the same rule the app applies once loaded (src/i18n): the
 * saved language if a locale file ships for it, else the default; its direction from contracts'
 * LANGUAGES. Before, the script kept its own list of right-to-left codes, so a saved `ar` painted
 * right to left and the app, which ships no Arabic, then switched the page to Bengali, left to right.
 */
export function prePaintLanguages(localesDir: string): Plugin {
  return {
    name: 'pre-paint-languages',
    transformIndexHtml(html) {
      const shipped = new Set(
        readdirSync(localesDir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -'.json'.length)),
      );
      const dirs = Object.fromEntries(LANGUAGES.filter((l) => shipped.has(l.code)).map((l) => [l.code, l.dir]));
      return html
        .replace('__SHIPPED_LANGUAGE_DIRS__', JSON.stringify(dirs))
        .replace('__DEFAULT_LANGUAGE__', JSON.stringify(DEFAULT_LANGUAGE));
    },
  };
}
