import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@platform/contracts';
import { ar } from './messages.ar';
import { bn } from './messages.bn';
import { en, type MessageKeys } from './messages.en';

/** Languages with a complete server catalogue; any other request language falls back to English. */
const CATALOGUES: Partial<Record<LanguageCode, Record<MessageKeys, string>>> = { en, bn, ar };

/** A key of the English catalogue: a key that is not there fails tsc. */
export type MessageKey = MessageKeys;

/** True for a key the catalogues hold (keys built at run time, e.g. an error code's, are checked with it). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** A key built at run time when the catalogues hold it, else `fallback` (never a raw key on screen). */
export const keyOr = (key: string, fallback: MessageKey): MessageKey => (isMessageKey(key) ? key : fallback);

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Placeholders are i18next's, as in the web's locale files: {{name}}. One left without a value
 * stays as written, so a missing parameter shows rather than disappears. `{{minutes, unit}}` (and
 * seconds, hours) writes the number with its unit in the language's own plural ("1 minute",
 * "5 minutes", Arabic's dual), Latin digits as every number the app shows; Bengali, whose unit
 * word does not change with the number but takes case endings, keeps its word in the template.
 */
const PLACEHOLDER = /\{\{(\w+)(, unit)?\}\}/g;
const UNITS: Record<string, string> = { seconds: 'second', minutes: 'minute', hours: 'hour' };

const unitFormats = new Map<string, Intl.NumberFormat>();
function withUnit(lang: LanguageCode, name: string, value: number): string {
  const unit = UNITS[name];
  if (!unit) return String(value);
  const id = `${lang}:${unit}`;
  let f = unitFormats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(`${lang}-u-nu-latn`, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(id, f);
  }
  return f.format(value);
}

export function translator(lang: LanguageCode): Translate {
  const catLang = CATALOGUES[lang] ? lang : 'en';
  const cat = CATALOGUES[catLang] ?? en;
  return (key, params = {}) =>
    (cat[key] ?? en[key] ?? key).replace(PLACEHOLDER, (m, name: string, unit?: string) => {
      const v = params[name];
      if (v === undefined) return m;
      return unit && v !== '' && Number.isFinite(Number(v)) ? withUnit(catLang, name, Number(v)) : String(v);
    });
}

/**
 * The request's language: `lang` query, then Accept-Language, then the brand default. Only the
 * first matching primary subtag counts, so `bn-BD` means Bengali.
 */
export function pickLanguage(
  query: unknown,
  acceptLanguage: string | undefined,
  fallback: LanguageCode = DEFAULT_LANGUAGE,
): LanguageCode {
  if (isLanguageCode(query)) return query;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLanguageCode(tag)) return tag;
  }
  return fallback;
}
