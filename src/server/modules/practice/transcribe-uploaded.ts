import fs from 'node:fs';
import type { TranscribeFields } from '@shared/recordings/schemas';
import { UPLOAD_MESSAGES } from '@shared/recordings/upload-messages';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import type { UserRow } from '../auth';
import { claimUpload, releaseUpload } from '../uploads';
import { receiveResumableUpload } from './receive-resumable-upload';
import { transcribeUpload, type TranscribeOutcome } from './transcribe-upload';

/**
 * POST /api/transcribe as JSON: analyses a finished resumable upload exactly as a multipart
 * upload (transcribeUpload: type by content, length, the free limit, in the request or as a
 * job). Only its owner may name it (else 404, as a missing one); it must have all its bytes.
 * Once analysed or queued, the upload is removed; a refusal keeps it, so nothing is lost and
 * it can be named again (after upgrading, say) until it expires. While one request admits
 * it, the upload is claimed (upload_claims), and naming it again answers 409
 * UPLOAD_BEING_ANALYZED rather than analysing it twice.
 */
export async function transcribeUploaded(
  db: Database,
  services: Services,
  queue: Queue,
  options: {
    user: UserRow;
    loginId: string | null;
    request: Partial<TranscribeFields> & { uploadId: string };
    incomingDir: string;
  },
): Promise<TranscribeOutcome> {
  const { user, request } = options;
  const { uploadId, ...fields } = request;
  const upload = await services.uploads.findOwn(user.id, uploadId);
  if (!upload) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
  if (upload.offset < upload.length) {
    throw new AppError(
      'UPLOAD_INCOMPLETE',
      UPLOAD_MESSAGES.incomplete(upload.offset, upload.length),
      {
        offset: upload.offset,
        length: upload.length,
      },
    );
  }
  // One analysis per upload, across requests and processes (a retry after a gateway time-out).
  if (!(await claimUpload(db, { uploadId, userId: user.id }))) {
    throw new AppError('UPLOAD_BEING_ANALYZED', UPLOAD_MESSAGES.beingAnalyzed);
  }
  let outcome: TranscribeOutcome;
  try {
    const received = await receiveResumableUpload(services, {
      upload,
      fields,
      incomingDir: options.incomingDir,
    });
    try {
      outcome = await transcribeUpload(db, services, queue, {
        user,
        loginId: options.loginId,
        upload: received,
      });
    } finally {
      await fs.promises.rm(received.path, { force: true });
    }
  } catch (error) {
    // Refused: the upload stays, and may be named again.
    await releaseUpload(db, uploadId);
    throw error;
  }
  // The recording stands: a removal that fails now is left to the expiry, not answered.
  await services.uploads.remove(uploadId).catch((error: unknown) => {
    services.log(`resumable upload ${uploadId}: not removed after its analysis (${String(error)})`);
  });
  await releaseUpload(db, uploadId);
  return outcome;
}
