import { effectiveSubscriptionStatus } from '@shared/billing/premium';
import type { PublicUser } from '@shared/auth/user';
import type { Database } from '../../db/client';
import { findUserById, type UserRow } from './user-repository';

/** The user as the client may see it: no hashes, tokens or payment ids. */
export function presentUser(
  user: UserRow,
  coach: { name: string; email: string } | null = null,
): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userRole: user.userRole,
    originalRole: user.originalRole,
    isInSwitchedMode: user.isInSwitchedMode,
    isAdmin: user.isAdmin,
    isAdminCreated: user.isAdminCreated,
    isCoachManaged: user.isCoachManaged,
    requiresPasswordChange: user.requiresPasswordChange,
    isFirstSession: user.isFirstSession,
    totalSessions: user.totalSessions,
    // A cancelled period that has ended reads as ended even before Stripe's event arrives.
    subscriptionStatus: effectiveSubscriptionStatus(
      user.subscriptionStatus,
      user.subscriptionEndsAt,
    ),
    subscriptionPlan: user.subscriptionPlan,
    deleteAudioAfterAnalysis: user.deleteAudioAfterAnalysis,
    coachingEmails: user.coachingEmails,
    coach,
    createdAt: user.createdAt.toISOString(),
  };
}

/** presentUser with the coach's name and email filled in for coach-managed clients. */
export async function presentUserWithCoach(db: Database, user: UserRow): Promise<PublicUser> {
  const coach = user.coachId ? await findUserById(db, user.coachId) : null;
  return presentUser(user, coach ? { name: coach.name, email: coach.email } : null);
}
