import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config';

export type S3Settings = Pick<
  AppConfig,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

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
