import type { ProfileUpdateRequest, ProfileUpdateResponse } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/** PUT /api/auth/profile. A new email only takes effect once its code is confirmed. */
export function updateProfile(values: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return requestJson(routes.updateProfile, { body: values });
}
