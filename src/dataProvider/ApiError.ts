export type FieldErrors = Record<string, string>;

export type ApiErrorBody = {
  error_code?: string;
  message?: string;
  error?: string;
  details?: unknown;
  /** react-admin reads server-side validation errors here to show them under the inputs. */
  errors?: FieldErrors;
  [key: string]: unknown;
};

/**
 * A failed API call. `status` is 0 when no response arrived (network down, CORS, abort), which
 * the error normalisers of SPEC §8 treat as their "no response" branch. The shape (message,
 * status, body) is the one react-admin's HttpError has, so its notifications and forms use it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(message: string, status: number, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get hasResponse(): boolean {
    return this.status > 0;
  }

  get code(): string | undefined {
    return this.body?.error_code;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Where the server says a failing value sat; forms name their inputs without it. */
const LOCATION = /^(body|query|params|querystring|headers)\./;

/**
 * `[{path, message}]` validation details as react-admin field errors (`{ field: message }`). The
 * server names fields by where they sat (`body.password`); inputs are named `password`.
 */
export function toFieldErrors(details: unknown): FieldErrors | undefined {
  if (!Array.isArray(details)) return undefined;
  const errors: FieldErrors = {};
  for (const issue of details) {
    if (!issue || typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const field = issue.path.replace(LOCATION, '');
    if (!errors[field]) errors[field] = issue.message;
  }
  return Object.keys(errors).length ? errors : undefined;
}
