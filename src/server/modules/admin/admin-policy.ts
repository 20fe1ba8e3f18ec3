import { ADMIN_MESSAGES } from '@shared/admin/messages';
import { isAdmin } from '@shared/auth/roles';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';

/** Admins only: 401 for guests (a null actor), 403 'Admin access required' for everyone else. */
export function requireAdmin(actor: UserRow | null): UserRow {
  if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signIn);
  if (!isAdmin(actor)) throw new AppError('ADMIN_REQUIRED', ADMIN_MESSAGES.required);
  return actor;
}
