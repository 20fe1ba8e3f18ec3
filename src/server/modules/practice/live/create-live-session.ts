import type { CreateLiveSession } from '@shared/recordings/live-schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../auth';
import { admitPracticeSession, releasePracticeSession } from '../practice-limit';
import { createLiveSession, findOpenLiveSession } from './live-session-repository';

/**
 * Opens a live session at the countdown: admits it as one of the month's practice sessions
 * (the free limit is checked here, once, under the user's row lock), then creates it. A
 * person has at most one open session (a unique index decides, so two tabs cannot both open
 * one): with one open, 409 LIVE_SESSION_OPEN names it, to be finished or discarded first.
 */
export async function openLiveSession(db: Database, user: UserRow, input: CreateLiveSession) {
  const open = await findOpenLiveSession(db, user.id);
  if (open) throw sessionOpen(open.id);
  const entryId = await admitPracticeSession(db, user, {
    // The session's recorder decides its media type: pieces are stored and finished as it.
    assignment: input.assignmentId
      ? { assignmentId: input.assignmentId, video: input.mediaType === 'video' }
      : undefined,
  });
  const created = await createLiveSession(db, {
    userId: user.id,
    mediaType: input.mediaType,
    mimeType: input.mimeType,
    speakingType: input.speakingType,
    practicePrompt: input.practicePrompt ?? null,
    ledgerEntryId: entryId,
  }).catch(async (error: unknown) => {
    await releasePracticeSession(db, { entryId });
    throw error;
  });
  if (!created) {
    // Another request opened one meanwhile: this admission is given back.
    await releasePracticeSession(db, { entryId });
    const other = await findOpenLiveSession(db, user.id);
    throw sessionOpen(other?.id ?? null);
  }
  return created;
}

const sessionOpen = (liveSessionId: string | null) =>
  new AppError('LIVE_SESSION_OPEN', PRACTICE_MESSAGES.liveSessionOpen, { liveSessionId });
