import { DAY_MS } from '@shared/domain/calendar';
import {
  type PracticeHistoryRequest,
  type PracticeSessionSeed,
  practiceSessionSeedSchema,
} from '@shared/dev/schemas';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { UserRow } from '../auth';
import { completeRecording, createLedgerEntry } from '../practice';
import { createRecording, type NewRecording } from '../recordings';

/**
 * Development and tests: an analysed practice session with chosen scores, stored and completed
 * exactly as an analysis completes one, so goals, phases, skills, challenges and badges all
 * move, and entered in the practice ledger, so it counts toward the month's limit. Never
 * registered in production.
 */
export async function createPracticeSession(
  db: Database,
  userId: string,
  seed: PracticeSessionSeed = {},
  extra: Partial<NewRecording> = {},
  now = new Date(),
) {
  const { daysAgo, fillerPercentage, wordCount, detectedFillers, transcript, ...values } =
    practiceSessionSeedSchema.parse(seed);
  const createdAt = extra.createdAt ?? new Date(now.getTime() - daysAgo * DAY_MS);
  return withTransaction(db, async (tx) => {
    const row = await createRecording(tx, {
      userId,
      transcript: 'A practice session added with the development tools.',
      recordingSource: 'live',
      speakingType: 'practice',
      analysisStatus: 'complete',
      speakingPace: values.paceWpm < 130 ? 'slow' : values.paceWpm > 170 ? 'fast' : 'moderate',
      fillerWords: detectedFillers
        ? Object.values(detectedFillers).reduce((sum, count) => sum + count, 0)
        : Math.round((fillerPercentage / 100) * wordCount),
      fillerPercentage,
      wordCount,
      ...(detectedFillers ? { detectedFillers } : {}),
      ...(transcript
        ? { transcript, wordTimestamps: spreadWords(transcript, values.duration) }
        : {}),
      pauseAnalysis: 'natural',
      energyLevel: 'moderate',
      ...values,
      createdAt,
      analysisCompletedAt: createdAt,
      ...extra,
    });
    await createLedgerEntry(tx, { userId, recordingId: row.id, createdAt: row.createdAt });
    await completeRecording(tx, row, now);
    return row;
  });
}

/** The words of `transcript`, evenly timed over `seconds`, as an engine would give them. */
function spreadWords(transcript: string, seconds: number) {
  const words = transcript.split(/\s+/);
  const slot = seconds / words.length;
  return words.map((word, index) => ({
    word,
    start: index * slot,
    end: (index + 0.8) * slot,
    confidence: 0.95,
  }));
}

/**
 * POST /api/dev/practice-history: the sessions, oldest first, so streaks, goals and challenges
 * see them in the order they were made. Returns how many were added.
 */
export async function createPracticeHistory(
  db: Database,
  options: { user: UserRow; input: PracticeHistoryRequest },
) {
  const sessions = [...options.input.sessions].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const session of sessions) await createPracticeSession(db, options.user.id, session);
  return { created: sessions.length };
}
