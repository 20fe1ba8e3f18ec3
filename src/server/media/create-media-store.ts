import type { AppConfig } from '../config';
import { createLocalMediaStore } from './local-media-store';
import { resolveMediaKey } from './media-key';
import type { MediaStore } from './media-store';

/**
 * The media store MEDIA_STORE chooses, and how to release it when the process stops. The S3
 * store and its SDK are loaded only when chosen: a local start never reads them (decision 190).
 */
export async function createMediaStore(
  config: AppConfig,
): Promise<{ store: MediaStore; close(): void }> {
  const key = resolveMediaKey({
    configured: config.MEDIA_ENCRYPTION_KEY,
    mediaDir: config.mediaDir,
  });
  if (config.MEDIA_STORE !== 's3') {
    return { store: createLocalMediaStore({ root: config.mediaDir, key }), close: () => {} };
  }
  if (!config.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET (config.ts checks it)');
  const { createS3Client, createS3MediaStore } = await import('./s3-media-store');
  const client = createS3Client(config);
  const store = createS3MediaStore({
    client,
    bucket: config.S3_BUCKET,
    key,
    location: `bucket ${config.S3_BUCKET} at ${config.S3_ENDPOINT ?? `AWS S3 (${config.S3_REGION})`}`,
  });
  return { store, close: () => client.destroy() };
}

/**
 * Says at start-up where media go, and loudly when the store cannot be reached: the process
 * still starts (what is stored stays readable once the store is back), /api/health reports
 * degraded, and uploads answer 503 meanwhile.
 */
export async function logMediaStore(store: MediaStore, log: (message: string) => void) {
  const check = await store.check();
  if (check.ok) log(`media store: ${store.kind}, ${store.location}`);
  else {
    log(
      `media store UNREACHABLE: ${store.kind}, ${store.location}: ${check.problem}. ` +
        'Uploads and playback answer 503 and /api/health reports degraded until it answers.',
    );
  }
}
