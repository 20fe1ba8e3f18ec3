import type { Readable } from 'node:stream';
import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { findUserById, type UserRow } from '../auth';
import { parseRange } from './media-range';
import { canReplayMedia } from './recording-policy';
import { findRecordingById } from './recording-repository';
import { servableContentType } from './sniff-media';

interface RecordingMedia {
  /** A type the browser may play, never a page or a script (sniff-media.ts). */
  contentType: string;
  size: number;
}

/**
 * GET /api/recordings/{id}/media: a recording's stored media, for whoever may replay it
 * (recording-policy.ts; anyone else is answered as if it did not exist): all of it, or the
 * byte range the Range header asks for. A range outside the media reads nothing.
 */
export async function getRecordingMedia(
  db: Database,
  services: Services,
  options: { user: UserRow; recordingId: string; range: string | undefined },
): Promise<
  RecordingMedia &
    (
      | { range: { start: number; end: number } | null; bytes: Readable }
      | { range: 'unsatisfiable'; bytes: null }
    )
> {
  const recording = await findRecordingById(db, options.recordingId);
  const owner = recording ? await findUserById(db, recording.userId) : null;
  if (!recording || !canReplayMedia(options.user, recording, owner)) throw notFound('Recording');
  const key = recording.mediaFilePath;
  const size = key ? await services.media.size(key) : null;
  if (!key || size === null) {
    throw new AppError('NOT_FOUND', 'The audio of this recording is no longer stored.');
  }
  const contentType = servableContentType(
    recording.mediaMimeType ?? (recording.mediaType === 'video' ? 'video/webm' : 'audio/webm'),
  );
  const range = parseRange(options.range, size);
  if (range === 'unsatisfiable') return { contentType, size, range, bytes: null };
  const bytes = range ? await services.media.read(key, range) : await services.media.read(key);
  return { contentType, size, range, bytes };
}
