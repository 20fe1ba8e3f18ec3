import {
  ADMIN_MESSAGES,
  type CreateCoachRequest,
  type CreateUserRequest,
} from '@shared/admin/schemas';
import { PRODUCT_NAME } from '@shared/product';
import { AppError } from '../../lib/app-error';
import {
  ACCOUNT_EXISTS_MESSAGE,
  type AuthContext,
  createUser,
  findUserByEmail,
  issueTemporaryPassword,
  type NewUserRow,
} from '../auth';

const INVITED_BY = `The ${PRODUCT_NAME} team`;

/**
 * An account an admin makes: marked admin-created, with an emailed temporary password that
 * expires and must be replaced at first login (product rules R6.9).
 */
async function createAdminAccount(context: AuthContext, values: NewUserRow) {
  if (await findUserByEmail(context.db, values.email)) {
    throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
  }
  const created = await createUser(context.db, { ...values, isAdminCreated: true });
  return issueTemporaryPassword(context, { user: created, invitedBy: INVITED_BY });
}

/** POST /api/admin/create-coach. */
export async function createCoach(context: AuthContext, input: CreateCoachRequest) {
  const issued = await createAdminAccount(context, { ...input, userRole: 'coach' });
  return { ...issued, message: ADMIN_MESSAGES.coachCreated(issued.user.name) };
}

/** POST /api/admin/create-user: a basic account, or premium granted without a subscription. */
export async function createAccountForUser(
  context: AuthContext,
  input: Required<CreateUserRequest>,
) {
  const issued = await createAdminAccount(context, {
    name: input.name,
    email: input.email,
    subscriptionStatus: input.userType === 'premium' ? 'active' : 'free',
  });
  return { ...issued, message: ADMIN_MESSAGES.userCreated(issued.user.name) };
}
