import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '../media/s3-media-store';
import { addMultipartListing } from './s3rver-multipart';

/** s3rver's fixed credentials. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestBucket {
  bucket: string;
  endpoint: string;
  /** The settings that point Cadence at this bucket (MEDIA_STORE=s3 and S3_*). */
  env: Record<string, string>;
  /** The folder where the fake S3 server keeps the objects (and parts) it was sent. */
  directory: string;
  /** A client for the bucket, closed with it. */
  client: S3Client;
  /** Stops answering (an outage); the returned function starts it again, objects intact. */
  interrupt(): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

/** The settings of a bucket at `endpoint`, as a person would set them for MinIO. */
export function s3Env(endpoint: string, bucket: string): Record<string, string> {
  return {
    MEDIA_STORE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    ...CREDENTIALS,
  };
}

/** A client with Cadence's own settings, for a bucket at `endpoint`. */
export function s3ClientFor(endpoint: string): S3Client {
  return createS3Client({
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: true,
    ...CREDENTIALS,
  });
}

/**
 * A real S3 protocol server (s3rver) on a free port, keeping its objects in a fresh temporary
 * folder, with one empty bucket.
 */
export async function startTestBucket(bucket = 'cadence-media'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-s3-'));
  const serve = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    addMultipartListing(server, directory);
    return { server, address: await server.run() };
  };
  const first = await serve(0);
  const { address } = first;
  let { server } = first;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = s3ClientFor(endpoint);
  return {
    bucket,
    endpoint,
    env: s3Env(endpoint, bucket),
    directory,
    client,
    async interrupt() {
      await server.close();
      return async () => {
        ({ server } = await serve(address.port));
      };
    },
    async stop() {
      client.destroy();
      await server.close().catch(() => {});
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
