import {
  profileUpdateResponseSchema,
  type ProfileUpdateRequest,
  type ProfileUpdateResponse,
} from '@shared/auth/schemas';
import { requestJson } from '@client/lib/request-json';

/** PUT /api/auth/profile. A new email only takes effect once its code is confirmed. */
export function updateProfile(values: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return requestJson('PUT', '/api/auth/profile', profileUpdateResponseSchema, values);
}
