/** Spec §8: a part of the site still not loaded after 120 seconds has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Thrown by a lazy part's loading state once CHUNK_TIMEOUT_MS has passed. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super(`chunk not loaded after ${CHUNK_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/** What failed, in the words the failure screen uses. */
export type FailureKind = 'timeout' | 'chunk' | 'render';

/**
 * A rejected dynamic import reads differently per browser (Chromium: "Failed to fetch dynamically
 * imported module", Firefox: "error loading dynamically imported module", Safari: "Importing a module
 * script failed"); a CSS preload failing says "Unable to preload CSS" (Vite).
 */
const CHUNK_MESSAGES = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function failureKind(error: unknown): FailureKind {
  if (error instanceof ChunkTimeoutError) return 'timeout';
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_MESSAGES.test(message) ? 'chunk' : 'render';
}
