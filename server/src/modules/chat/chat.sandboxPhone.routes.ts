import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGE_TYPES, type MessageType } from '../../../../contract/chat';
import { escapeHtml, htmlPage, sandboxPageCsp } from '../../http/html';
import { AppError, badRequest, notFound } from '../../http/errors';
import { SandboxChat } from '../../connectors/chat/sandbox';
import * as repo from './chat.repository';
import type { AppRow } from './chat.repository';
import { pair } from './chat.session';
import { digitsOf, receiveMessage } from './chat.incoming';
import { contactRead } from './chat.inbox';
import { readSend } from './chat.upload';

const TEXT = {
  es: {
    pairTitle: 'Vincular el teléfono de prueba', pairIntro: 'Este es el teléfono del sandbox: al vincularlo, la sesión de chat de la empresa queda lista (no se contacta con WhatsApp).',
    phone: 'Número de este teléfono', pair: 'Vincular', expired: 'Este código QR ya no es válido. Escanea el código que muestra ahora la aplicación.',
    phoneTitle: 'Teléfono de prueba', phoneIntro: 'Escribe a la empresa como lo haría un contacto. Lo que la empresa envía aparece abajo.',
    from: 'Número del contacto', name: 'Nombre del perfil', type: 'Tipo', text: 'Texto o pie de foto', file: 'Archivo (imagen, vídeo, audio o documento)',
    latitude: 'Latitud', longitude: 'Longitud', send: 'Enviar a la empresa', recent: 'Últimos mensajes', none: 'Aún no hay mensajes.',
    markRead: 'Marcar como leídos', toBusiness: 'a la empresa', fromBusiness: 'de la empresa', loggedOut: 'La empresa cerró la sesión de este teléfono.',
  },
  en: {
    pairTitle: 'Pair the test phone', pairIntro: 'This is the sandbox phone: pairing it makes the company\'s chat session ready (WhatsApp is not contacted).',
    phone: 'This phone\'s number', pair: 'Pair', expired: 'This QR code is no longer valid. Scan the code the app shows now.',
    phoneTitle: 'Test phone', phoneIntro: 'Write to the company as a contact would. What the company sends appears below.',
    from: 'Contact number', name: 'Profile name', type: 'Type', text: 'Text or caption', file: 'File (image, video, audio or document)',
    latitude: 'Latitude', longitude: 'Longitude', send: 'Send to the company', recent: 'Latest messages', none: 'No messages yet.',
    markRead: 'Mark as read', toBusiness: 'to the company', fromBusiness: 'from the company', loggedOut: 'The company logged this phone out.',
  },
} as const;
type Lang = keyof typeof TEXT;

const langOf = (req: FastifyRequest): Lang => (String(req.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'es');
const TICKS: Record<string, string> = { pending: '🕓', sent: '✓', delivered: '✓✓', read: '✓✓ (read)', failed: '⚠', received: '' };
const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invalid token') });
const PHONE_TYPES = MESSAGE_TYPES.filter((t) => t !== 'contact');

function page(reply: import('fastify').FastifyReply, lang: Lang, title: string, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .header('content-security-policy', sandboxPageCsp()).send(htmlPage(title, body, lang));
}

/**
 * The sandbox's phone, reached by scanning the QR code the app shows: pairing makes the session
 * ready; then the phone page writes to the company as any number (text, a file, a location),
 * shows what the company sent with its ticks, and reads it (blue ticks in the inbox). The pairing
 * and device tokens are the capabilities: the phone has no bearer token. Off (404) wherever the
 * chat connector is not the sandbox, and in production unless sandboxes are explicitly allowed.
 */
export async function chatSandboxRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const requireSandbox = () => {
    if (!app.deps.config.sandboxAllowed || !(app.deps.connectors.chat instanceof SandboxChat)) throw notFound('Route');
  };
  const deviceApp = async (token: string): Promise<AppRow> => {
    requireSandbox();
    const row = await repo.findAppByToken(app.deps.db, 'deviceToken', token);
    if (!row || row.status !== 'ready') throw notFound('Phone');
    return row;
  };

  app.get('/chat/sandbox/pair/:token', { schema: { hide: true, params: tokenParam, querystring: z.object({ ref: z.coerce.number().int().min(1).max(99) }) } }, async (req, reply) => {
    requireSandbox();
    const t = TEXT[langOf(req)];
    const { token } = req.params as { token: string };
    const { ref } = req.query as { ref: number };
    const body = `<h1>${t.pairTitle}</h1><p class="note">${t.pairIntro}</p>
<form method="post" action="/api/chat/sandbox/pair/${escapeHtml(token)}"><input type="hidden" name="ref" value="${ref}">
<label for="phone">${t.phone}</label><input id="phone" name="phone" inputmode="tel" autocomplete="tel" required value="+34 600 000 000">
<button type="submit">${t.pair}</button></form>`;
    return page(reply, langOf(req), t.pairTitle, body);
  });

  app.post('/chat/sandbox/pair/:token', {
    schema: { hide: true, params: tokenParam, body: z.object({ ref: z.coerce.number().int().min(1).max(99), phone: z.string().trim().min(6).max(30) }) },
  }, async (req, reply) => {
    requireSandbox();
    const t = TEXT[langOf(req)];
    const { token } = req.params as { token: string };
    const { ref, phone } = req.body as { ref: number; phone: string };
    if (digitsOf(phone).length < 6) throw badRequest('The phone number needs at least 6 digits', { phone: 'invalid' });
    const result = await pair(app.deps, token, ref, `+${digitsOf(phone)}`);
    if ('error' in result) return page(reply, langOf(req), t.pairTitle, `<h1>${t.pairTitle}</h1><p class="error" role="alert">${t.expired}</p>`, 410);
    return reply.redirect(`/api/chat/sandbox/phone/${result.deviceToken}`, 303);
  });

  app.get('/chat/sandbox/phone/:token', { schema: { hide: true, params: tokenParam } }, async (req, reply) => {
    requireSandbox();
    const lang = langOf(req);
    const t = TEXT[lang];
    const { token } = req.params as { token: string };
    const row = await repo.findAppByToken(app.deps.db, 'deviceToken', token);
    if (!row) throw notFound('Phone');
    if (row.status !== 'ready') return page(reply, lang, t.phoneTitle, `<h1>${t.phoneTitle}</h1><p class="error" role="alert">${t.loggedOut}</p>`, 410);
    const recent = await repo.recentMessagesOfApp(app.deps.db, row.id, 30);
    const action = `/api/chat/sandbox/phone/${escapeHtml(token)}`;
    const items = recent.map((m) => {
      const what = m.direction === 'in' ? t.toBusiness : t.fromBusiness;
      const content = m.text ?? m.caption ?? (m.mediaId ? `[${m.type}] ${m.mediaName ?? ''}` : m.location ? `[location] ${m.location.latitude}, ${m.location.longitude}` : `[${m.type}]`);
      const readForm = m.direction === 'out' && m.status !== 'read'
        ? `<form method="post" action="${action}/read"><input type="hidden" name="conversationId" value="${escapeHtml(m.conversationId)}"><button type="submit" class="secondary">${t.markRead}</button></form>` : '';
      return `<article><h2>${escapeHtml(m.chatName)} · +${escapeHtml(m.waId)} · ${what}</h2><pre>${escapeHtml(content)}</pre>
<p class="note">${escapeHtml(m.createdAt.toISOString())} ${m.direction === 'out' ? escapeHtml(TICKS[m.status] ?? m.status) : ''}</p>${readForm}</article>`;
    }).join('');
    const body = `<h1>${t.phoneTitle} (${escapeHtml(row.phone ?? '')})</h1><p class="note">${t.phoneIntro}</p>
<form method="post" action="${action}/send" enctype="multipart/form-data">
<label for="from">${t.from}</label><input id="from" name="from" inputmode="tel" required value="+34 611 111 111">
<label for="name">${t.name}</label><input id="name" name="profileName" value="Lucía Pérez">
<label for="type">${t.type}</label><select id="type" name="type">${PHONE_TYPES.map((x) => `<option>${x}</option>`).join('')}</select>
<label for="text">${t.text}</label><input id="text" name="text">
<label for="file">${t.file}</label><input id="file" name="file" type="file">
<label for="latitude">${t.latitude}</label><input id="latitude" name="latitude" inputmode="decimal">
<label for="longitude">${t.longitude}</label><input id="longitude" name="longitude" inputmode="decimal">
<button type="submit">${t.send}</button></form>
<h2>${t.recent}</h2>${items || `<p class="note">${t.none}</p>`}`;
    return page(reply, lang, t.phoneTitle, body);
  });

  app.post('/chat/sandbox/phone/:token/send', { schema: { hide: true, params: tokenParam } }, async (req, reply) => {
    const { token } = req.params as { token: string };
    const row = await deviceApp(token);
    const { fields, file } = await readSend(req);
    const input = phoneMessage.safeParse(fields);
    if (!input.success) throw badRequest(input.error.issues[0]?.message ?? 'Invalid message', undefined, 'invalid_content');
    const m = input.data;
    const isMedia = m.type === 'image' || m.type === 'video' || m.type === 'audio' || m.type === 'document';
    if (isMedia && !file) throw new AppError(400, 'invalid_file', 'A media message needs a file');
    if (m.type === 'text' && !m.text) throw new AppError(400, 'invalid_content', 'A text message needs text');
    if (m.type === 'location' && (m.latitude === undefined || m.longitude === undefined)) throw new AppError(400, 'invalid_content', 'A location needs latitude and longitude');
    await receiveMessage(app.deps, row, {
      from: m.from, profileName: m.profileName ?? null, type: m.type as MessageType,
      text: m.type === 'text' ? m.text ?? null : null, caption: isMedia ? m.text ?? null : null,
      media: isMedia ? file : null,
      location: m.type === 'location' ? { latitude: m.latitude!, longitude: m.longitude!, name: m.text ?? null } : null,
    });
    if (req.headers.accept?.includes('application/json')) return { ok: true };
    return reply.redirect(`/api/chat/sandbox/phone/${token}`, 303);
  });

  app.post('/chat/sandbox/phone/:token/read', {
    schema: { hide: true, params: tokenParam, body: z.object({ conversationId: z.string().uuid() }) },
  }, async (req, reply) => {
    const { token } = req.params as { token: string };
    const row = await deviceApp(token);
    const { conversationId } = req.body as { conversationId: string };
    const conversation = await repo.findConversation(app.deps.db, row.companyId, conversationId);
    if (!conversation || conversation.appId !== row.id) throw notFound('Conversation');
    await contactRead(app.deps, row.companyId, conversationId);
    if (req.headers.accept?.includes('application/json')) return { ok: true };
    return reply.redirect(`/api/chat/sandbox/phone/${token}`, 303);
  });
}

const phoneMessage = z.object({
  from: z.string().trim().refine((v) => digitsOf(v).length >= 6, 'The contact number needs at least 6 digits'),
  profileName: z.string().trim().max(100).optional(),
  type: z.enum(PHONE_TYPES as [MessageType, ...MessageType[]]),
  text: z.string().max(4096).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});
