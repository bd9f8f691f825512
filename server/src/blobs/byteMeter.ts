import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BlobTooLargeError } from './blobStore';

/**
 * Counts and hashes the bytes flowing to a store, and breaks the flow with BlobTooLargeError the
 * moment they pass the limit, so a too large upload is never read to its end nor kept.
 */
export class ByteMeter extends Transform {
  bytes = 0;
  private readonly hash = createHash('md5');

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new BlobTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    done(null, chunk);
  }

  /** Quoted MD5 of everything that passed: what S3 gives as the ETag of a single-part object. */
  etag(): string {
    return `"${this.hash.digest('hex')}"`;
  }
}
