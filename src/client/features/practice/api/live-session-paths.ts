/** The live-session routes (src/shared/recordings/live-schemas.ts). */
export const LIVE_SESSIONS_PATH = '/api/live-sessions';
export const OPEN_LIVE_SESSION_PATH = `${LIVE_SESSIONS_PATH}/open`;
export const liveSessionPath = (id: string) => `${LIVE_SESSIONS_PATH}/${id}`;
export const livePiecePath = (id: string, seq: number) => `${liveSessionPath(id)}/pieces/${seq}`;
export const finishLiveSessionPath = (id: string) => `${liveSessionPath(id)}/finish`;
