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

/**
 * The English key a key stands for. English has two plural forms (_one, _other); other languages
 * have others (Arabic: _zero, _two, _few, _many too), each a form of the same English `_other` key.
 * i18next picks the form by the language's plural rules and has no fallback between forms, so a
 * language that has such a form must write it: the check below finds a missing one through
 * Intl.PluralRules.
 */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const englishKeyOf = (key: string) => key.replace(/_(zero|two|few|many)$/, '_other');

describe('every shipped locale is complete', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json')) {
    it(`${file} has every English key, none empty, with the same placeholders`, () => {
      const other = flatten(load(file));
      const missing = [...english.keys()].filter((k) => !other.get(k)?.trim());
      expect(missing).toEqual([]);
      const extra = [...other.keys()].filter((k) => !english.has(englishKeyOf(k)));
      expect(extra).toEqual([]);
      for (const [k, v] of other) expect(placeholders(v), k).toEqual(placeholders(english.get(englishKeyOf(k)) ?? ''));
      const lang = file.replace('.json', '');
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const plurals = [...english.keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length));
      const missingForms = plurals.flatMap((base) =>
        PLURAL_FORMS.filter((f) => forms.includes(f) && !other.get(`${base}_${f}`)?.trim()).map((f) => `${base}_${f}`),
      );
      expect(missingForms).toEqual([]);
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
