import type { z } from 'zod';
import { fieldCode } from '../../../contract/fieldMessages';
import { AppError, type FieldIssue } from './errors';

/**
 * Validates input a route could not hand to Fastify's schema (multipart fields, a body that may
 * come either way) and refuses it in the same shape as schema failures.
 */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' = 'body'): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details: FieldIssue[] = parsed.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
    ...fieldCode({ message: issue.message, keyword: issue.code, params: issue as unknown as Record<string, unknown> }),
  }));
  const first = details[0]!;
  throw new AppError(400, 'validation_error', `Invalid ${first.path}: ${first.message}${details.length > 1 ? ` (+${details.length - 1} more)` : ''}`, details);
}
