import { routes } from '@shared/api/contract';
import type { CreateLiveSession, LiveSession } from '@shared/recordings/live-schemas';
import { requestJson } from '@client/lib/request-json';

/** POST /api/live-sessions: opens a session at the countdown, before the first piece. */
export function createLiveSession(input: CreateLiveSession): Promise<LiveSession> {
  return requestJson(routes.createLiveSession, { body: input });
}
