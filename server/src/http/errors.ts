/** The one error shape of the API: `{ error_code, message, details? }` with an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** One refused field: English message for API clients, `code` (and `params`) for the app to translate. */
export type FieldIssue = { path: string; message: string; code?: string; params?: Record<string, string | number> };

export const badRequest = (message: string, details?: unknown, code = 'invalid_data') =>
  new AppError(400, code, message, details);
/** A 400 about one field, in the same shape as schema validation failures. */
/** A refused field; `code` names the refusal for the app to say it in the user's language (app.errors.fields.<code>). */
export const invalidField = (field: string, message: string, code?: string) =>
  new AppError(400, 'validation_error', message, [{ path: field, message, ...(code ? { code } : {}) }] satisfies FieldIssue[]);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Your role does not allow this action', code = 'forbidden') =>
  new AppError(403, code, message);
/** A wrong current password: 400 on that field, not 401 (the session itself, if any, is fine). */
export const wrongPassword = (field = 'password') =>
  new AppError(400, 'invalid_password', 'Incorrect password', [{ path: `body.${field}`, message: 'Incorrect password' }] satisfies FieldIssue[]);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
