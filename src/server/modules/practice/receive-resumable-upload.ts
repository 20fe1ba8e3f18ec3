import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TranscribeFields } from '@shared/recordings/schemas';
import { ownedFileName } from '../../lib/work-dir';
import type { Services } from '../../services';
import type { OwnUpload } from '../uploads';
import { measureUpload, type ReceivedUpload } from './receive-upload';

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
  const measure = measureUpload();
  try {
    await pipeline(
      await services.uploads.read(upload.uploadId),
      measure.stream,
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
    size: measure.size(),
    head: measure.head(),
    fields: options.fields,
  };
}
