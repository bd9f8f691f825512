import type { IncomingMessage } from 'node:http';
import type { FlatBody } from './webforms.ingest';

/**
 * A public request's body read by hand (a landing host answers before Fastify parses anything),
 * up to a cap: urlencoded (a plain form post, a beacon) or JSON. Too large → 'too_large', without
 * reading past the cap; unreadable → 'bad'.
 */
export async function readFlatBody(raw: IncomingMessage, max: number): Promise<FlatBody | 'too_large' | 'bad'> {
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return 'too_large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += (chunk as Buffer).length;
    if (size > max) return 'too_large';
    chunks.push(chunk as Buffer);
  }
  return parseFlatBody(Buffer.concat(chunks).toString('utf8'), String(raw.headers['content-type'] ?? ''));
}

export function parseFlatBody(text: string, contentType: string): FlatBody | 'bad' {
  if (/json/i.test(contentType) || (!/urlencoded/i.test(contentType) && text.trimStart().startsWith('{'))) {
    try {
      const value: unknown = JSON.parse(text);
      if (!value || typeof value !== 'object' || Array.isArray(value)) return 'bad';
      const out: FlatBody = {};
      for (const [k, v] of Object.entries(value)) if (['string', 'number', 'boolean'].includes(typeof v)) out[k] = v as string;
      return out;
    } catch {
      return 'bad';
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}
