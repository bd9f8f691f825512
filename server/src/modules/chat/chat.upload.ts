import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { CHAT_MEDIA_RULES } from '../../../../contract/chat';
import { AppError, badRequest } from '../../http/errors';
import { findNul, nulRefusal } from '../../http/textGuard';
import { tooLarge } from '../../blobs/storeWithPolicy';
import type { SendFile } from './chat.send';

/** The largest file any chat type takes (documents), plus room for the multipart framing. */
const MAX_BYTES = Math.max(...Object.values(CHAT_MEDIA_RULES).map((r) => r.maxBytes));

/**
 * A send's input: JSON as it is, or multipart's text fields and its one `file` part. A file
 * larger than any chat type allows is refused while it streams; the type's own limit is checked
 * when it is stored.
 */
export async function readSend(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; file: SendFile | null }> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, unknown>, file: null };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BYTES + 64 * 1024) throw tooLarge(MAX_BYTES);
  const fields: Record<string, string> = {};
  let file: SendFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 30 } })) {
      if (part.type === 'file') {
        const upload = part as MultipartFile;
        const body = await upload.toBuffer();
        if (upload.fieldname === 'file') file = { body, fileName: upload.filename || null };
      } else {
        fields[part.fieldname] = String((part as { value: unknown }).value ?? '');
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(MAX_BYTES);
    if (e instanceof AppError) throw e;
    throw badRequest(`The upload could not be read: ${(e as Error).message}`, undefined, 'invalid_upload');
  }
  const nul = findNul(fields, 'body');
  if (nul) throw nulRefusal(nul);
  // Multipart carries text only: lists come as JSON text, empty values as absent.
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === '') continue;
    parsed[key] = key === 'variables' ? safeJson(value) : value;
  }
  return { fields: parsed, file };
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
