import type { Readable } from 'node:stream';

/** What is kept beside a blob's bytes. */
export type BlobMeta = {
  key: string;
  /** Decided by the server (sniffed from the bytes or produced by it), never taken from a client. */
  contentType: string;
  size: number;
  /** Opaque validator for conditional requests (quoted as HTTP wants it). */
  etag: string;
  lastModified: Date;
  /** The name a person gave the file, shown when it is downloaded; never part of the key. */
  fileName?: string;
};

export type PutOptions = {
  contentType: string;
  /** Bytes beyond this end the write with BlobTooLargeError and nothing is stored. */
  maxBytes?: number;
  fileName?: string;
};

export type BlobBody = Buffer | Readable;

/**
 * The one place files live (chat media, landing assets, email images, exports, invoices). Keys
 * come from `blobKeys.ts`; a put is all-or-nothing: a reader sees the old blob or the whole new
 * one, and a refused or failed write leaves nothing behind.
 */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: BlobBody, options: PutOptions): Promise<BlobMeta>;
  /** null when there is no such blob. */
  get(key: string): Promise<{ meta: BlobMeta; body: Readable } | null>;
  head(key: string): Promise<BlobMeta | null>;
  /** Deleting a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Keys under a prefix (which must end with `/`), in key order. */
  list(prefix: string): Promise<string[]>;
  /** Deletes every blob under a prefix (e.g. a company's whole folder); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}
