import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

type Messages = { [key: string]: string | Messages };

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

/** One language's messages: every `locales/<lng>/*.json` (each area owns a file) merged. */
export function loadMessages(localesDir: string, lng: string): Messages | null {
  const dir = path.join(localesDir, lng);
  if (!/^[a-z]{2}$/.test(lng) || !existsSync(dir)) return null;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reduce<Messages>((all, f) => deepMerge(all, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))), {});
}

export function registerLocales(app: FastifyInstance, localesDir: string): void {
  app.get('/locales/:file', { schema: { hide: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const messages = loadMessages(localesDir, file.replace(/\.json$/, ''));
    if (!file.endsWith('.json') || !messages) throw notFound('Language');
    reply.header('cache-control', 'no-cache');
    return messages;
  });
}
