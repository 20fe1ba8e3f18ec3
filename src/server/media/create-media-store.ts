import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config';
import { createLocalMediaStore } from './local-media-store';
import { resolveMediaKey } from './media-key';
import type { MediaStore } from './media-store';
import { createS3MediaStore } from './s3-media-store';

type S3Settings = Pick<
  AppConfig,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** An S3 client for the configured endpoint (AWS itself when S3_ENDPOINT is unset). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientConfig(settings));
}

/** The client settings every S3 client of Cadence uses (the media store's, the uploads'). */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.S3_REGION,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    // Without keys, the SDK's own chain: AWS_* variables, profiles, an instance or task role.
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // The SDK's default checksums (aws-chunked CRC32 bodies) are refused by many S3-compatible
    // stores; the objects carry their own GCM tags anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the request in seconds, rather than holding it.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    maxAttempts: 3,
  };
}

/** The media store MEDIA_STORE chooses, and how to release it when the process stops. */
export function createMediaStore(config: AppConfig): { store: MediaStore; close(): void } {
  const key = resolveMediaKey({
    configured: config.MEDIA_ENCRYPTION_KEY,
    mediaDir: config.mediaDir,
  });
  if (config.MEDIA_STORE !== 's3') {
    return { store: createLocalMediaStore({ root: config.mediaDir, key }), close: () => {} };
  }
  if (!config.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET (config.ts checks it)');
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
