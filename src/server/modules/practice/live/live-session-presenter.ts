import type { LiveSession } from '@shared/recordings/live-schemas';
import type { LiveSessionRow } from './live-session-repository';

const seconds = (value: number) => Math.round(value * 10) / 10;

export function presentLiveSession(row: LiveSessionRow): LiveSession {
  return {
    id: row.id,
    status: row.status,
    mediaType: row.mediaType,
    mimeType: row.mimeType,
    practicePrompt: row.practicePrompt,
    pieceCount: row.pieceCount,
    receivedSeconds: seconds(row.receivedSeconds),
    analyzedSeconds: seconds(Math.min(row.analyzedSeconds, row.receivedSeconds)),
    recordingId: row.recordingId,
    createdAt: row.createdAt.toISOString(),
    lastPieceAt: row.lastPieceAt?.toISOString() ?? null,
  };
}
