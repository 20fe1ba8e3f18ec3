/*
 * The counts a person sees of their practice, each defined here once (decision 181):
 *
 * - **A session** in History, in "Total sessions" (the dashboard, a coach's view of a client)
 *   and in the badges and phases is a recording that was scored: analysed to the end, with
 *   words heard (`isScoredSession`). One waiting for its speaker counts once the speaker is
 *   chosen. Deleting it takes it out of History and out of the total together.
 * - **The month's practice count** ("Monthly Practice: n / limit used") counts the sessions
 *   admitted since the 1st (UTC), being analysed, scored, or deleted since: deleting a
 *   recording does not give its session back (product rules R4.63). The deleted ones are said
 *   (`deletedThisMonth`), so the count and History agree. A recording refused (too short, no
 *   speech) or an analysis that failed is no session at all (decisions 101 and 180).
 *
 * The server's SQL reads the first rule as `analysis_status = 'complete' and not
 * no_words_detected` (progress/session-repository.ts `scoredRecording`).
 */

/** Whether `recording` is a practice session: scored, with words heard. */
export function isScoredSession(recording: {
  analysisStatus: string;
  noWordsDetected: boolean;
}): boolean {
  return recording.analysisStatus === 'complete' && !recording.noWordsDetected;
}

/** "Monthly Practice: …" with the deleted sessions it still counts, when there are any. */
export function deletedSessionsNote(deletedThisMonth: number): string | null {
  if (deletedThisMonth <= 0) return null;
  return deletedThisMonth === 1
    ? 'Includes 1 deleted session: deleting a recording does not give its session back.'
    : `Includes ${deletedThisMonth} deleted sessions: deleting a recording does not give its session back.`;
}
