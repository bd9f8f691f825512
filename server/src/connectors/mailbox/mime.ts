import { randomBytes } from 'node:crypto';

/** RFC 2047 encoded-word for a header that is not plain ASCII (UTF-8, base64, split under 76 characters). */
export function encodeHeader(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const ch of clean) {
    if (Buffer.byteLength(chunk + ch) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join('\r\n ');
}

/** `Name <address>` with the name quoted or encoded as needed. */
export function formatAddress(address: string, name?: string | null): string {
  const n = name?.replace(/[\r\n"\\]+/g, ' ').trim();
  if (!n) return address;
  return /^[\x20-\x7e]*$/.test(n) ? `"${n}" <${address}>` : `${encodeHeader(n)} <${address}>`;
}

export const newMessageId = (domain: string) => `<${randomBytes(16).toString('hex')}@${domain.replace(/[^A-Za-z0-9.-]/g, '') || 'crm.local'}>`;

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** Replies: the parent's Message-ID, and the thread's chain of Message-IDs. */
  inReplyTo?: string;
  references?: string[];
  date?: Date;
};

/**
 * An RFC 2822 message (text/plain, UTF-8, base64 body) and its base64url form, what Gmail's
 * users.messages.send takes as `raw` (reference/integrations.md §3.2).
 */
export function buildMessage(m: OutgoingMail): { mime: string; raw: string } {
  const headers = [
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: ${encodeHeader(m.subject)}`,
    `Date: ${(m.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${m.messageId}`,
    ...(m.inReplyTo ? [`In-Reply-To: ${m.inReplyTo}`] : []),
    ...(m.references?.length ? [`References: ${m.references.join(' ')}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="UTF-8"',
    'Content-Transfer-Encoding: base64',
  ];
  const body = (Buffer.from(m.text.replace(/\r?\n/g, '\r\n')).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
  const mime = `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
  return { mime, raw: Buffer.from(mime).toString('base64url') };
}

/** A message's headers by lower-case name (unfolded) and its decoded text body: what the sandbox keeps and tests read. */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const mime = Buffer.from(raw, 'base64url').toString('utf8');
  const split = mime.indexOf('\r\n\r\n');
  const head = mime.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  const body = mime.slice(split + 4);
  const text = /base64/i.test(headers['content-transfer-encoding'] ?? '') ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { headers, text };
}

/** Decodes RFC 2047 encoded-words (B encoding, UTF-8) in a header value. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=(\s+(?==\?UTF-8\?B\?))?/gi, (_m, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}
