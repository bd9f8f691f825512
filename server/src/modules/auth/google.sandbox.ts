import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { email as emailSchema, language } from '../../../../contract/common';
import type { Config } from '../../config';
import { escapeHtml, htmlPage, sandboxPageCsp } from '../../http/html';
import { AppError, notFound } from '../../http/errors';
import { signInWithIdentity } from './auth.service';

export const CONSENT_PATH = '/authWithGoogle/sandbox';

const TEXT = {
  es: {
    title: 'Iniciar sesión con Google (sandbox)',
    intro: 'Este servidor funciona sin servicios externos: esta página sustituye a la pantalla de consentimiento de Google. Indica la cuenta de Google de prueba con la que quieres entrar; la primera vez se crea una cuenta nueva. Una cuenta que ya existe con contraseña no se abre desde aquí.',
    email: 'Correo electrónico', name: 'Nombre', go: 'Continuar', cancel: 'Cancelar',
    identity_not_linked: 'Ya existe una cuenta con este correo: entra con tu contraseña.',
    email_not_verified: 'Este correo no está verificado.',
  },
  en: {
    title: 'Sign in with Google (sandbox)',
    intro: 'This server runs without outside services: this page stands in for Google’s consent screen. Enter the test Google account you want to sign in with; a new account is created the first time. An existing account with a password is never opened from here.',
    email: 'Email', name: 'Name', go: 'Continue', cancel: 'Cancel',
    identity_not_linked: 'An account with this email already exists: sign in with your password.',
    email_not_verified: 'This email is not verified.',
  },
};

const consentForm = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'Name is required').max(100),
  lang: language.catch('es'),
  redirect: z.string().max(500).optional(),
});

/**
 * Where the app runs: this server (relative redirect) unless `redirect` names one of the
 * configured APP_ORIGINS (the Vite dev server, say). Anything else is ignored: no open redirect.
 */
export function appOrigin(config: Config, redirect: string | undefined): string {
  if (!redirect) return '';
  try {
    const origin = new URL(redirect).origin;
    return config.APP_ORIGINS.includes(origin) ? origin : '';
  } catch {
    return '';
  }
}

export function renderConsent(
  reply: FastifyReply,
  input: { lang: 'es' | 'en'; redirect?: string; email?: string; name?: string; error?: string },
  status = 200,
) {
  const t = TEXT[input.lang];
  const cancelUrl = `${appOrigin(reply.server.deps.config, input.redirect)}/${input.lang}/login`;
  const body = `<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.intro)}</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="/api${CONSENT_PATH}">
<input type="hidden" name="lang" value="${escapeHtml(input.lang)}">
<input type="hidden" name="redirect" value="${escapeHtml(input.redirect ?? '')}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}">
<label for="name">${escapeHtml(t.name)}</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(input.name ?? '')}">
<button type="submit">${escapeHtml(t.go)}</button>
</form>
<p><a href="${escapeHtml(cancelUrl)}">${escapeHtml(t.cancel)}</a></p>`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', sandboxPageCsp(reply.server.deps.config.APP_ORIGINS))
    .send(htmlPage(t.title, body, input.lang));
}

/** The sandbox's stand-in for a Google account: the email typed is its subject. */
export const SANDBOX_PROVIDER = 'google-sandbox';

/**
 * The consent form posts here: sign in the account this sandbox identity created before, or create
 * one, then send the browser back to the app's login page with the token, as the real provider's
 * callback would. Absent (404) unless the identity connector is the sandbox, i.e. never in
 * production without SANDBOX_IN_PRODUCTION, and never with Google configured.
 */
export function registerSandboxConsent(app: FastifyInstance, rateLimit: number): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post(CONSENT_PATH, { schema: { hide: true }, config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } } }, async (req, reply) => {
    if (app.deps.connectors.identity.kind !== 'sandbox') throw notFound('Route');
    const raw = (req.body ?? {}) as Record<string, string>;
    const parsed = consentForm.safeParse(raw);
    const lang = raw.lang === 'en' ? 'en' : 'es';
    if (!parsed.success) {
      return renderConsent(reply, { lang, redirect: raw.redirect, email: raw.email, name: raw.name, error: parsed.error.issues[0].message }, 400);
    }
    const { email, name, lang: language } = parsed.data;
    let session;
    try {
      session = await signInWithIdentity(app.deps, { provider: SANDBOX_PROVIDER, subject: email, email, emailVerified: true, name, language });
    } catch (e) {
      if (!(e instanceof AppError) || !(e.code === 'identity_not_linked' || e.code === 'email_not_verified')) throw e;
      return renderConsent(reply, { lang, redirect: raw.redirect, email, name, error: TEXT[lang][e.code] }, e.statusCode);
    }
    const target = `${appOrigin(app.deps.config, parsed.data.redirect)}/${parsed.data.lang}/login?token=${encodeURIComponent(session.token)}`;
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
