import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  type LanguageCode,
  languageDir,
  STORAGE_KEYS,
} from '@platform/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';
import { applyNumberPolicy } from './numbers';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Locale files that exist; each loads on demand as its own chunk. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
const loaderFor = (code: string) => loaders[`./locales/${code}.json`];

/** Languages the app can show: registered in contracts and with a complete locale file. */
export const LOCALISED = LANGUAGES.filter((l) => loaderFor(l.code));

export function savedLanguage(): LanguageCode {
  const saved = localStorage.getItem(STORAGE_KEYS.lang);
  return isLanguageCode(saved) && loaderFor(saved) ? saved : DEFAULT_LANGUAGE;
}

/** Fetches a language's texts once (the back office loads the players' texts too: shared ui and errors). */
export async function loadLanguage(code: LanguageCode) {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const loader = loaderFor(code) ?? loaderFor('en');
  if (!loader) return;
  const mod = await loader();
  i18n.addResourceBundle(code, 'translation', mod.default, true, true);
}

function applyToDocument(code: LanguageCode) {
  document.documentElement.lang = code;
  document.documentElement.dir = languageDir(code);
}

export async function initI18n() {
  const lang = savedLanguage();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyNumberPolicy(i18n);
  // Only the active language is fetched: every shipped locale is complete (locales.test.ts), so an
  // English fallback bundle would be a second download that no text uses.
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  applyToDocument(lang);
}

/** Switches language, remembering the previous one under hisLang as the spec asks. */
export async function setLanguage(code: LanguageCode) {
  const current = i18n.language;
  await loadLanguage(code);
  await i18n.changeLanguage(code);
  if (current && current !== code) localStorage.setItem(STORAGE_KEYS.hisLang, current);
  localStorage.setItem(STORAGE_KEYS.lang, code);
  applyToDocument(code);
  for (const l of languageListeners) l(code);
}

/** Called after every language change (the account layer saves it on the server when logged in). */
const languageListeners = new Set<(code: LanguageCode) => void>();
export const onLanguageChange = (l: (code: LanguageCode) => void) => languageListeners.add(l);

export { i18n };
