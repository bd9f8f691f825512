import type { BlobStorageConfig } from './blobStorageConfig';
import type { BlobStore } from './blobStore';
import { createDiskBlobStore } from './diskBlobStore';

export type { BlobStore, BlobMeta } from './blobStore';

/**
 * The store the configuration names. The AWS SDK is loaded only when S3 is configured, so the
 * default (disk) start neither loads it nor reaches for any host.
 */
export async function createBlobStore(config: BlobStorageConfig): Promise<BlobStore> {
  if (config.kind === 'disk') return createDiskBlobStore(config.dir);
  const { createS3BlobStore } = await import('./s3BlobStore');
  return createS3BlobStore(config);
}
