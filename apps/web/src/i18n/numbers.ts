/**
 * The number policy, one for every language the site offers (issue 15): digits are Latin 0-9,
 * thousands are grouped in threes with ',' and decimals follow '.': 1,234,567.89, 12,345 games,
 * 2026-11-25 14:05:00. Bengali included, for three reasons: spec §9 writes amounts with thousand
 * separators (not the lakh grouping 12,34,567 of `Intl` in 'bn'); members type amounts, codes,
 * phone numbers and dates in Latin digits, and a screen should show a figure the way it is typed;
 * one Bengali screen mixing ১২৩ and 123 reads as two systems. Prose in the locale files follows it.
 * Every number on a screen comes from here: amounts (formatAmount), counts (formatCount, also the
 * `{{count, number}}` of locale strings) and `Intl` dates (intlLocale keeps their digits Latin).
 */
import type { i18n as I18n } from 'i18next';

const groups = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount from the wire: 2 decimals, grouped. The wire carries decimal strings; they are split,
 * not parsed into floats, so no rounding ever creeps in.
 */
export function formatAmount(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', frac = ''] = decimal.replace('-', '').split('.');
  return `${negative ? '-' : ''}${groups(whole.replace(/^0+(?=\d)/, ''))}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** A count or any other whole number: 12,345. A fraction keeps up to 2 decimals (1.5, 0.25). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const negative = n < 0;
  const [whole = '0', frac] = Math.abs(Math.round(n * 100) / 100)
    .toString()
    .split('.');
  return `${negative ? '-' : ''}${groups(whole)}${frac ? `.${frac}` : ''}`;
}

/** The locale tag for `Intl` date and time formats: the language's words, Latin digits. */
export const intlLocale = (lang: string) => `${lang}-u-nu-latn`;

/** `{{count, number}}` in a locale string follows the policy, not Intl's per-language digits. */
export function applyNumberPolicy(instance: I18n) {
  instance.services.formatter?.add('number', (value) => formatCount(Number(value)));
}
