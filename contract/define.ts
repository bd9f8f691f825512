import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Where a call carries the id of the company it acts on: the server checks membership there. */
export type CompanyLocation = { in: 'params' | 'query' | 'body'; key: string };

/**
 * One documented call of SPEC §7. The server registers its route from this object (schemas,
 * auth, company membership, permission) and the app builds its requests from the same object,
 * so a path or field name can only ever be wrong in one place.
 */
export type CallDef = {
  method: HttpMethod;
  /** Fastify-style path relative to the `/api` base, e.g. `/contact/:companyId/:id`. */
  path: string;
  summary: string;
  /** No token needed (SPEC §6 lists these). */
  public?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** The request is multipart/form-data; `body` then describes the non-file fields only. */
  multipart?: boolean;
  company?: CompanyLocation;
  /** Action the caller's role must allow in that company (see roles.ts). */
  permission?: string;
};

export const defineCall = <const T extends CallDef>(call: T): T => call;

/** Fills `:name` segments of a contract path. Unknown or missing values throw: a bug, not input. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
