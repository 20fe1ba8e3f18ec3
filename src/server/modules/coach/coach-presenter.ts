import { routes } from '@shared/api/contract';
import { apiPath } from '@shared/api/route';
import type { ClientRecording, CoachClient } from '@shared/coach/schemas';
import type { ClientRecordingRow, ClientRow } from './coach-repository';

export const presentClient = (client: ClientRow): CoachClient => ({
  id: client.id,
  name: client.name,
  email: client.email,
  totalSessions: client.totalSessions,
  requiresPasswordChange: client.requiresPasswordChange,
  createdAt: client.createdAt.toISOString(),
});

export const presentClientRecording = (recording: ClientRecordingRow): ClientRecording => ({
  id: recording.id,
  speakingType: recording.speakingType,
  assignmentTitle: recording.assignmentTitle,
  createdAt: recording.createdAt.toISOString(),
  clarityScore: recording.clarityScore,
  confidenceScore: recording.confidenceLevel,
  wordCount: recording.wordCount,
  duration: recording.duration,
  fillerWords: recording.fillerWords,
  paceWpm: recording.paceWpm,
  recommendations: recording.recommendations,
  // Coaches may replay their clients' recordings (recording-policy.ts).
  mediaUrl: recording.mediaFilePath
    ? apiPath(routes.getRecordingMedia, { id: recording.id })
    : null,
  mediaType: recording.mediaType ?? 'audio',
});
