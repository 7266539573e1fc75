/** @platform/games: pure, deterministic game engines and the demo studio's catalogue. */
export * from './card-colour.ts';
export * from './catalogue/catalogue.ts';
export * from './crash.ts';
export * from './icons.ts';
export * from './rng.ts';
export * from './rounds.ts';
export * from './slots/engine.ts';
export * from './slots/reelsets.ts';
export * from './slots/rtp.ts';
export * from './slots/types.ts';
