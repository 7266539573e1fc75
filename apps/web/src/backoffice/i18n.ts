import type { LanguageCode } from '@platform/contracts';
import { initReactI18next, useTranslation } from 'react-i18next';
import { i18n, loadLanguage } from '../i18n';
import { applyNumberPolicy } from '../i18n/numbers';
import bn from './i18n/bn.json';
import en from './i18n/en.json';

/** The back office speaks English and Bengali (issue 17); its texts are the `ops` namespace. */
export const OPS_LANGUAGES = ['en', 'bn'] as const satisfies readonly LanguageCode[];
export type OpsLanguage = (typeof OPS_LANGUAGES)[number];
const KEY = 'ops.lang';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaf<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;
type Dotted<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Leaf<K>}` : Dotted<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every text key of the back office, checked against en.json. */
export type OpsKey = Dotted<typeof en>;

export const opsLanguage = (): OpsLanguage => (localStorage.getItem(KEY) === 'bn' ? 'bn' : 'en');

/**
 * The same i18next instance as the players' app (shared ui components and the server's error
 * messages come in the players' texts), with the back office's own texts added as namespace `ops`.
 */
export async function initOpsI18n() {
  const lang = opsLanguage();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyNumberPolicy(i18n);
  i18n.addResourceBundle('en', 'ops', en, true, true);
  i18n.addResourceBundle('bn', 'ops', bn, true, true);
  await setOpsLanguage(lang);
}

export async function setOpsLanguage(code: OpsLanguage) {
  await loadLanguage(code);
  await i18n.changeLanguage(code);
  localStorage.setItem(KEY, code);
  document.documentElement.lang = code;
}

/** The back office's `t`: keys typed against its en.json. */
export function useOpsT() {
  const { t } = useTranslation('ops' as never);
  return (key: OpsKey, options?: Record<string, unknown>): string => String(t(key as never, options as never));
}
