import { Readable, pipeline } from 'node:stream';
import {
  DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey } from './blobKeys';
import { BlobTooLargeError, type BlobBody, type BlobMeta, type BlobStore, type PutOptions } from './blobStore';
import { ByteMeter } from './byteMeter';

export type S3Settings = {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, R2, a local test server); AWS's own when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's default chain (instance role, shared files…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const isMissing = (e: unknown) =>
  e instanceof S3ServiceException && (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404);

/** File names travel as S3 user metadata, which only carries ASCII. */
const encodeName = (name: string) => encodeURIComponent(name);
const decodeName = (value: string | undefined) => {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * Blobs as objects of one bucket, through the official SDK. Uploads stream (lib-storage: one
 * PutObject for small files, multipart beyond 5 MB); a write refused mid-way aborts the multipart
 * upload, so S3 never makes a partial object visible.
 */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 demands them: many S3-compatible stores refuse the SDK's default
    // trailing CRC32 on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const toMeta = (key: string, out: { ContentType?: string; ContentLength?: number; ETag?: string; LastModified?: Date; Metadata?: Record<string, string> }): BlobMeta => {
    const fileName = decodeName(out.Metadata?.filename);
    return {
      key,
      contentType: out.ContentType ?? 'application/octet-stream',
      size: out.ContentLength ?? 0,
      etag: out.ETag ?? '',
      lastModified: out.LastModified ?? new Date(0),
      ...(fileName ? { fileName } : {}),
    };
  };

  const store: BlobStore = {
    kind: 's3',

    async put(key: string, body: BlobBody, options: PutOptions): Promise<BlobMeta> {
      assertValidKey(key);
      const meter = new ByteMeter(options.maxBytes);
      let failure: Error | undefined;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      pipeline(source, meter, (error) => {
        if (error) failure = error;
      });
      const upload = new Upload({
        client,
        params: {
          Bucket, Key: key, Body: meter, ContentType: options.contentType,
          ...(options.fileName ? { Metadata: { filename: encodeName(options.fileName) } } : {}),
        },
      });
      let result;
      try {
        result = await upload.done();
      } catch (error) {
        // The meter's own refusal, not however the SDK rewrapped the broken stream.
        throw failure instanceof BlobTooLargeError ? failure : (failure ?? error);
      }
      if (failure) throw failure;
      return {
        key, contentType: options.contentType, size: meter.bytes, etag: result.ETag ?? meter.etag(), lastModified: new Date(),
        ...(options.fileName ? { fileName: options.fileName } : {}),
      };
    },

    async get(key) {
      assertValidKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { meta: toMeta(key, out), body: out.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key) {
      assertValidKey(key);
      try {
        return toMeta(key, await client.send(new HeadObjectCommand({ Bucket, Key: key })));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix) {
      assertValidKey(prefix, { prefix: true });
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    async deletePrefix(prefix) {
      const keys = await store.list(prefix);
      // DeleteObjects takes at most 1000 keys per request.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
      return keys.length;
    },
  };
  return store;
}
