import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { AuthTransaction } from '../../connectors/identity';
import { signInWithIdentity } from './auth.service';
import { appOrigin, renderConsent } from './google.sandbox';

export const CALLBACK_PATH = '/authWithGoogle/callback';
const COOKIE = 'crm_google_tx';
/** Time a person has on the provider's pages before the transaction is dropped. */
const TRANSACTION_SECONDS = 600;

type Lang = 'es' | 'en';
type Pending = AuthTransaction & { lang: Lang; redirect?: string };

/** Back to the app's login page with a token, or with the code of why not (the app translates it). */
function toLogin(reply: FastifyReply, origin: string, lang: Lang, query: Record<string, string>) {
  return reply.header('cache-control', 'no-store').redirect(`${origin}/${lang}/login?${new URLSearchParams(query)}`, 303);
}

const cookieOptions = (app: FastifyInstance) => ({
  path: `/api${CALLBACK_PATH}`,
  httpOnly: true,
  sameSite: 'lax' as const, // sent on the provider's top-level redirect back, not on cross-site posts
  secure: app.deps.config.publicUrl.startsWith('https:'),
});

/**
 * GET /api/authWithGoogle: Google's authorization page (the transaction kept in a signed cookie of
 * this browser, so a callback started elsewhere is refused), the sandbox consent page where only
 * that is allowed, or back to login with `authError=google_unavailable`.
 */
export async function beginGoogleSignIn(app: FastifyInstance, reply: FastifyReply, query: { lang?: Lang; redirect?: string }) {
  const lang = query.lang ?? 'es';
  const identity = app.deps.connectors.identity;
  if (identity.kind === 'sandbox') return renderConsent(reply, { lang, redirect: query.redirect });
  const origin = appOrigin(app.deps.config, query.redirect);
  if (identity.kind === 'off') return toLogin(reply, origin, lang, { authError: 'google_unavailable' });
  const { url, transaction } = await identity.begin(`${app.deps.config.publicUrl}/api${CALLBACK_PATH}`);
  const pending: Pending = { ...transaction, lang, ...(query.redirect ? { redirect: query.redirect } : {}) };
  reply.setCookie(COOKIE, await app.deps.tokens.seal(pending, TRANSACTION_SECONDS), { ...cookieOptions(app), maxAge: TRANSACTION_SECONDS });
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}

async function readPending(app: FastifyInstance, req: FastifyRequest): Promise<Pending | null> {
  const sealed = req.cookies[COOKIE];
  const value = sealed ? await app.deps.tokens.unseal(sealed) : null;
  if (!value || typeof value.state !== 'string' || typeof value.nonce !== 'string' || typeof value.verifier !== 'string') return null;
  return { state: value.state, nonce: value.nonce, verifier: value.verifier, lang: value.lang === 'en' ? 'en' : 'es', redirect: typeof value.redirect === 'string' ? value.redirect : undefined };
}

/** The cookie plugin, and Google's callback (only when Google is configured). */
export async function registerGoogleSignIn(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.get(CALLBACK_PATH, { schema: { hide: true } }, async (req, reply) => {
    const identity = app.deps.connectors.identity;
    if (identity.kind !== 'google') throw new AppError(404, 'not_found', 'Route not found');
    const pending = await readPending(app, req);
    reply.clearCookie(COOKIE, cookieOptions(app));
    const lang = pending?.lang ?? 'es';
    const origin = appOrigin(app.deps.config, pending?.redirect);
    if (!pending) return toLogin(reply, origin, lang, { authError: 'google_failed' });
    let verified;
    try {
      verified = await identity.finish(new URL(req.url, app.deps.config.publicUrl), pending);
    } catch (e) {
      // A refused consent, a replayed or forged callback, a provider fault: logged without secrets.
      req.log.warn({ reason: (e as Error).message }, 'Google sign-in refused');
      return toLogin(reply, origin, lang, { authError: 'google_failed' });
    }
    try {
      const session = await signInWithIdentity(app.deps, { ...verified, language: lang });
      return toLogin(reply, origin, lang, { token: session.token });
    } catch (e) {
      if (e instanceof AppError && e.statusCode < 500) return toLogin(reply, origin, lang, { authError: e.code });
      throw e;
    }
  });
}
