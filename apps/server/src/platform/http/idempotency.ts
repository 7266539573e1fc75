import { IDEMPOTENCY_HEADER, idempotencyKey } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import { invalidFields } from './app-error';

/**
 * The Idempotency-Key of a money-moving call, which must carry one: missing or malformed is a 400
 * naming `Idempotency-Key`, so a client never moves money without a key it can safely retry with.
 */
export function idempotencyKeyOf(req: FastifyRequest): string {
  const field = 'Idempotency-Key';
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const rule = typeof raw !== 'string' || !raw.trim() ? 'required' : 'pattern';
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) throw invalidFields([{ field, rule, message: req.t(`rule.${rule}`, { field }) }]);
  return parsed.data;
}
