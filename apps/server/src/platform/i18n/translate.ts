import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@platform/contracts';
import { bn } from './messages.bn';
import { en, type MessageKeys } from './messages.en';

/** Languages with a complete server catalogue; any other request language falls back to English. */
const CATALOGUES: Partial<Record<LanguageCode, Record<MessageKeys, string>>> = { en, bn };

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translator(lang: LanguageCode): Translate {
  const cat = CATALOGUES[lang] ?? en;
  return (key, params = {}) => {
    const text = (cat as Record<string, string>)[key] ?? (en as Record<string, string>)[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (params[name] === undefined ? m : String(params[name])));
  };
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
