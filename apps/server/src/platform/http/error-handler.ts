import { ERRORS, type ErrorCode, type FieldError } from '@platform/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isPoolWaitTimeout } from '../db/client';
import { isMessageKey, translator } from '../i18n/translate';
import { AppError } from './app-error';
import { fieldLabel, toFieldError } from './field-errors';

/** Fastify's own client errors, mapped onto the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

function send(reply: FastifyReply, code: ErrorCode, message: string, value: unknown = null) {
  return reply.status(ERRORS[code].status).send({ success: false, value, message, code });
}

/**
 * The single place where anything thrown becomes the envelope. Validation failures name the field
 * and rule; known errors keep their catalogue code; anything unexpected is logged and answered
 * with a generic message, never a stack trace.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const t = req.t ?? translator('en');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => toFieldError(v, error.validationContext, t));
      const first = fields[0];
      const message = t('validation', { field: fieldLabel(t, first?.field ?? ''), detail: first?.message ?? '' });
      return send(reply, 'VALIDATION', message, { fields });
    }
    if (error instanceof AppError) {
      const key = error.messageKey ?? ERRORS[error.code].key;
      const named = error.details?.fields ?? [];
      // A field the message names is named in the request's language, never by its wire name.
      const params =
        typeof error.params?.field === 'string'
          ? { ...error.params, field: fieldLabel(t, error.params.field) }
          : error.params;
      // A field named without its own wording gets its rule's message, unless the error's own message
      // is about it (a single field's refusal with its own wording); forms show it under the input.
      const ruleMessage = (f: FieldError) => {
        const rule = `rule.${f.rule}`;
        return isMessageKey(rule) ? t(rule, { ...params, field: fieldLabel(t, f.field) }) : undefined;
      };
      const detail = named[0] && !named[0].message ? ruleMessage(named[0]) : undefined;
      const message = t(key, key === 'validation' && !params?.detail && detail ? { ...params, detail } : params);
      const fields = error.details?.fields?.map((f, i) =>
        f.message ? f : { ...f, message: ((i > 0 || key === 'validation') && ruleMessage(f)) || message },
      );
      return send(reply, error.code, message, error.details && { ...error.details, ...(fields ? { fields } : {}) });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, mapped, t(ERRORS[mapped].key));
    if (error.statusCode === 429) return send(reply, 'TOO_MANY_REQUESTS', t('tooManyRequests', { minutes: 1 }));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, 'BAD_REQUEST', t('badRequest'));
    }
    if (isPoolWaitTimeout(error)) {
      req.log.warn({ err: error }, 'no database connection within the pool wait');
      return send(reply, 'BUSY', t('busy'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL', t('unknown'));
  });
}

export function notFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, 'NOT_FOUND', req.t('notFound'));
}
