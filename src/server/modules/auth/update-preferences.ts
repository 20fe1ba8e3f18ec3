import type { PreferencesRequest } from '@shared/auth/schemas';
import type { Database } from '../../db/client';
import { updateUser, type UserRow } from './user-repository';

/**
 * PATCH /api/auth/preferences: "Delete my audio after analysis" (product rules R1.18), which
 * applies to recordings analysed from now on (earlier media stay until deleted with their
 * recording), and "Coaching emails" (product rules R11.5). The message tells what the change means.
 */
export async function updatePreferences(
  db: Database,
  options: { user: UserRow; preferences: PreferencesRequest },
) {
  const { deleteAudioAfterAnalysis, coachingEmails } = options.preferences;
  const user = await updateUser(db, options.user.id, {
    ...(deleteAudioAfterAnalysis !== undefined ? { deleteAudioAfterAnalysis } : {}),
    ...(coachingEmails !== undefined ? { coachingEmails } : {}),
  });
  const messages = [
    deleteAudioAfterAnalysis === undefined
      ? null
      : user.deleteAudioAfterAnalysis
        ? 'Your audio and video will be deleted once each analysis is stored.'
        : 'Your recordings will be kept, encrypted, so you can replay them.',
    coachingEmails === undefined
      ? null
      : user.coachingEmails
        ? 'You will get coaching emails: new assignments and submissions.'
        : 'You will no longer get coaching emails.',
  ];
  return { user, message: messages.filter(Boolean).join(' ') };
}
