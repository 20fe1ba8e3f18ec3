import { routes } from '@shared/api/contract';
import { apiRequest } from '@client/lib/api';

/**
 * PUT /api/live-sessions/{id}/pieces/{seq}: one MediaRecorder piece as raw bytes. One
 * attempt; the uploader decides what a refusal or a lost connection means.
 */
export async function putLivePiece(sessionId: string, seq: number, piece: Blob): Promise<void> {
  await apiRequest(routes.putLivePiece, { params: { id: sessionId, seq }, body: piece });
}
