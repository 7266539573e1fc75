import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyNumberPolicy, formatAmount, formatCount, intlLocale } from './numbers';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const locale = (code: string) => JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8'));
const BENGALI_DIGIT = /[\u09e6-\u09ef]/;

describe('the number policy: Latin digits, thousands grouped by three, in every language', () => {
  it('writes amounts with 2 decimals and thousand separators, never lakh groups', () => {
    expect(formatAmount('1234567.8')).toBe('1,234,567.80');
    expect(formatAmount('500000')).toBe('500,000.00');
    expect(formatAmount('-0.5')).toBe('-0.50');
    expect(formatAmount('007.129')).toBe('7.12');
  });

  it('writes counts grouped, fractions with up to 2 decimals', () => {
    expect(formatCount(1)).toBe('1');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1200)).toBe('-1,200');
    expect(formatCount(1.5)).toBe('1.5');
  });

  it('keeps Intl dates in Bengali words but Latin digits', () => {
    const text = new Intl.DateTimeFormat(intlLocale('bn'), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(text).toContain('2026');
    expect(text).not.toMatch(BENGALI_DIGIT);
  });

  it('leaves no Bengali digit in the Bengali texts, so one screen never mixes two systems', () => {
    const strings: string[] = [];
    const walk = (o: unknown): void => {
      if (typeof o === 'string') strings.push(o);
      else if (o && typeof o === 'object') for (const v of Object.values(o)) walk(v);
    };
    walk(locale('bn'));
    expect(strings.filter((s) => BENGALI_DIGIT.test(s))).toEqual([]);
  });

  it('counts in locale strings choose their plural and follow the policy (EN one/other, BN)', async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'en',
      resources: { en: { translation: locale('en') }, bn: { translation: locale('bn') } },
      interpolation: { escapeValue: false },
    });
    applyNumberPolicy(t);
    expect(t.t('home.providersIn', { count: 1 })).toBe('1 provider');
    expect(t.t('home.providersIn', { count: 3 })).toBe('3 providers');
    expect(t.t('games.total', { count: 12345 })).toBe('12,345 games');
    expect(t.t('wallet.count', { count: 1 })).toBe('1 record');
    await t.changeLanguage('bn');
    expect(t.t('games.total', { count: 1 })).toBe('1টি গেম');
    expect(t.t('games.total', { count: 12345 })).toBe('12,345টি গেম');
  });
});
