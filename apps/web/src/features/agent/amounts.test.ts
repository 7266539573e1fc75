import { describe, expect, it } from 'vitest';
import { sumAmounts } from './amounts';

describe('sumAmounts', () => {
  it('adds exactly where floats would not', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['9007199254740.99', '0.01'])).toBe('9007199254741.00');
  });
  it('keeps signs and pads the decimals', () => {
    expect(sumAmounts(['-0.30', '0.10'])).toBe('-0.20');
    expect(sumAmounts(['5', '1.5'])).toBe('6.50');
    expect(sumAmounts([])).toBe('0.00');
  });
});
