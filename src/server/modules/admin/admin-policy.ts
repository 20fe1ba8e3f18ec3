import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@shared/admin/schemas';
import { isAdmin } from '@shared/auth/roles';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/auth-guard';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth/user-repository';

/** The signed-in admin: 401 for guests, 403 'Admin access required' for everyone else. */
export async function requireAdmin(request: FastifyRequest, db: Database): Promise<UserRow> {
  const user = await requireUser(request, db, ADMIN_MESSAGES.signIn);
  if (!isAdmin(user)) throw new AppError('ADMIN_REQUIRED', ADMIN_MESSAGES.required);
  return user;
}
