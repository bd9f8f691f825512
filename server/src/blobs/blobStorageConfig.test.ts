import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('blob storage configuration', () => {
  it('keeps files in DATA_DIR/blobs by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/crm' }).blobStorage).toEqual({ kind: 'disk', dir: '/srv/crm/blobs' });
  });

  it('reads one S3_URL: credentials, host, bucket, region and path style', () => {
    expect(loadConfig({ S3_URL: 's3://AKIA123:se%2Fcret@minio.internal:9000/crm-files?region=eu-west-1&forcePathStyle=true' }).blobStorage).toEqual({
      kind: 's3', bucket: 'crm-files', region: 'eu-west-1', endpoint: 'https://minio.internal:9000', forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cret' },
    });
    expect(loadConfig({ S3_URL: 's3+http://k:s@127.0.0.1:4568/b-1' }).blobStorage).toMatchObject({ endpoint: 'http://127.0.0.1:4568', region: 'us-east-1', forcePathStyle: false });
  });

  it('reads AWS\'s usual variables', () => {
    expect(loadConfig({ S3_BUCKET: 'crm-prod', AWS_REGION: 'eu-south-2' }).blobStorage).toEqual({ kind: 's3', bucket: 'crm-prod', region: 'eu-south-2', forcePathStyle: false });
    expect(loadConfig({
      S3_BUCKET: 'crm-prod', AWS_REGION: 'auto', AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_ENDPOINT_URL_S3: 'https://acct.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: 'true',
    }).blobStorage).toEqual({
      kind: 's3', bucket: 'crm-prod', region: 'auto', endpoint: 'https://acct.r2.cloudflarestorage.com', forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it.each([
    [{ S3_URL: 'https://host/bucket' }, 'Invalid configuration: S3_URL must start with s3:// or s3+http://'],
    [{ S3_URL: 's3://k:s@host' }, 'Invalid configuration: S3_URL needs a bucket name as its path, e.g. s3://key:secret@host/my-bucket'],
    [{ S3_URL: 's3://k@host/bucket' }, 'Invalid configuration: S3_URL needs both the access key and the secret (key:secret@host), or neither'],
    [{ S3_URL: 's3://k:s@host/bucket?forcePathStyle=yes' }, 'Invalid configuration: S3_URL forcePathStyle must be true or false'],
    [{ S3_URL: 's3://k:s@host/bucket', S3_BUCKET: 'other' }, 'Invalid configuration: S3_URL and S3_BUCKET are two ways to say the same thing: set one'],
    [{ S3_BUCKET: 'crm' }, 'Invalid configuration: AWS_REGION is required with S3_BUCKET'],
    [{ S3_BUCKET: 'Not_A_Bucket', AWS_REGION: 'x' }, 'Invalid configuration: S3_BUCKET is not a valid bucket name'],
    [{ S3_BUCKET: 'crm', AWS_REGION: 'x', AWS_ACCESS_KEY_ID: 'id' }, 'Invalid configuration: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together or not at all'],
  ])('stops on a bad value with one line naming it: %o', (env, line) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(line);
  });
});
