/** @platform/games: pure, deterministic game engines and the demo studio's catalogue. */
export * from './card-colour';
export * from './catalogue/catalogue';
export * from './crash';
export * from './icons';
export * from './rng';
export * from './rounds';
export * from './slots/engine';
export * from './slots/reelsets';
export * from './slots/rtp';
export * from './slots/types';
