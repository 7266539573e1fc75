import { formatMinor } from '@platform/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../i18n/numbers';
import { cardCounterAt, cardCounterStart, cardTicks, subscribeCardTicks, untilNextTick } from './cardCounter';

const shown = (minor: number) => formatAmount(formatMinor(minor));

describe('card counter (spec §9: +165.11 every 3 seconds)', () => {
  // Each test starts on a step boundary, as if the page had just loaded a whole number of steps ago.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.advanceTimersByTime(untilNextTick());
  });
  afterEach(() => vi.useRealTimers());

  it('starts from the same figure for a card every time, between 100,000.00 and 999,999.99', () => {
    for (const id of [1, 6, 4321, 9999, 10_000]) {
      expect(cardCounterStart(id)).toBe(cardCounterStart(id));
      expect(cardCounterStart(id)).toBeGreaterThanOrEqual(10_000_000);
      expect(cardCounterStart(id)).toBeLessThan(100_000_000);
    }
  });

  it('adds 165.11 on each 3-second tick, not before, and shows it with 2 decimals and separators', () => {
    const seen: number[] = [];
    const stop = subscribeCardTicks(() => seen.push(cardCounterAt(7, cardTicks())));
    const start = cardCounterAt(7, cardTicks());
    vi.advanceTimersByTime(2999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([start + 16511]);
    vi.advanceTimersByTime(6000);
    expect(seen.at(-1)).toBe(start + 3 * 16511);
    expect(shown(cardCounterStart(7))).toBe('155,433.59');
    expect(shown(cardCounterAt(7, 3))).toBe('155,928.92');
    stop();
  });

  it('keeps counting from the page load when a card mounts again, instead of starting over', () => {
    const stop = subscribeCardTicks(() => {});
    const before = cardTicks();
    vi.advanceTimersByTime(9000);
    stop();
    vi.advanceTimersByTime(3000);
    const again = subscribeCardTicks(() => {});
    expect(cardTicks()).toBe(before + 4);
    again();
  });

  it('keeps one timer for every card and stops it when the last card goes', () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribeCardTicks(a);
    const stopB = subscribeCardTicks(b);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });
});
