import type { FastifyInstance } from 'fastify';
import { AppError, type FieldIssue } from './errors';

/** Postgres text cannot hold U+0000: a value with it would fail deep in a query as a 500. */
const NUL = '\u0000';
export const NUL_MESSAGE = 'Contains a character that is not allowed (NUL)';

/** The path of the first string holding NUL (keys included), or null. */
export function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const hit = findNul(value[i], `${path}.${i}`);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes(NUL)) return `${path}.${key.replaceAll(NUL, '\\0')}`;
      const hit = findNul(inner, `${path}.${key}`);
      if (hit) return hit;
    }
  }
  return null;
}

export const nulRefusal = (path: string) =>
  new AppError(400, 'validation_error', `Invalid ${path}: ${NUL_MESSAGE}`, [{ path, message: NUL_MESSAGE }] satisfies FieldIssue[]);

/**
 * One check for every route, before its schema and handler: text with NUL anywhere in the path
 * parameters, query or parsed body is a 400 in the error shape, so it never reaches Postgres and a
 * refused request changes nothing. (Multipart fields and file contents are read by their handler,
 * which uses `findNul` the same way.)
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const hit = findNul(req.params, 'params') ?? findNul(req.query, 'query') ?? (req.isMultipart() ? null : findNul(req.body, 'body'));
    if (hit) throw nulRefusal(hit);
  });
}
