import { useRef } from 'react';

/**
 * A fresh Idempotency-Key for one money-moving call: `<prefix>-` and 128 random bits in hex
 * (getRandomValues works outside secure contexts too, unlike randomUUID).
 */
export function newIdempotencyKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The key of a form's money call across its attempts: the same key while the same content is sent
 * again (a retry after a lost answer moves money once), a fresh one once the content changes or
 * the last attempt got an answer.
 */
export function useAttemptKey(prefix: string) {
  const attempt = useRef({ sig: '', key: '' });
  return {
    keyFor(sig: string): string {
      if (attempt.current.sig !== sig) attempt.current = { sig, key: newIdempotencyKey(prefix) };
      return attempt.current.key;
    },
    /** After an answer (success, or a refusal: final for that key); a lost answer keeps the key. */
    answered(error?: { code: string }) {
      if (error?.code !== 'NETWORK') attempt.current = { sig: '', key: '' };
    },
  };
}
