import { isApiError, type ApiErrorBody } from '../ApiError';
import { LocalRefusal } from './LocalRefusal';

export type Failure =
  | { kind: 'response'; status: number; data: ApiErrorBody }
  | { kind: 'noResponse' }
  | { kind: 'other'; message?: string };

/**
 * Sorts anything a call may throw into the three cases every SPEC §8 normaliser branches on. A
 * local refusal reads as the response the server would have given (its status, message and code).
 */
export function readFailure(error: unknown): Failure {
  if (error instanceof LocalRefusal) {
    return { kind: 'response', status: error.status, data: { message: error.message, ...(error.code ? { error_code: error.code } : {}) } };
  }
  if (isApiError(error)) {
    return error.hasResponse ? { kind: 'response', status: error.status, data: error.body ?? {} } : { kind: 'noResponse' };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : undefined };
}

/** The server's message in either of the shapes it uses (`message`, or legacy `error`). */
export const serverMessage = (data: ApiErrorBody): string | undefined =>
  (typeof data.message === 'string' && data.message) || (typeof data.error === 'string' && data.error) || undefined;
