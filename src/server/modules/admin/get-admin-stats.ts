import { ADMIN_CHART_DAYS, type AdminStats } from '@shared/admin/schemas';
import { isAdmin, isCoach } from '@shared/auth/roles';
import { effectiveSubscriptionStatus, hasPremiumAccess } from '@shared/billing/premium';
import { addDays, DAY_MS } from '@shared/domain/calendar';
import type { Database } from '../../db/client';
import {
  countRecordings,
  listAccounts,
  recordingActivityByUser,
  recordingsPerDay,
  type AccountRow,
} from './admin-repository';

const isPremium = (account: AccountRow, now: Date) =>
  hasPremiumAccess({
    ...account,
    subscriptionStatus: effectiveSubscriptionStatus(
      account.subscriptionStatus,
      account.subscriptionEndsAt,
      now,
    ),
  });

/** The last `days` UTC dates, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number) {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  return Array.from({ length: days }, (_, index) =>
    addDays(today, index - days + 1)
      .toISOString()
      .slice(0, 10),
  );
}

/**
 * GET /api/admin/stats (product rules R3.22 and R4.28). Users are everyone but coaches and admins;
 * a coach is active once the emailed temporary password has been replaced.
 */
export async function getAdminStats(db: Database, now = new Date()): Promise<AdminStats> {
  const days = lastDays(now, ADMIN_CHART_DAYS);
  const [totalRecordings, accounts, activity, perDay] = await Promise.all([
    countRecordings(db),
    listAccounts(db),
    recordingActivityByUser(db),
    recordingsPerDay(db, new Date(`${days[0]}T00:00:00Z`)),
  ]);
  const coaches = accounts.filter(isCoach);
  const people = accounts.filter((account) => !isCoach(account) && !isAdmin(account));
  const premiumUsers = people.filter((account) => isPremium(account, now)).length;
  const activityOf = new Map(activity.map((row) => [row.userId, row]));

  return {
    totalRecordings,
    totalUsers: people.length,
    totalCoaches: coaches.length,
    basicUsers: people.length - premiumUsers,
    premiumUsers,
    dailyRecordings: days.map((date) => ({
      date,
      count: perDay.find((row) => row.date === date)?.total ?? 0,
    })),
    coaches: coaches.map((coach) => ({
      id: coach.id,
      name: coach.name,
      email: coach.email,
      status: coach.requiresPasswordChange ? ('pending' as const) : ('active' as const),
      clientCount: accounts.filter((account) => account.coachId === coach.id).length,
      createdAt: coach.createdAt.toISOString(),
    })),
    userActivity: people
      .map((person) => {
        const row = activityOf.get(person.id);
        return {
          id: person.id,
          name: person.name,
          email: person.email,
          subscriptionStatus: effectiveSubscriptionStatus(
            person.subscriptionStatus,
            person.subscriptionEndsAt,
            now,
          ),
          premium: isPremium(person, now),
          recordingCount: row?.total ?? 0,
          lastActivity: row?.lastAt?.toISOString() ?? null,
          createdAt: person.createdAt.toISOString(),
        };
      })
      .sort(
        (a, b) => b.recordingCount - a.recordingCount || b.createdAt.localeCompare(a.createdAt),
      ),
  };
}
