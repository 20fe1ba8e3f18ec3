import type { Database } from '../../db/client';
import { taughtException } from '../../speech/metrics/filler-exceptions';
import type { UserRow } from '../auth';
import { applyFillerCorrection } from './apply-filler-correction';
import { insertFillerDismissal, insertFillerException } from './filler-correction-repository';
import { previousWordOf } from '../recordings';

/**
 * POST /api/recordings/{id}/fillers/{index}/dismiss (product rules R11.9): the person marks a
 * detected filler "not a filler". It stops counting at once, and a discourse marker in context
 * teaches their exception list ("like" after "I"), which later analyses read. Dismissing it again
 * changes nothing.
 */
export function dismissFiller(
  db: Database,
  options: { user: UserRow; recordingId: string; index: number },
) {
  return applyFillerCorrection(db, options, async ({ tx, recording, filler, tokens }) => {
    if (filler.dismissed) return null;
    const taught = taughtException(filler, previousWordOf(tokens, filler.index));
    await insertFillerDismissal(tx, {
      recordingId: recording.id,
      fillerIndex: options.index,
      userId: options.user.id,
    });
    if (taught) {
      await insertFillerException(tx, {
        ...taught,
        userId: options.user.id,
        sourceRecordingId: recording.id,
      });
    }
    return { ...filler, dismissed: true, taught };
  });
}
