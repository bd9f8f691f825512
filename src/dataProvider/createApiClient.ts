import { buildPath, type CallDef } from '../../contract/define';
import { ApiError, toFieldIssues, type ApiErrorBody, type FieldIssue } from './ApiError';

export type CallArgs = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined | string[]>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sign this call with a token that is not stored yet (the identity-provider return checks it
   * before keeping it). A 401 then refuses that token; it does not end the stored session.
   */
  token?: string;
  /** Headers a call needs besides the session's (the email builder token: `x-stripo-token`). */
  headers?: Record<string, string>;
};

export type ApiClientDeps = {
  /** Base URL of the API including its prefix, e.g. `/api` or `https://api.example.com/api`. */
  baseUrl: string;
  getToken: () => string | null;
  getContainerIndex: () => number;
  /** A call that sent a token came back 401: the session is over (SPEC §4 expiry path). */
  onUnauthorized?: () => void;
  /**
   * The refusal in the user's language, from its `error_code` and status; the thrown error's
   * message is this (what react-admin's notifications and the forms show). The body keeps the
   * server's own text for the SPEC §8 normalisers.
   */
  localizeError?: (body: ApiErrorBody, status: number) => string | undefined;
  /** A field's refusal in the user's language (shown under its input); undefined keeps the server's. */
  localizeFieldError?: (body: ApiErrorBody, issue: FieldIssue) => string | undefined;
  fetch?: typeof fetch;
};

function queryString(query: CallArgs['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, v));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The error a refusal becomes: the message in the user's language, and `body.errors` with each
 * refused field's text (react-admin shows them under the inputs). Fakes in stories throw through
 * this too (`withLocalizedErrors`), so what a story shows is what the app shows.
 */
export function localizedApiError(
  body: ApiErrorBody,
  status: number,
  deps: Pick<ApiClientDeps, 'localizeError' | 'localizeFieldError'>,
  statusText?: string,
): ApiError {
  const localized: ApiErrorBody = { ...body };
  const fieldIssues = toFieldIssues(body.details);
  if (fieldIssues) {
    localized.errors = Object.fromEntries(Object.entries(fieldIssues).map(([field, issue]) => [field, deps.localizeFieldError?.(localized, issue) ?? issue.message]));
  }
  const message = deps.localizeError?.(localized, status) ?? localized.message ?? localized.error ?? statusText ?? 'Request failed';
  return new ApiError(message, status, localized);
}

/** An ApiClient whose refusals (ApiErrors a fake throws) are localised as the real client's are. */
export function withLocalizedErrors<C extends { call: ApiClient['call'] }>(client: C, deps: Pick<ApiClientDeps, 'localizeError' | 'localizeFieldError'>): C {
  return {
    ...client,
    call: async (def: CallDef, args?: CallArgs) => {
      try {
        return await client.call(def, args);
      } catch (error) {
        if (error instanceof ApiError && error.status > 0 && error.body) throw localizedApiError(error.body, error.status, deps);
        throw error;
      }
    },
  } as C;
}

/**
 * The one HTTP client of the app: every area's calls go through `call(def, args)` with a contract
 * CallDef. Sends cookies, JSON UTF-8, X-Container-Index, and the bearer token except on the
 * public calls of SPEC §6 (the contract marks them `public`).
 */
export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));

  /** Sends the request; a refusal is thrown as a localised ApiError, success is returned as is. */
  async function request(def: CallDef, args: CallArgs, accept: string): Promise<Response> {
    const url = `${deps.baseUrl}${buildPath(def.path, args.params)}${queryString(args.query)}`;
    const headers: Record<string, string> = {
      ...args.headers,
      Accept: accept,
      'X-Container-Index': String(deps.getContainerIndex()),
    };
    const isForm = typeof FormData !== 'undefined' && args.body instanceof FormData;
    if (args.body !== undefined && !isForm) headers['Content-Type'] = 'application/json; charset=utf-8';
    const token = def.public ? null : (args.token ?? deps.getToken());
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(url, {
        method: def.method,
        headers,
        credentials: 'include',
        body: args.body === undefined ? undefined : isForm ? (args.body as FormData) : JSON.stringify(args.body),
        signal: args.signal,
      });
    } catch (e) {
      throw new ApiError(e instanceof Error ? e.message : 'Network error', 0);
    }
    if (response.ok) return response;

    const data = await readBody(response);
    const body: ApiErrorBody =
      data && typeof data === 'object' ? { ...(data as ApiErrorBody) } : { message: typeof data === 'string' ? data : undefined };
    if (response.status === 401 && token && !args.token) deps.onUnauthorized?.();
    throw localizedApiError(body, response.status, deps, response.statusText);
  }

  async function call<T = unknown>(def: CallDef, args: CallArgs = {}): Promise<T> {
    return (await readBody(await request(def, args, 'application/json'))) as T;
  }

  /** A binary answer (a file, an image) as a Blob; refusals as `call`'s. */
  async function blob(def: CallDef, args: CallArgs = {}): Promise<Blob> {
    return (await request(def, args, '*/*')).blob();
  }

  return { call, blob, baseUrl: deps.baseUrl };
}

export type ApiClient = ReturnType<typeof createApiClient>;
