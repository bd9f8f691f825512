import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COLLECT_RATE_LIMIT, SUBMIT_RATE_LIMIT } from '../../../../contract/webforms';
import { escapeHtml } from '../landings/landings.render';
import { parseEvent, parseSubmission, type FlatBody } from './webforms.ingest';
import { documentLanguage, formFacts, landingForms } from './webforms.landingPage';
import * as service from './webforms.service';

/**
 * The public calls' work, shared by the API paths (any site, by site key) and a landing's own
 * `/_lp/` paths (by Host): rate limit, then parse, then store. Every refusal stores nothing;
 * a filled honeypot is answered like a success so a bot learns nothing.
 */

export type Answer = { status: number; json?: unknown; html?: string };

/** Any origin may send (the script runs on the customer's sites); no credentials are read. */
export const PUBLIC_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Accept',
  'access-control-max-age': '86400',
};

const limiters = new WeakMap<FastifyInstance, Record<string, ReturnType<FastifyInstance['createRateLimit']>>>();
/** Per client IP and call, on the app's shared rate-limit store (Redis when configured). */
export async function rateLimited(app: FastifyInstance, req: FastifyRequest, kind: 'collect' | 'submit'): Promise<boolean> {
  let set = limiters.get(app);
  if (!set) {
    set = {
      collect: app.createRateLimit({ max: COLLECT_RATE_LIMIT, timeWindow: 60_000, keyGenerator: (r) => `webforms-collect:${r.ip}` }),
      submit: app.createRateLimit({ max: SUBMIT_RATE_LIMIT, timeWindow: 60_000, keyGenerator: (r) => `webforms-submit:${r.ip}` }),
    };
    limiters.set(app, set);
  }
  // isAllowed is only true for an allow-listed key; the count decides through isExceeded.
  const result = await set[kind](req);
  return !result.isAllowed && result.isExceeded;
}

const WORDS = {
  es: { thanks: 'Gracias', received: 'Hemos recibido tus datos.', back: 'Volver', error: 'No se ha podido enviar', busy: 'Demasiados envíos. Inténtalo de nuevo en un minuto.', consent: 'Marca la casilla de consentimiento para enviar el formulario.', empty: 'El formulario está vacío.' },
  en: { thanks: 'Thank you', received: 'We have received your details.', back: 'Back', error: 'Could not send', busy: 'Too many submissions. Try again in a minute.', consent: 'Tick the consent box to send the form.', empty: 'The form is empty.' },
};

/** The page a form posted without JavaScript gets (same look as the landing's 404 page). */
export function resultPage(lang: 'es' | 'en', title: string, message: string, back: string | null): string {
  const w = WORDS[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>`
    + '<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f6f8;color:#1b1f24;text-align:center}main{padding:2rem}a{color:#1b1f24}</style>'
    + `</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back ? `<p><a href="${escapeHtml(back)}">${w.back}</a></p>` : ''}</main></body></html>`;
}

export type Origin = service.IngestTarget & { document: string | null };

export async function collect(app: FastifyInstance, req: FastifyRequest, origin: Origin, body: FlatBody): Promise<Answer> {
  if (await rateLimited(app, req, 'collect')) return { status: 429, json: { error_code: 'rate_limit', message: 'Too many requests' } };
  const event = parseEvent(body);
  if (!event) return { status: 400, json: { error_code: 'validation_error', message: 'Not a tracking event' } };
  await service.recordEvent(app.deps.db, origin, event);
  return { status: 204 };
}

export async function submit(app: FastifyInstance, req: FastifyRequest, origin: Origin, body: FlatBody): Promise<Answer> {
  const wantsJson = /application\/json/.test(req.headers.accept ?? '');
  const lang = origin.document ? documentLanguage(origin.document) : /^en/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'es';
  const w = WORDS[lang];
  const refuse = (status: number, code: string, message: string): Answer =>
    (wantsJson ? { status, json: { error_code: code, message } } : { status, html: resultPage(lang, w.error, message, origin.document ? '/' : null) });
  if (await rateLimited(app, req, 'submit')) return refuse(429, 'rate_limit', w.busy);
  const parsed = parseSubmission(body);
  const form = origin.document ? landingForms(origin.document).find((f) => f.key === parsed.formKey) : undefined;
  const facts = form ? formFacts(form.html) : null;
  const done = (submissionId: string | null): Answer => (wantsJson
    ? { status: 200, json: { ok: true, submissionId } }
    : { status: 200, html: resultPage(lang, w.thanks, facts?.successText ?? w.received, origin.document ? '/' : null) });
  if (parsed.honeypotFilled) return done(null);
  if (!Object.keys(parsed.fields).length) return refuse(400, 'validation_error', w.empty);
  if (facts?.hasConsent && !parsed.consent) return refuse(400, 'consent_required', w.consent);
  const result = await service.submit(app.deps.db, origin, parsed, {
    formName: parsed.formKey,
    // A landing's consent text is the one its page shows; a site's comes with the submission.
    consentText: origin.document ? facts?.consentText ?? null : parsed.consentText,
    userAgent: req.headers['user-agent'] ?? null,
  });
  return done(result.submissionId);
}

export function sendAnswer(reply: FastifyReply, answer: Answer, headers: Record<string, string> = {}): FastifyReply {
  reply.code(answer.status).headers({ ...headers, 'cache-control': 'no-store' });
  if (answer.html !== undefined) return reply.type('text/html; charset=utf-8').send(answer.html);
  if (answer.json !== undefined) return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.json));
  return reply.send();
}
