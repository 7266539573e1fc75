import { describe, expect, it } from 'vitest';
import { bigserialId, calendarDay, isCalendarDay, PG_INT_MAX, serialId } from './bounds';

describe('bounds', () => {
  it('takes only days that exist, 1970 to 2999', () => {
    expect(['2026-11-27', '2024-02-29', '1970-01-01', '2999-12-31'].map(isCalendarDay)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['2026-02-29', '2026-02-30', '2026-13-01', '0001-01-01', '1969-12-31', '3000-01-01', '2026-1-1', ''].map(
        isCalendarDay,
      ),
    ).toEqual([false, false, false, false, false, false, false, false]);
    expect(calendarDay.safeParse('2026-04-31').success).toBe(false);
  });

  it('keeps a serial id inside PostgreSQL integer, a bigserial id inside exact JSON numbers', () => {
    expect(serialId.parse(String(PG_INT_MAX))).toBe(PG_INT_MAX);
    expect(serialId.safeParse(String(PG_INT_MAX + 1)).success).toBe(false);
    expect(serialId.safeParse('0').success).toBe(false);
    expect(bigserialId.parse('2147483648')).toBe(2_147_483_648);
    expect(bigserialId.safeParse('9007199254740992').success).toBe(false);
  });
});
