import { lazy as reactLazy } from 'react';

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

/**
 * React's lazy() with spec §8's limit: a part whose code has not arrived after CHUNK_TIMEOUT_MS fails
 * with ChunkTimeoutError, which LazyBoundary shows. The limit sits on the import itself, not on the
 * loading state: a route change runs as a transition, which keeps the old page up (no fallback)
 * while the new page's code loads, so only the import knows how long it has taken.
 */
export const lazy: typeof reactLazy = (load) =>
  reactLazy(
    () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkTimeoutError()), CHUNK_TIMEOUT_MS);
        load()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }),
  );
