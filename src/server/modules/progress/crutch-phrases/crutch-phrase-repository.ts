import { scoredRecording } from '../session-repository';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CRUTCH_BASELINE_SESSIONS,
  CRUTCH_RECENT_SESSIONS,
  CRUTCH_SERIES_SESSIONS,
} from '@shared/progress/crutch-phrases';
import type { Database } from '../../../db/client';
import { recordingPhraseCounts, recordings } from '../../../db/schema';

/** A person's analysed sessions: complete, words heard, and a length to measure a rate by. */
const analyzedBy = (userId: string) =>
  and(eq(recordings.userId, userId), scoredRecording, gt(recordings.duration, 0));

/**
 * The person's counted sessions, numbered from the first and from the last (ties by id, so
 * the numbering is stable). The rate windows and the sparkline are ranges of these numbers.
 */
function countedSessions(db: Database, userId: string) {
  return db
    .select({
      id: recordings.id,
      createdAt: recordings.createdAt,
      duration: recordings.duration,
      fromFirst:
        sql<number>`row_number() over (order by ${recordings.createdAt} asc, ${recordings.id} asc)`
          .mapWith(Number)
          .as('from_first'),
      fromLast:
        sql<number>`row_number() over (order by ${recordings.createdAt} desc, ${recordings.id} desc)`
          .mapWith(Number)
          .as('from_last'),
      sessions: sql<number>`count(*) over ()`.mapWith(Number).as('sessions'),
    })
    .from(recordings)
    .where(and(analyzedBy(userId), isNotNull(recordings.phrasesCountedAt)))
    .as('counted');
}

const inWindows = (counted: ReturnType<typeof countedSessions>) =>
  sql`${counted.fromFirst} <= ${CRUTCH_BASELINE_SESSIONS} or ${counted.fromLast} <= ${Math.max(CRUTCH_RECENT_SESSIONS, CRUTCH_SERIES_SESSIONS)}`;

/**
 * The sessions the figures need: the baseline ones and the latest (recent window and
 * sparkline), oldest first, each with its numbers and the count of all counted sessions.
 * At most baseline + series rows, however many sessions the person has.
 */
export async function listWindowSessions(db: Database, userId: string) {
  const counted = countedSessions(db, userId);
  return db
    .select({
      id: counted.id,
      createdAt: counted.createdAt,
      duration: counted.duration,
      fromFirst: counted.fromFirst,
      fromLast: counted.fromLast,
      sessions: counted.sessions,
    })
    .from(counted)
    .where(inWindows(counted))
    .orderBy(asc(counted.fromFirst));
}

/**
 * The person's most used phrases over their counted sessions, in one aggregate: the total,
 * the uses in the baseline and in the recent sessions, and the latest session that used it.
 * A phrase counted under two kinds in different sessions ("kind of") takes the kind of most
 * of its uses.
 */
export async function listTopPhrases(db: Database, userId: string, limit: number) {
  const counted = countedSessions(db, userId);
  const c = recordingPhraseCounts;
  const total = sql<number>`sum(${c.count})`.mapWith(Number);
  return (
    db
      .select({
        phrase: c.phrase,
        kind: sql<string>`(array_agg(${c.kind} order by ${c.count} desc, ${c.kind}))[1]`,
        total,
        baselineUses:
          sql<number>`coalesce(sum(${c.count}) filter (where ${counted.fromFirst} <= ${CRUTCH_BASELINE_SESSIONS}), 0)`.mapWith(
            Number,
          ),
        recentUses:
          sql<number>`coalesce(sum(${c.count}) filter (where ${counted.fromLast} <= ${CRUTCH_RECENT_SESSIONS}), 0)`.mapWith(
            Number,
          ),
        lastSeen: sql<Date>`max(${counted.createdAt})`.mapWith(counted.createdAt),
      })
      .from(c)
      // Scoped to the person by the join on their sessions; a second filter on c.user_id lets
      // the planner, on stale statistics, intersect both indexes once per session (10x slower).
      .innerJoin(counted, eq(counted.id, c.recordingId))
      .where(gt(c.count, 0))
      .groupBy(c.phrase)
      .orderBy(desc(total), asc(c.phrase))
      .limit(limit)
  );
}

/** How often each of `phrases` was used in each of `recordingIds`. */
export async function listPhraseUses(
  db: Database,
  userId: string,
  recordingIds: string[],
  phrases: string[],
) {
  if (recordingIds.length === 0 || phrases.length === 0) return [];
  const c = recordingPhraseCounts;
  return db
    .select({ recordingId: c.recordingId, phrase: c.phrase, count: c.count })
    .from(c)
    .where(
      and(eq(c.userId, userId), inArray(c.recordingId, recordingIds), inArray(c.phrase, phrases)),
    );
}

/**
 * Analysed sessions never counted (made before crutch phrases were), the ones to count
 * first leading: the baseline sessions, then the newest. With the number of them all.
 */
export async function listUncountedSessions(db: Database, userId: string, limit: number) {
  const analyzed = db
    .select({
      id: recordings.id,
      createdAt: recordings.createdAt,
      phrasesCountedAt: recordings.phrasesCountedAt,
      fromFirst:
        sql<number>`row_number() over (order by ${recordings.createdAt} asc, ${recordings.id} asc)`
          .mapWith(Number)
          .as('from_first'),
    })
    .from(recordings)
    .where(analyzedBy(userId))
    .as('analyzed');
  return db
    .select({
      id: analyzed.id,
      pending: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(analyzed)
    .where(isNull(analyzed.phrasesCountedAt))
    .orderBy(
      sql`${analyzed.fromFirst} <= ${CRUTCH_BASELINE_SESSIONS} desc`,
      desc(analyzed.createdAt),
      desc(analyzed.id),
    )
    .limit(limit);
}
