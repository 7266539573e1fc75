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
 * stays as written, so a missing parameter shows rather than disappears.
 */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function translator(lang: LanguageCode): Translate {
  const cat = CATALOGUES[lang] ?? en;
  return (key, params = {}) =>
    (cat[key] ?? en[key] ?? key).replace(PLACEHOLDER, (m, name: string) =>
      params[name] === undefined ? m : String(params[name]),
    );
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
