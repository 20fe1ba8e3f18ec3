import {
  liveSessionSchema,
  type CreateLiveSession,
  type LiveSession,
} from '@shared/recordings/live-schemas';
import { requestJson } from '@client/lib/request-json';
import { LIVE_SESSIONS_PATH } from './live-session-paths';

/** POST /api/live-sessions: opens a session at the countdown, before the first piece. */
export function createLiveSession(input: CreateLiveSession): Promise<LiveSession> {
  return requestJson('POST', LIVE_SESSIONS_PATH, liveSessionSchema, input);
}
