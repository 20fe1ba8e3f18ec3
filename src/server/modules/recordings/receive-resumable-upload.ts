import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TranscribeFields } from '@shared/recordings/schemas';
import { ownedFileName } from '../../lib/work-dir';
import type { Services } from '../../services';
import type { OwnUpload } from '../uploads';
import type { ReceivedUpload } from './receive-upload';
import { SNIFF_BYTES } from './sniff-media';

/**
 * Copies a finished resumable upload from its store into the same plaintext incoming file a
 * multipart upload makes (receive-upload.ts), with its first bytes for sniffing. The name and
 * declared type are the tus metadata's `filename` and `filetype`; the caller removes the file.
 */
export async function receiveResumableUpload(
  services: Pick<Services, 'uploads'>,
  options: { upload: OwnUpload; fields: Partial<TranscribeFields>; incomingDir: string },
): Promise<ReceivedUpload> {
  const { upload, incomingDir } = options;
  await fs.promises.mkdir(incomingDir, { recursive: true });
  const target = path.join(incomingDir, ownedFileName(crypto.randomUUID()));
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(
      await services.uploads.read(upload.uploadId),
      measure,
      fs.createWriteStream(target),
    );
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  return {
    path: target,
    fileName: upload.fileName || 'recording',
    mimeType: upload.fileType || 'application/octet-stream',
    size,
    head,
    fields: options.fields,
  };
}
