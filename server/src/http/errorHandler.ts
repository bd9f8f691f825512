import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldCode } from '../../../contract/fieldMessages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, type FieldIssue } from './errors';

type PgError = { code?: string; constraint?: string };

/** Maps anything thrown to `{ error_code, message, details? }`; a 5xx never shows its cause. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const details: FieldIssue[] = error.validation.map((v) => ({
        path: [where, ...String(v.instancePath ?? '').split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
        ...fieldCode({ message: v.message, keyword: v.keyword, params: v.params as Record<string, unknown> }),
      }));
      return reply.code(400).send({ error_code: 'validation_error', message: describe(details), details });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        error_code: error.code,
        message: error.message,
        ...(error.details !== undefined ? { details: error.details } : {}),
      });
    }
    // Postgres refusals that only bad input can cause: never a 500.
    if (error.code === '22P02' || error.code === '22007' || error.code === '22008') {
      return reply.code(400).send({ error_code: 'invalid_data', message: 'A value has the wrong format' });
    }
    if (error.code === '23505') {
      return reply.code(409).send({ error_code: 'conflict', message: 'This record already exists' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        error_code: status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'invalid_request',
        message: error.message,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Postgres restarting or unreachable: the client may retry; the pool reconnects by itself.
      // One short line per request, not a stack: an outage would otherwise flood the log.
      req.log.warn({ code: error.code, reason: error.message }, 'database unavailable');
      return reply.code(503).header('retry-after', '2').send({ error_code: 'service_unavailable', message: 'The service is briefly unavailable. Try again in a moment.' });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error_code: 'internal_error', message: 'Internal server error' });
  });
}

function describe(details: FieldIssue[]): string {
  const first = details[0];
  const more = details.length > 1 ? ` (+${details.length - 1} more)` : '';
  return first ? `Invalid ${first.path}: ${first.message}${more}` : 'Invalid request';
}
