import { readFileSync } from 'node:fs';

/**
 * The game window's script, kept as plain browser files (studio.window.engines.js draws, and
 * studio.window.js plays) so they read and lint as JavaScript; both are sent inline in the page.
 * A `</script` could never appear in JS we write, but it is escaped anyway so an edit cannot
 * break the page.
 */
const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
export const STUDIO_SCRIPT = `${read('./studio.window.engines.js')}\n${read('./studio.window.js')}`.replace(
  /<\/script/gi,
  '<\\/script',
);
