import { useState } from 'react';

/** An Idempotency-Key made once per intent and kept until the call succeeded (then a new one). */
export function useIntentKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return { key, renew: () => setKey(crypto.randomUUID()) };
}
