import path from 'node:path';
import type { S3Settings } from './s3BlobStore';

/** Where blobs live: DATA_DIR/blobs unless an S3 bucket is configured. */
export type BlobStorageConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);

export type BlobEnv = {
  DATA_DIR: string;
  S3_URL?: string;
  S3_BUCKET?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  AWS_REGION?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
  AWS_ENDPOINT_URL_S3?: string;
};

/** A refusal naming the variable, for config.ts to print as its one line. */
export class BlobConfigError extends Error {
  constructor(readonly variable: string, message: string) {
    super(message);
  }
}

/**
 * `s3://KEY:SECRET@HOST[:PORT]/BUCKET?region=…&forcePathStyle=true` (HTTPS to HOST), or
 * `s3+http://…` for a plain-HTTP endpoint on a private network. Key and secret percent-encoded.
 */
export function parseS3Url(value: string): S3Settings {
  const fail = (why: string) => new BlobConfigError('S3_URL', why);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail('is not a URL (use s3://key:secret@host/bucket?region=…)');
  }
  if (url.protocol !== 's3:' && url.protocol !== 's3+http:') throw fail('must start with s3:// or s3+http://');
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw fail('needs a bucket name as its path, e.g. s3://key:secret@host/my-bucket');
  if (!url.hostname) throw fail('needs a host');
  if (Boolean(url.username) !== Boolean(url.password)) throw fail('needs both the access key and the secret (key:secret@host), or neither');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && !['true', 'false'].includes(pathStyle)) throw fail('forcePathStyle must be true or false');
  const scheme = url.protocol === 's3+http:' ? 'http' : 'https';
  return {
    bucket,
    region,
    endpoint: `${scheme}://${url.host}`,
    forcePathStyle: pathStyle === 'true',
    ...(url.username ? { credentials: { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } } : {}),
  };
}

export function blobStorageConfig(env: BlobEnv): BlobStorageConfig {
  if (env.S3_URL && env.S3_BUCKET) throw new BlobConfigError('S3_URL', 'and S3_BUCKET are two ways to say the same thing: set one');
  if (env.S3_URL) return { kind: 's3', ...parseS3Url(env.S3_URL) };
  if (env.S3_BUCKET) {
    if (!env.AWS_REGION) throw new BlobConfigError('AWS_REGION', 'is required with S3_BUCKET');
    if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
      throw new BlobConfigError('AWS_ACCESS_KEY_ID', 'and AWS_SECRET_ACCESS_KEY are set together or not at all');
    }
    return {
      kind: 's3',
      bucket: env.S3_BUCKET,
      region: env.AWS_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
      ...(env.AWS_ENDPOINT_URL_S3 ? { endpoint: env.AWS_ENDPOINT_URL_S3 } : {}),
      ...(env.AWS_ACCESS_KEY_ID ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! } } : {}),
    };
  }
  return { kind: 'disk', dir: path.resolve(env.DATA_DIR, 'blobs') };
}
