import { routes } from '@shared/api/contract';
import { LONG_REQUEST_TIMEOUT_MS } from '@shared/client-config/request';
import type { FinishLiveSession } from '@shared/recordings/live-schemas';
import { apiRequest } from '@client/lib/api';
import { parseTranscribeReply, type TranscribeReply } from './transcribe';

/**
 * POST /api/live-sessions/{id}/finish: analyses what arrived and answers as POST
 * /api/transcribe does (200 a recording, 202 a job). It may transcribe what the server
 * has not reached yet, so it gets transcribe's long time-out.
 */
export async function finishLiveSession(
  sessionId: string,
  body: FinishLiveSession,
): Promise<TranscribeReply> {
  const response = await apiRequest(
    routes.finishLiveSession,
    { params: { id: sessionId }, body },
    { timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
  return parseTranscribeReply(response.status, await response.json());
}
