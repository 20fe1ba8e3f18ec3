import { z } from 'zod';
import { DAY_MS } from '@shared/domain/calendar';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { UserRow } from '../auth';
import { completeRecording, createLedgerEntry } from '../practice';
import { createRecording, type NewRecording } from '../recordings';

const score = z.number().min(1).max(10);

/** One analysed session to add: its scores and how many days ago it was made. */
export const practiceSessionSeedSchema = z.object({
  daysAgo: z.number().int().min(0).max(365).default(0),
  paceScore: score.default(7),
  fillerScore: score.default(7),
  clarityScore: score.default(7),
  confidenceLevel: score.default(7),
  fillerPercentage: z.number().min(0).max(100).default(2),
  paceWpm: z.number().int().min(40).max(300).default(140),
  duration: z.number().positive().max(1800).default(180),
  wordCount: z.number().int().min(0).max(10_000).default(400),
  /** Fillers heard, word → count (their sum is the session's filler count). */
  detectedFillers: z.record(z.string().trim().min(1).max(40), z.number().int().min(0)).optional(),
  /** What was said: stored as words spread evenly over the session, for crutch phrases. */
  transcript: z.string().trim().min(1).max(20_000).optional(),
});
export type PracticeSessionSeed = z.input<typeof practiceSessionSeedSchema>;

export const practiceHistoryRequestSchema = z.object({
  sessions: z
    .array(practiceSessionSeedSchema)
    .min(1, 'Add at least one session')
    .max(200, 'At most 200 sessions at a time'),
});

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
  options: { user: UserRow; input: z.output<typeof practiceHistoryRequestSchema> },
) {
  const sessions = [...options.input.sessions].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const session of sessions) await createPracticeSession(db, options.user.id, session);
  return { created: sessions.length };
}
