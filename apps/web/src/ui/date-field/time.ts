import { latinDigits } from './day';

/** A typed time of day: nothing, HH:mm (24 hours), or not a time. */
export type TimeReading = { kind: 'empty' } | { kind: 'time'; time: string } | { kind: 'bad' };

/** 9:30, 09:30, 0930 or 930, in any script's digits. */
export function readTime(text: string): TimeReading {
  const typed = latinDigits(text).trim();
  if (!typed) return { kind: 'empty' };
  const m = /^(\d{1,2}):?(\d{2})$/.exec(typed);
  const [h, min] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
  if (!(h >= 0 && h < 24 && min >= 0 && min < 60)) return { kind: 'bad' };
  return { kind: 'time', time: `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}` };
}
