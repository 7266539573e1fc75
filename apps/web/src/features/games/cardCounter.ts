import { LIMITS } from '@platform/contracts';
import { useSyncExternalStore } from 'react';

/** One step of spec §9's card counter (165.11) in minor units, counted as integers so no float drifts. */
export const CARD_COUNTER_STEP_MINOR = Math.round(LIMITS.cardCounterStep * 100);

/**
 * Where a card's counter starts: 100,000.00 to 999,999.99, drawn from the node id so a card shows
 * the same figure on every render and page (a random start would jump when a row re-renders).
 */
export function cardCounterStart(nodeId: number): number {
  const whole = 100_000 + ((nodeId * 7919) % 900_000);
  return whole * 100 + ((nodeId * 37) % 100);
}

/** The value after `ticks` steps of LIMITS.cardCounterEveryMs. */
export const cardCounterAt = (nodeId: number, ticks: number) =>
  cardCounterStart(nodeId) + ticks * CARD_COUNTER_STEP_MINOR;

/**
 * The steps are counted from when the page loaded, not from when a card mounted: a row that
 * re-mounts (Swiper arriving, a refetch, scrolling back) keeps its figures instead of dropping back
 * to the start, and every card on screen moves on the same beat. One timer, armed for the next
 * step while at least one card listens.
 */
const epoch = Date.now();
const every = LIMITS.cardCounterEveryMs;
export const cardTicks = () => Math.floor((Date.now() - epoch) / every);
/** Milliseconds until the next step. */
export const untilNextTick = () => every - ((Date.now() - epoch) % every);

let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function arm() {
  timer = setTimeout(() => {
    for (const l of listeners) l();
    arm();
  }, untilNextTick());
}

export function subscribeCardTicks(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) arm();
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** A card's counter in minor units: its start, plus 165.11 every 3 seconds since the page loaded. */
export function useCardCounter(nodeId: number): number {
  const n = useSyncExternalStore(subscribeCardTicks, cardTicks, cardTicks);
  return cardCounterAt(nodeId, n);
}
