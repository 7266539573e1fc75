import type { LanguageCode } from '@platform/contracts';

/** Operator-written text (banners, notices, channel names) keyed by language code. */
export type Localised = Record<string, string>;

/**
 * The text in the reader's language, else English (the language a reader of a language the operator
 * did not write in most likely reads; a brand's default, e.g. Bengali, often is not), else whatever
 * the operator wrote first. Never a key or an empty slot when some text exists.
 */
export const localised = (text: Localised, lang: LanguageCode): string =>
  text[lang] || text.en || Object.values(text).find(Boolean) || '';
