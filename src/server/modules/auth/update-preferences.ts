import type { PreferencesRequest } from '@shared/auth/schemas';
import type { Database } from '../../db/client';
import { updateUser, type UserRow } from './user-repository';

/**
 * PATCH /api/auth/preferences: "Delete my audio after analysis" (decisions guide). It applies
 * to recordings analysed from now on; earlier media stay until deleted with their recording.
 */
export async function updatePreferences(
  db: Database,
  options: { user: UserRow; preferences: PreferencesRequest },
) {
  const user = await updateUser(db, options.user.id, options.preferences);
  return {
    user,
    message: user.deleteAudioAfterAnalysis
      ? 'Your audio and video will be deleted once each analysis is stored.'
      : 'Your recordings will be kept, encrypted, so you can replay them.',
  };
}
