import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const load = (f: string) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const english = flatten(load('en.json'));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort();

describe('every shipped locale is complete', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json')) {
    it(`${file} has every English key, none empty, with the same placeholders`, () => {
      const other = flatten(load(file));
      const missing = [...english.keys()].filter((k) => !other.get(k)?.trim());
      expect(missing).toEqual([]);
      const extra = [...other.keys()].filter((k) => !english.has(k));
      expect(extra).toEqual([]);
      for (const [k, v] of english) expect(placeholders(other.get(k) ?? ''), k).toEqual(placeholders(v));
    });
  }

  it('Bengali is really translated, not copied from English', () => {
    const bn = flatten(load('bn.json'));
    // Placeholder names are not words to translate: '{{count}}/140' is the same in every language.
    const words = (v: string) => v.replace(/\{\{[^}]*\}\}/g, '');
    const copied = [...english].filter(([k, v]) => bn.get(k) === v && /[a-z]{3}/i.test(words(v)));
    expect(copied.map(([k]) => k)).toEqual([]);
  });
});
