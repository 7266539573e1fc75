import { opsMaintenanceBody } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { instantOfLocal, joinDateTime, localOfInstant } from './date-time';

/** What a form bound to the two boxes holds for a typed day and time (DateTimeFormField). */
const formValue = (day: string, time: string) => instantOfLocal(joinDateTime(day, time));
const instant = opsMaintenanceBody.shape.startTime;

describe('a day and a time typed side by side, as the form gets them', () => {
  it('gives the instant of a day and time read in any digits, in the clock they were typed in', () => {
    const v = formValue('২০৩০-০৫-০২', '৯:৩০');
    expect(v).toBe(new Date(2030, 4, 2, 9, 30).toISOString());
    expect(instant.safeParse(v).success).toBe(true);
    // The boxes show it back as typed (canonically), so nothing is rewritten under the person's hands.
    expect(localOfInstant(v)).toBe('2030-05-02T09:30');
    expect(formValue('2030-5-2', '0930')).toBe(v);
  });

  it('hands on an unreadable or half-typed text, which the contract refuses, never the previous time', () => {
    const typed: [string, string][] = [
      ['2026-13-40', '25:99'],
      ['2026-05-01', '25:99'],
      ['2026-02-30', '10:00'],
      ['2026-05', '10:00'],
      ['2026-05-01', '1'],
      ['', '25:99'],
      // An offset typed after the time is not read as one: the field shows its own clock only.
      ['2026-05-01', '10:00Z'],
    ];
    for (const [day, time] of typed) {
      const v = formValue(day, time);
      expect(v, `${day} ${time}`).not.toBeNull();
      expect(instant.safeParse(v).success, `${day} ${time}`).toBe(false);
      // Shown back as it was typed (Latin digits), not replaced by an older value.
      expect(joinDateTime(day, time), `${day} ${time}`).toBe(localOfInstant(v));
    }
  });

  it('is empty without a day (and no unreadable time): the form holds null', () => {
    expect(formValue('', '')).toBeNull();
    expect(formValue('', '10:00')).toBeNull();
    expect(localOfInstant(null)).toBe('');
  });
});
