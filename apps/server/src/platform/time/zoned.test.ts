import { describe, expect, it } from 'vitest';
import { rangeOf } from './date-range';
import { localDay, offsetMinutes, startOfDay } from './zoned';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | Date) => new Date(ms).toISOString();

describe('calendar days in an IANA zone', () => {
  it('reads offsets, summer time included', () => {
    expect(offsetMinutes(at('2026-01-15T12:00:00Z'), 'Asia/Dhaka')).toBe(360);
    expect(offsetMinutes(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(at('2026-07-15T12:00:00Z'), 'Asia/Kathmandu')).toBe(345);
  });

  it('finds local midnight, on DST change days too', () => {
    expect(iso(startOfDay(at('2026-03-10T00:00:00Z'), 'Asia/Dhaka'))).toBe('2026-03-09T18:00:00.000Z');
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01: both days start at local 00:00.
    expect(iso(startOfDay(at('2026-03-08T00:00:00Z'), 'America/New_York'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfDay(at('2026-03-09T00:00:00Z'), 'America/New_York'))).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(startOfDay(at('2026-11-01T00:00:00Z'), 'America/New_York'))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(startOfDay(at('2026-11-02T00:00:00Z'), 'America/New_York'))).toBe('2026-11-02T05:00:00.000Z');
  });

  it('a record at 23:30 UTC falls on the next day in Asia/Dhaka and the same day in America/New_York', () => {
    const record = at('2026-11-24T23:30:00Z');
    expect(iso(localDay(record, 'Asia/Dhaka')).slice(0, 10)).toBe('2026-11-25');
    expect(iso(localDay(record, 'America/New_York')).slice(0, 10)).toBe('2026-11-24');
    const inside = (r: { from: Date; to: Date }) => r.from.getTime() <= record && record < r.to.getTime();
    const custom = (day: string, tz: string) => rangeOf({ range: 'custom', from: day, to: day, tz }, new Date(record));
    expect(inside(custom('2026-11-25', 'Asia/Dhaka'))).toBe(true);
    expect(inside(custom('2026-11-24', 'Asia/Dhaka'))).toBe(false);
    expect(inside(custom('2026-11-24', 'America/New_York'))).toBe(true);
    expect(inside(custom('2026-11-25', 'America/New_York'))).toBe(false);
  });

  it('"today" and "7d" end with the zone\'s today; a DST week is 7 calendar days, not 7 x 24 h', () => {
    const now = new Date('2026-11-03T12:00:00Z');
    const today = rangeOf({ range: 'today', tz: 'America/New_York' }, now);
    expect([iso(today.from), iso(today.to)]).toEqual(['2026-11-03T05:00:00.000Z', '2026-11-04T05:00:00.000Z']);
    const week = rangeOf({ range: '7d', tz: 'America/New_York' }, now);
    expect(iso(week.from)).toBe('2026-10-28T04:00:00.000Z');
  });
});
