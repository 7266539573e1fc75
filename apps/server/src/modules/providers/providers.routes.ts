import { PROVIDER_SIGNATURE_HEADER, PROVIDER_VENDOR_HEADER, ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, invalidFields } from '../../platform/http/app-error';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import { textValidatorCompiler, unstorablePath } from '../../platform/http/storable-text';
import type { ProvidersService } from './providers.service';

const headers = z.object({
  [PROVIDER_VENDOR_HEADER]: z.string().optional().describe('Required: the vendor code (vassalage)'),
  [PROVIDER_SIGNATURE_HEADER]: z
    .string()
    .optional()
    .describe("Required: hex HMAC-SHA256 of the raw body with the vendor's secret"),
});

/** The body is parsed only after its signature checked out, and then against the call's schema. */
function parse<T extends z.ZodType>(schema: T, raw: Buffer): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST');
  }
  const r = schema.safeParse(json);
  if (!r.success) {
    throw invalidFields(
      r.error.issues.map((i) => ({ field: i.path.join('.') || 'body', rule: 'format', message: '' })),
    );
  }
  // Text PostgreSQL cannot store (platform/http/storable-text.ts): refused here, as every other route does.
  const bad = unstorablePath(r.data);
  if (bad) throw invalidFields([{ field: bad.join('.') || 'body', rule: 'format', message: '' }]);
  return r.data;
}

/**
 * The provider wallet API (server to server, see docs/provider-wallet-api.md). Every call is signed
 * over its exact bytes, so this encapsulated scope keeps the raw body (no other route sees its
 * parser) and its body schemas document the calls without validating the buffer.
 */
export function providersRoutes(app: FastifyInstance, deps: { providers: ProvidersService }) {
  const p = deps.providers;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.setValidatorCompiler((req) =>
      req.httpPart === 'body' ? (data: unknown) => ({ value: data }) : textValidatorCompiler(req as never),
    );

    // Typed by each body schema's output: `run` gets exactly what `parse` produced.
    const call = <B extends z.ZodType>(
      def: { method: 'POST'; path: string; body: B; response: z.ZodType },
      summary: string,
      description: string,
      run: (brandId: number, vendor: string, input: z.infer<B>) => Promise<unknown>,
    ) =>
      scope.route({
        method: def.method,
        url: def.path,
        // Every spin is a call: request and completion lines at info would cost more than the
        // call itself. Unexpected errors are still logged (error level) by the error handler.
        logLevel: 'warn',
        schema: {
          tags: ['provider'],
          summary,
          description,
          headers,
          body: def.body,
          response: responses(def.response),
        },
        handler: async (req) => {
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const vendor = await p.verify(
            req.brand.id,
            req.headers[PROVIDER_VENDOR_HEADER],
            req.headers[PROVIDER_SIGNATURE_HEADER],
            raw,
          );
          return ok(req, await run(req.brand.id, vendor, parse(def.body, raw)));
        },
      });

    call(
      ROUTES.providerAuthenticate,
      'Provider: launch token to player, currency and balance',
      'Errors: PROVIDER_SIGNATURE_INVALID, PROVIDER_TOKEN_EXPIRED, PROVIDER_PLAYER_DISABLED.',
      p.authenticate,
    );
    call(
      ROUTES.providerBalance,
      "Provider: the player's cash balance",
      'Errors: PROVIDER_SIGNATURE_INVALID, PROVIDER_PLAYER_UNKNOWN.',
      p.balance,
    );
    call(
      ROUTES.providerBet,
      'Provider: debit a stake (idempotent by transactionId)',
      'Errors: PROVIDER_INSUFFICIENT_FUNDS (value carries the balance), PROVIDER_DUPLICATE_MISMATCH, PROVIDER_UNKNOWN_GAME, PROVIDER_PLAYER_DISABLED, PROVIDER_BET_ROLLED_BACK, PROVIDER_ROUND_CLOSED.',
      p.bet,
    );
    call(
      ROUTES.providerWin,
      'Provider: credit a win, 0 allowed (idempotent by transactionId; final closes the round)',
      'Errors: PROVIDER_DUPLICATE_MISMATCH, PROVIDER_ROUND_UNKNOWN, PROVIDER_ROUND_CLOSED.',
      p.win,
    );
    call(
      ROUTES.providerRollback,
      'Provider: refund a bet by its transaction id (an unknown bet is recorded and refused later)',
      'Errors: PROVIDER_DUPLICATE_MISMATCH, PROVIDER_ROUND_CLOSED (the bet’s round is settled).',
      p.rollback,
    );
  });
}
