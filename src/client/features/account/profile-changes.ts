import type { ProfileUpdateRequest } from '@shared/auth/schemas';

/**
 * Only changed, non-empty, trimmed values are sent (product rules R3.17). An
 * email differing only in case is no change: addresses are stored lower-case.
 */
export function profileChanges(
  current: { name: string; email: string },
  edited: { name: string; email: string },
): ProfileUpdateRequest {
  const changes: ProfileUpdateRequest = {};
  const name = edited.name.trim();
  const email = edited.email.trim();
  if (name && name !== current.name) changes.name = name;
  if (email && email.toLowerCase() !== current.email.toLowerCase()) changes.email = email;
  return changes;
}
