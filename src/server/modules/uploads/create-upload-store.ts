import path from 'node:path';
import { RESUMABLE_UPLOAD_EXPIRY_HOURS } from '@shared/recordings/limits';
import type { AppConfig } from '../../config';
import { s3ClientConfig } from '../../media/s3-client-config';
import { resolveMediaKey } from '../../media/media-key';
import { UploadCipher } from './upload-cipher';
import { LocalUploadStore } from './local-upload-store';
import type { UploadStore } from './upload-store';

/** The folder under MEDIA_DIR, and the prefix in the bucket, that hold uploads in progress. */
export const UPLOADS_IN_PROGRESS = 'uploads-in-progress';

export const UPLOAD_EXPIRY_MS = RESUMABLE_UPLOAD_EXPIRY_HOURS * 3600 * 1000;

/**
 * Where uploads in progress go, beside the media: a folder of the data directory locally (so
 * web processes of one machine share it), the media bucket under its own prefix with
 * MEDIA_STORE=s3 (so every web process does). `keyPrefix` goes before each upload's id to make
 * its key in the store. The bucket's store and its SDK are loaded only when chosen (decision 190).
 */
export async function createUploadStore(config: AppConfig): Promise<{
  store: UploadStore;
  keyPrefix: string;
  cipher: UploadCipher;
}> {
  // The media's key: uploads are encrypted at rest as recordings are (decision 168).
  const cipher = new UploadCipher(
    resolveMediaKey({ configured: config.MEDIA_ENCRYPTION_KEY, mediaDir: config.mediaDir }),
  );
  if (config.MEDIA_STORE !== 's3') {
    const directory = path.join(config.mediaDir, UPLOADS_IN_PROGRESS);
    return {
      store: new LocalUploadStore({ directory, expiryMs: UPLOAD_EXPIRY_MS, cipher }),
      keyPrefix: '',
      cipher,
    };
  }
  if (!config.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET (config.ts checks it)');
  const keyPrefix = `${UPLOADS_IN_PROGRESS}/`;
  const { S3UploadStore } = await import('./s3-upload-store');
  const store = new S3UploadStore({
    client: s3ClientConfig(config),
    bucket: config.S3_BUCKET,
    prefix: keyPrefix,
    expiryMs: UPLOAD_EXPIRY_MS,
    location: `bucket ${config.S3_BUCKET} under ${keyPrefix}`,
    cipher,
  });
  return { store, keyPrefix, cipher };
}
