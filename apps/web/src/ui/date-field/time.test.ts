import { describe, expect, it } from 'vitest';
import { readTime } from './time';

describe('reading a typed time of day', () => {
  it('takes 24-hour times as people type them, in any digits', () => {
    for (const typed of ['09:30', '9:30', '0930', '930', '০৯:৩০'])
      expect(readTime(typed), typed).toEqual({ kind: 'time', time: '09:30' });
    expect(readTime('23:59')).toEqual({ kind: 'time', time: '23:59' });
    expect(readTime('')).toEqual({ kind: 'empty' });
  });

  it('refuses a time the clock does not have', () => {
    for (const typed of ['24:00', '25:00', '12:60', '9:3', 'noon', '12:30 PM'])
      expect(readTime(typed).kind, typed).toBe('bad');
  });
});
