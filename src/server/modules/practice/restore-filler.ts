import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { applyFillerCorrection } from './apply-filler-correction';
import {
  deleteFillerDismissal,
  deleteFillerException,
  ruleTaughtElsewhere,
} from './filler-correction-repository';
import { analyzedFillers } from '../recordings';

/**
 * DELETE /api/recordings/{id}/fillers/{index}/dismiss (product rules R11.9): undoes a dismissal.
 * The filler counts again, and the rule it taught goes unless another dismissal (in this or another
 * recording) taught it too. Restoring a filler not dismissed changes nothing.
 */
export function restoreFiller(
  db: Database,
  options: { user: UserRow; recordingId: string; index: number },
) {
  return applyFillerCorrection(db, options, async ({ tx, recording, filler }) => {
    if (!filler.dismissed) return null;
    await deleteFillerDismissal(tx, recording.id, options.index);
    const rule = filler.taught;
    if (rule) {
      const here = analyzedFillers(recording).some(
        (other, index) =>
          index !== options.index &&
          other.dismissed &&
          other.taught?.word === rule.word &&
          other.taught.previousWord === rule.previousWord,
      );
      if (!here && !(await ruleTaughtElsewhere(tx, options.user.id, recording.id, rule))) {
        await deleteFillerException(tx, options.user.id, rule);
      }
    }
    return { ...filler, dismissed: false, taught: null };
  });
}
