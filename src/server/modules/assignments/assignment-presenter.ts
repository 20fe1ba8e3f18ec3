import {
  type AssignmentClientStatus,
  type AssignmentSubmission,
  type ClientAssignment,
  type CoachAssignment,
  attemptsLeft,
  isAssignmentOpen,
} from '@shared/assignments/schemas';
import type {
  AssignmentClientRow,
  AssignmentRow,
  AttemptSummary,
  SubmissionRow,
} from './assignment-repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function presentFields(row: AssignmentRow, now: Date) {
  return {
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    instructions: row.instructions,
    dueAt: iso(row.dueAt),
    maxAttempts: row.maxAttempts,
    videoRequired: row.videoRequired,
    status: isAssignmentOpen(row, now) ? ('open' as const) : ('closed' as const),
    closedAt: iso(row.closedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

function progressOf(row: AssignmentRow, attempts: AttemptSummary | undefined) {
  const used = attempts?.used ?? 0;
  const left = attemptsLeft(row.maxAttempts, used);
  const status: AssignmentClientStatus =
    used === 0 ? 'not_started' : left === 0 ? 'attempts_used' : 'submitted';
  return {
    status,
    attemptsUsed: used,
    attemptsLeft: left,
    lastSubmittedAt: iso(attempts?.lastAt ?? null),
  };
}

const attemptsKey = (assignmentId: string, clientId: string) => `${assignmentId}:${clientId}`;

export function indexAttempts(rows: AttemptSummary[]) {
  return new Map(rows.map((row) => [attemptsKey(row.assignmentId, row.clientId), row]));
}

export function presentCoachAssignment(
  row: AssignmentRow,
  clients: AssignmentClientRow[],
  attempts: Map<string, AttemptSummary>,
  now: Date,
): CoachAssignment {
  return {
    ...presentFields(row, now),
    clients: clients
      .filter((client) => client.assignmentId === row.id)
      .map((client) => ({
        clientId: client.clientId,
        name: client.name,
        email: client.email,
        ...progressOf(row, attempts.get(attemptsKey(row.id, client.clientId))),
      })),
  };
}

export function presentSubmission(recording: SubmissionRow): AssignmentSubmission {
  const video = recording.mediaType === 'video';
  return {
    recordingId: recording.id,
    submittedAt: recording.createdAt.toISOString(),
    analysisStatus: recording.analysisStatus,
    mediaType: recording.mediaType ?? 'audio',
    duration: recording.duration,
    paceScore: recording.paceScore,
    fillerScore: recording.fillerScore,
    clarityScore: recording.clarityScore,
    confidenceLevel: recording.confidenceLevel,
    paceWpm: recording.paceWpm,
    fillerWords: recording.fillerWords,
    fillerPercentage: recording.fillerPercentage,
    bodyLanguage: video
      ? {
          postureScore: recording.postureScore,
          eyeContactPercentage: recording.eyeContactPercentage,
          gestureVariety: recording.gestureVariety,
          movementScore: recording.movementScore,
          facialExpressiveness: recording.facialExpressiveness,
          bodyLanguageConfidence: recording.bodyLanguageConfidence,
        }
      : null,
  };
}

export function presentClientAssignment(
  row: AssignmentRow,
  coachName: string,
  attempts: AttemptSummary | undefined,
  now: Date,
): ClientAssignment {
  const { attemptsUsed, attemptsLeft: left, lastSubmittedAt } = progressOf(row, attempts);
  return {
    ...presentFields(row, now),
    coachName,
    attemptsUsed,
    attemptsLeft: left,
    lastSubmittedAt,
  };
}
