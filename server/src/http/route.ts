import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '../../../contract/define';
import { roleAllows, type Role } from '../../../contract/roles';
import type { AppDeps } from '../deps';
import { findMemberRole, isUuid } from '../modules/companies/members.repository';
import { forbidden, notFound, unauthorized } from './errors';
import { authenticate, invalidToken, verifiedClaims, type AuthUser } from './authenticate';
import type { TokenClaims } from './tokens';
import { findAuthUserInCompany } from '../modules/users/users.repository';

type Infer<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;

/** What a handler receives: validated input, the caller, and the company it acts on. */
export type CallContext<C extends CallDef> = {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  /** The authenticated caller (public calls: null). */
  user: C['public'] extends true ? AuthUser | null : AuthUser;
  /** Set when the call declares `company`: the id and the caller's role in it. */
  company: C['company'] extends object ? { id: string; role: Role } : undefined;
  containerIndex: number;
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<C extends CallDef> = (ctx: CallContext<C>) => Promise<unknown> | unknown;
export type Handlers<Calls extends Record<string, CallDef>> = { [K in keyof Calls]: Handler<Calls[K]> };
export type RouteOptions<Calls> = {
  /** Per-call rate limit (requests per minute per client), e.g. on login. */
  rateLimit?: Partial<Record<keyof Calls, number>>;
  /** Per-call JSON body limit in bytes, for the few calls that take more than the app's 2 MB. */
  bodyLimit?: Partial<Record<keyof Calls, number>>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved before the body is read (so an anonymous bad body is a 401, not a 400). */
    authUser: AuthUser | null;
    /** A company call's verified token claims, read before the body (the user is found with the role). */
    tokenClaims?: TokenClaims;
    /** The company the call acts on and the caller's role there, checked before validation. */
    companyAccess?: { id: string; role: Role };
  }
}

/**
 * Registers every call of one contract area. The Handlers type makes a missing handler a compile
 * error, so each documented call answers. Auth, company membership and the role's permission are
 * checked here, once, whatever position the company id has in the request.
 */
export function registerArea<Calls extends Record<string, CallDef>>(
  app: FastifyInstance,
  tag: string,
  calls: Calls,
  handlers: Handlers<Calls>,
  options: RouteOptions<Calls> = {},
): void {
  for (const name of Object.keys(calls) as (keyof Calls & string)[]) {
    const call = calls[name];
    const handler = handlers[name] as Handler<CallDef>;
    const limit = options.rateLimit?.[name];
    const bodyLimit = options.bodyLimit?.[name];
    app.route({
      method: call.method,
      url: call.path,
      schema: {
        operationId: name,
        tags: [tag],
        summary: call.summary,
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body && !call.multipart ? { body: call.body } : {}),
        ...(call.public ? {} : { security: [{ bearerAuth: [] }] }),
        // Where the company id sits and what the role must allow, in the OpenAPI document too:
        // the security matrix (server/src/security/matrix) reads them there.
        ...(call.company ? { 'x-company': call.company } : {}),
        ...(call.permission ? { 'x-permission': call.permission } : {}),
        ...(call.multipart ? { 'x-multipart': true } : {}),
      },
      config: limit ? { rateLimit: { max: limit, timeWindow: '1 minute' } } : {},
      ...(bodyLimit ? { bodyLimit } : {}),
      // A company call checks the token here and finds the user with their role in one query
      // below; the others find the user now.
      onRequest: async (req) => {
        if (call.company && !call.public) req.tokenClaims = await verifiedClaims(req, app.deps);
        else req.authUser = call.public ? await authenticate(req, app.deps, { optional: true }) : await authenticate(req, app.deps);
      },
      // Membership and permission before the input is validated: another company's id, or a role
      // that may not do this, is refused the same way whatever else the request holds (a stranger
      // learns nothing of the call's schema, and an upload is refused before it is read).
      // A malformed id is left to validation (a 400 naming the field); the handler checks it then.
      ...(call.company ? { preValidation: async (req: FastifyRequest) => {
        const companyId = companyIdIn(call, req);
        if (!req.tokenClaims) {
          if (isUuid(companyId)) req.companyAccess = await companyAccess(app.deps, call, req);
          return;
        }
        const found = await findAuthUserInCompany(app.deps.db, req.tokenClaims.sub, req.tokenClaims.ver, companyId);
        if (!found) throw invalidToken();
        req.authUser = found.user;
        if (isUuid(companyId)) req.companyAccess = allowed(call, companyId, found.role);
      } } : {}),
      handler: async (req, reply) => {
        const deps = app.deps;
        const user = req.authUser;
        const company = call.company ? (req.companyAccess ?? await companyAccess(deps, call, req)) : undefined;
        const ctx = {
          params: req.params, query: req.query, body: req.body, user, company,
          containerIndex: req.containerIndex, deps, req, reply,
        } as CallContext<CallDef>;
        const result = await handler(ctx);
        if (reply.sent) return reply;
        return result ?? { ok: true };
      },
    });
  }
}

/** The company a call names (in its path, query or body) and the caller's role there, or the refusal. */
async function companyAccess(deps: AppDeps, call: CallDef, req: FastifyRequest): Promise<{ id: string; role: Role }> {
  const user = req.authUser;
  if (!user) throw unauthorized();
  const companyId = companyIdIn(call, req);
  return allowed(call, companyId as string, await findMemberRole(deps.db, companyId, user.id));
}

function allowed(call: CallDef, companyId: string, role: Role | null): { id: string; role: Role } {
  // Not a member looks exactly like "no such company": nothing leaks, nothing changes.
  if (!role) throw notFound('Company');
  if (call.permission && !roleAllows(role, call.permission)) throw forbidden();
  return { id: companyId, role };
}

function companyIdIn(call: CallDef, req: FastifyRequest): unknown {
  const where = call.company!;
  const source = (req as unknown as Record<string, Record<string, unknown> | undefined>)[where.in];
  return source && typeof source === 'object' ? source[where.key] : undefined;
}
