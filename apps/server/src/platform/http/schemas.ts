import { envelope, errorEnvelope } from '@platform/contracts';
import type { z } from 'zod';

/** Response schemas of a route: its value in the envelope, and the error envelope. */
export const responses = <T extends z.ZodType>(value: T) => ({
  200: envelope(value),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});
