import { z } from 'zod';

/** Every response of the API, errors included, has this shape (spec §7: success, value, message). */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string(),
    code: z.string(),
  });

export type Envelope<T> = {
  success: boolean;
  value: T | null;
  message: string;
  code: string;
};

/** The error response body: value may carry details such as the offending fields. */
export const errorEnvelope = envelope(
  z
    .object({
      fields: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
    })
    .catchall(z.unknown()),
);
