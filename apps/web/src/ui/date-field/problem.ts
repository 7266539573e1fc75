import { rangeOf, readDay } from './day';

type Problem = { key: 'date.format' | 'date.impossible' | 'date.min' | 'date.max'; values?: { day: string } };

/**
 * What is wrong with the text, said as soon as it is complete (an impossible or out-of-bounds day)
 * or once the person leaves the field (a text that is no date yet: they may still be typing).
 */
export function ownProblem(
  text: string,
  min: string | undefined,
  max: string | undefined,
  left: boolean,
): Problem | null {
  const r = readDay(text);
  if (r.kind === 'empty') return null;
  if (r.kind === 'format') return left ? { key: 'date.format' } : null;
  if (r.kind === 'impossible') return { key: 'date.impossible' };
  const where = rangeOf(r.day, min, max);
  if (where === 'early' && min) return { key: 'date.min', values: { day: min } };
  if (where === 'late' && max) return { key: 'date.max', values: { day: max } };
  return null;
}
