import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayWithin, isDay, latinDigits, monthWeeks, readDay } from './day';
import { firstDayOf, monthNames, weekdayNames } from './names';
import { ownProblem } from './problem';

describe('reading a typed date', () => {
  it('reads Bengali digits as the Latin day the forms and API take', () => {
    expect(latinDigits('১৯৯০-০৫-১২')).toBe('1990-05-12');
    expect(readDay('১৯৯০-০৫-১২')).toEqual({ kind: 'day', day: '1990-05-12' });
    // A mix, as a Bengali keyboard switched halfway gives.
    expect(readDay('১৯৯০-05-১২')).toEqual({ kind: 'day', day: '1990-05-12' });
    // Arabic-Indic digits too (Arabic is a shipped language).
    expect(readDay('٢٠٢٦-٠٣-١٢')).toEqual({ kind: 'day', day: '2026-03-12' });
  });

  it('takes the separators and short forms people type, always year first', () => {
    for (const typed of ['2026-03-12', '2026/3/12', '2026.03.12', '2026 3 12', '20260312', ' 2026-03-12 '])
      expect(readDay(typed), typed).toEqual({ kind: 'day', day: '2026-03-12' });
    // Day-first or month-first is not read as some other day.
    expect(readDay('12-03-2026').kind).toBe('format');
    expect(readDay('03/12/2026').kind).toBe('format');
  });

  it('tells an impossible day from a text that is not a date yet', () => {
    expect(readDay('2026-02-30')).toEqual({ kind: 'impossible', month: '2026-02-01' });
    expect(readDay('2026-13-01').kind).toBe('impossible');
    expect(readDay('2026-00-10').kind).toBe('impossible');
    expect(readDay('2026-04-31').kind).toBe('impossible');
    expect(readDay('2023-02-29').kind).toBe('impossible');
    expect(readDay('2024-02-29')).toEqual({ kind: 'day', day: '2024-02-29' });
    expect(readDay('2026-03').kind).toBe('format');
    expect(readDay('abc').kind).toBe('format');
    expect(readDay('  ').kind).toBe('empty');
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-3-1')).toBe(false);
  });
});

describe('what the field says under itself', () => {
  it('names an impossible day at once and a half-typed one only after leaving the field', () => {
    expect(ownProblem('2026-02-30', undefined, undefined, false)?.key).toBe('date.impossible');
    expect(ownProblem('২০২৬-০২-৩০', undefined, undefined, false)?.key).toBe('date.impossible');
    expect(ownProblem('2026-02', undefined, undefined, false)).toBeNull();
    expect(ownProblem('2026-02', undefined, undefined, true)?.key).toBe('date.format');
    expect(ownProblem('', '2000-01-01', '2026-01-01', true)).toBeNull();
  });

  it('holds min and max, naming the bound', () => {
    expect(ownProblem('1899-12-31', '1900-01-01', '2026-11-28', false)).toEqual({
      key: 'date.min',
      values: { day: '1900-01-01' },
    });
    expect(ownProblem('2026-11-29', '1900-01-01', '2026-11-28', false)).toEqual({
      key: 'date.max',
      values: { day: '2026-11-28' },
    });
    expect(ownProblem('2026-11-28', '1900-01-01', '2026-11-28', false)).toBeNull();
    expect(dayWithin('2026-11-28', '1900-01-01', '2026-11-28')).toBe(true);
    expect(dayWithin('2026-11-29', undefined, '2026-11-28')).toBe(false);
    expect(dayWithin('1990-02-30', '1900-01-01')).toBe(false);
  });
});

describe('the calendar', () => {
  it('walks days and months across their ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
  });

  it('lays a month out in weeks from the language’s first weekday', () => {
    // March 2026 begins on a Sunday.
    const sunday = monthWeeks(2026, 3, 0);
    expect(sunday[0]?.[0]).toBe('2026-03-01');
    const monday = monthWeeks(2026, 3, 1);
    expect(monday[0]?.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(monday.flat().filter(Boolean)).toHaveLength(31);
    expect(monday.every((w) => w.length === 7)).toBe(true);
  });

  it('names months and weekdays in the page’s language with Intl', () => {
    expect(monthNames('en')[0]).toBe('January');
    // Bengali words (ICU versions spell জানুয়ারি/জানুয়ারী differently), twelve distinct ones.
    expect(monthNames('bn')[0]).toMatch(/^জানুয়ার/);
    expect(new Set(monthNames('bn')).size).toBe(12);
    expect(weekdayNames('en', 0)[0]).toBe('Sun');
    expect(weekdayNames('en', 1)[0]).toBe('Mon');
    expect(weekdayNames('bn', 0)[0]).toMatch(/^[\u0980-\u09FF]+$/);
    expect([0, 1, 6]).toContain(firstDayOf('bn'));
  });
});
