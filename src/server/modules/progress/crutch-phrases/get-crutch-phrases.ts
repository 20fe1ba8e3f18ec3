import { CRUTCH_PHRASES_LISTED, type CrutchPhrases } from '@shared/progress/crutch-phrases';
import type { Database } from '../../../db/client';
import {
  listPhraseUses,
  listTopPhrases,
  listUncountedSessions,
  listWindowSessions,
} from './crutch-phrase-repository';
import { recountRecordingPhrases } from './recount-recording-phrases';
import { summariseCrutchPhrases } from './summarise-crutch-phrases';

/**
 * Sessions analysed before crutch phrases existed are counted when their owner's phrases are
 * first asked for, at most this many a request, the baseline sessions and then the newest
 * first; the answer says how many are left (sessionsPending) and the card asks again.
 * Judgement: counting one 400-word session takes about 10-20 ms with its transaction
 * (bench/crutch-phrases.ts), so the first asks after an upgrade stay near half a second.
 */
export const UNCOUNTED_SESSIONS_PER_REQUEST = 25;

/**
 * GET /api/progress/crutch-phrases (product rules R11.8): the person's most used fillers, hedges
 * and repeated phrases across their analysed sessions, with the rate now, the baseline, the trend
 * and a per-session series. Three queries, whatever the number of sessions.
 */
export async function getCrutchPhrases(db: Database, userId: string): Promise<CrutchPhrases> {
  const uncounted = await listUncountedSessions(db, userId, UNCOUNTED_SESSIONS_PER_REQUEST);
  for (const session of uncounted) await recountRecordingPhrases(db, session.id);
  const pending = Math.max(0, (uncounted[0]?.pending ?? 0) - uncounted.length);

  const sessions = await listWindowSessions(db, userId);
  const phrases = await listTopPhrases(db, userId, CRUTCH_PHRASES_LISTED);
  const uses = await listPhraseUses(
    db,
    userId,
    sessions.map((session) => session.id),
    phrases.map((item) => item.phrase),
  );
  return summariseCrutchPhrases({ sessions, phrases, uses, pending });
}
