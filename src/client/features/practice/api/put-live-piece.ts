import { apiRequest } from '@client/lib/api';
import { livePiecePath } from './live-session-paths';

/**
 * PUT /api/live-sessions/{id}/pieces/{seq}: one MediaRecorder piece as raw bytes. One
 * attempt; the uploader decides what a refusal or a lost connection means.
 */
export async function putLivePiece(sessionId: string, seq: number, piece: Blob): Promise<void> {
  await apiRequest('PUT', livePiecePath(sessionId, seq), piece);
}
