import {
  clientRecordingSchema,
  clientResultSchema,
  coachClientSchema,
  type ClientRecording,
  type ClientResult,
  type CoachClient,
} from '@shared/coach/schemas';

export const CLIENT_ID = '3a1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b01';
export const OTHER_CLIENT_ID = '3a1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b02';

/** A coach's client as GET /api/coach/clients lists it (checked against the shared schema). */
export function buildCoachClient(overrides: Partial<CoachClient> = {}): CoachClient {
  return coachClientSchema.parse({
    id: CLIENT_ID,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    totalSessions: 3,
    requiresPasswordChange: false,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  });
}

export function buildClientResult(overrides: Partial<ClientResult> = {}): ClientResult {
  return clientResultSchema.parse({
    clientId: CLIENT_ID,
    clientName: 'Grace Hopper',
    totalRecordings: 3,
    averageClarity: 72,
    averageConfidence: 65,
    recentAverageWPM: 141,
    averageFillerWords: 4.3,
    ...overrides,
  });
}

export function buildClientRecording(overrides: Partial<ClientRecording> = {}): ClientRecording {
  return clientRecordingSchema.parse({
    id: '7e1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b11',
    speakingType: 'presentation',
    assignmentTitle: null,
    createdAt: '2026-03-14T09:30:00.000Z',
    clarityScore: 7.5,
    confidenceScore: 6,
    wordCount: 230,
    duration: 95,
    fillerWords: 4,
    paceWpm: 145,
    recommendations: [],
    mediaUrl: null,
    mediaType: 'audio',
    ...overrides,
  });
}
