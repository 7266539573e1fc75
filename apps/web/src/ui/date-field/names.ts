import { intlLocale } from '../../i18n/numbers';
import { partsOf } from './day';

/**
 * The calendar's words in the page's language from `Intl` (not the browser's locale, which is what
 * a native date input follows), with the number policy's digits (intlLocale).
 */

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

/** January..December in the language (the stand-alone form where the language has one). */
export function monthNames(lang: string): string[] {
  const f = new Intl.DateTimeFormat(intlLocale(lang), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => f.format(utc(2000, i + 1, 1)));
}

/** Short weekday names from `firstDay` (0 = Sunday), as the calendar's head row; 2000-01-02 was a Sunday. */
export function weekdayNames(lang: string, firstDay: number, width: 'short' | 'long' = 'short'): string[] {
  const f = new Intl.DateTimeFormat(intlLocale(lang), { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => f.format(utc(2000, 1, 2 + ((firstDay + i) % 7))));
}

type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first weekday of the language's region (Intl's 1 = Monday .. 7 = Sunday, turned to 0 = Sunday); Monday where unknown. */
export function firstDayOf(lang: string): number {
  try {
    const locale = new Intl.Locale(lang).maximize() as LocaleWithWeek;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    return info ? info.firstDay % 7 : 1;
  } catch {
    return 1;
  }
}

/** A day in words for screen readers: "Thursday, 12 March 2026" in the language. */
export function spokenDay(day: string, lang: string): string {
  const [y, m, d] = partsOf(day);
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'full', timeZone: 'UTC' }).format(utc(y, m, d));
}
