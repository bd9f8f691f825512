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

/** One refused field as the server describes it (`code` and `params` for a translated text). */
export type FieldIssue = { message: string; code?: string; params?: Record<string, string | number> };

/**
 * `[{path, message, code?}]` validation details by field (the first issue of each). The server
 * names fields by where they sat (`body.password`); inputs are named `password`.
 */
export function toFieldIssues(details: unknown): Record<string, FieldIssue> | undefined {
  if (!Array.isArray(details)) return undefined;
  const issues: Record<string, FieldIssue> = {};
  for (const issue of details) {
    if (!issue || typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const field = issue.path.replace(LOCATION, '');
    if (!issues[field]) issues[field] = { message: issue.message, ...(typeof issue.code === 'string' ? { code: issue.code } : {}), ...(issue.params && typeof issue.params === 'object' ? { params: issue.params } : {}) };
  }
  return Object.keys(issues).length ? issues : undefined;
}

/** The same as react-admin field errors (`{ field: message }`). */
export function toFieldErrors(details: unknown): FieldErrors | undefined {
  const issues = toFieldIssues(details);
  return issues && Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, issue.message]));
}
