import type { FastifyReply } from 'fastify';
import { escapeHtml, htmlPage, sandboxPageCsp } from '../../http/html';

type Lang = 'es' | 'en';

const EXPIRED: Record<Lang, string> = {
  es: 'Este enlace de conexión ha caducado o ya se usó. Vuelve a la aplicación y pulsa Conectar de nuevo.',
  en: 'This connection link has expired or was already used. Go back to the app and press Connect again.',
};

/** A sandbox consent page (social network, scheduling, mailbox): no caching, the sandbox pages' CSP. */
export function consentPage(reply: FastifyReply, lang: Lang, title: string, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .header('content-security-policy', sandboxPageCsp()).send(htmlPage(title, body, lang));
}

/** A consent link that expired, was used or is unknown: 404, said in both languages (its session, and so its language, is gone). */
export function expiredConsentPage(reply: FastifyReply, titles: Record<Lang, string>) {
  return consentPage(reply, 'es', titles.es, `<h1>${escapeHtml(titles.es)}</h1><p role="alert">${escapeHtml(EXPIRED.es)}</p><p lang="en">${escapeHtml(EXPIRED.en)}</p>`, 404);
}
