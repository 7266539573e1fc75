import { z } from 'zod';

/**
 * The spec's "anti-bot challenge fields": a proof-of-work (ALTCHA v2) the browser solves before a
 * call where bots hurt (register, login after failures, SMS code requests, free play, password
 * reset). The server issues a signed challenge; the client sends the solved payload back as
 * `altcha` (base64 JSON of {challenge, solution}); each payload is accepted once.
 */
export const ANTI_BOT_FIELD = 'altcha';

export const antiBotFields = {
  altcha: z
    .string()
    .trim()
    .max(4000)
    .optional()
    .describe('the solved proof-of-work payload (base64 JSON, from GET /wps/antiBot/challenge); single use'),
};

/** A challenge as the altcha widget reads it (`challenge` attribute or JSON from its URL). */
export const antiBotChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string().optional(),
});
export type AntiBotChallenge = z.infer<typeof antiBotChallenge>;
