import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/blobs/s3BlobStore';

/**
 * A local S3-compatible server (s3rver) on a free loopback port with one bucket in a temporary
 * directory: the S3 blob store's tests talk real S3 HTTP to it, never to an outside host.
 */
export async function startS3Server(bucket = 'crm-test'): Promise<{ settings: S3Settings; url: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'crm-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
    /** The same settings as an S3_URL value. */
    url: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1&forcePathStyle=true`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
