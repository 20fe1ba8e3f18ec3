import { apiRequest } from '@client/lib/api';
import { liveSessionPath } from './live-session-paths';

/** DELETE /api/live-sessions/{id}: drops the pieces; nothing is analysed or kept. */
export async function discardLiveSession(sessionId: string): Promise<void> {
  await apiRequest('DELETE', liveSessionPath(sessionId));
}
