import type { Readable } from 'node:stream';
import type { FilePolicy } from '../../../contract/files';
import { AppError } from '../http/errors';
import { BlobTooLargeError, type BlobMeta, type BlobStore } from './blobStore';
import { cleanFileName } from './contentDisposition';
import { SNIFF_BYTES, sniffContentType } from './sniffContentType';

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'file_too_large', `The file is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`, { maxBytes });

/**
 * Reads the first bytes of a stream and puts them back, so the type can be decided before the
 * store sees anything. A stream that ends sooner comes back whole as a buffer.
 */
function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable | Buffer }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while ((chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= bytes) {
          cleanup();
          const head = Buffer.concat(chunks);
          stream.unshift(head);
          return resolve({ head, body: stream });
        }
      }
    };
    const onEnd = () => {
      cleanup();
      const all = Buffer.concat(chunks);
      resolve({ head: all, body: all });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

/**
 * Stores a file of a given use: its type sniffed from the bytes (415 when the use does not take
 * it), its size counted as it streams (413 past the use's limit). Either refusal keeps nothing.
 * A CSV cannot be told from other text by its bytes, so text is `text/csv` when the use takes
 * CSV and the name ends in .csv; a name never makes text into anything else.
 */
export async function storeWithPolicy(
  store: BlobStore,
  key: string,
  input: Readable | Buffer,
  policy: FilePolicy,
  fileName?: string,
): Promise<BlobMeta> {
  const { head, body } = Buffer.isBuffer(input) ? { head: input.subarray(0, SNIFF_BYTES), body: input } : await readHead(input, SNIFF_BYTES);
  const allowed = policy.types as readonly string[];
  const name = cleanFileName(fileName);
  let type: string | null = sniffContentType(head);
  if (type === 'text/plain' && allowed.includes('text/csv') && /\.csv$/i.test(name ?? '')) type = 'text/csv';
  if (!type || !allowed.includes(type)) {
    // Drain what is left of the upload so the request completes; nothing of it is kept.
    if (!Buffer.isBuffer(body)) body.resume();
    throw new AppError(415, 'file_type_not_accepted', `This kind of file is not accepted here (${allowed.join(', ')})`, { allowed, detected: type });
  }
  // A use may cap some types lower than its largest (landing images 5 MB, their videos 50 MB).
  const maxBytes = ('maxBytesByType' in policy ? (policy.maxBytesByType as Record<string, number>)[type] : undefined) ?? policy.maxBytes;
  if (Buffer.isBuffer(body) && body.length > maxBytes) throw tooLarge(maxBytes);
  try {
    return await store.put(key, body, { contentType: type, maxBytes, ...(name ? { fileName: name } : {}) });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(maxBytes);
    throw error;
  }
}
