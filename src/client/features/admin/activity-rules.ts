import { ACTIVITY_BANDS, ADMIN_ACTIVITY_ROWS, type AdminStats } from '@shared/admin/schemas';

export type ActivityBand = 'high' | 'medium' | 'low' | 'none';

const [HIGH_OVER, MEDIUM_OVER, LOW_OVER] = ACTIVITY_BANDS;

/**
 * A user's recording count as a colour band: over 10, over 5, over 0, or none (product rules
 * R9.12).
 */
export function activityBand(recordingCount: number): ActivityBand {
  if (recordingCount > HIGH_OVER) return 'high';
  if (recordingCount > MEDIUM_OVER) return 'medium';
  if (recordingCount > LOW_OVER) return 'low';
  return 'none';
}

type ActivityRow = AdminStats['userActivity'][number];

/** The rows the table shows (the first 20) and how many there are in all. */
export function visibleActivity(rows: readonly ActivityRow[]): {
  rows: ActivityRow[];
  total: number;
} {
  return { rows: rows.slice(0, ADMIN_ACTIVITY_ROWS), total: rows.length };
}

/** Recordings per user over every user (not only the rows shown), to one decimal. */
export function averageRecordings(rows: readonly Pick<ActivityRow, 'recordingCount'>[]): string {
  if (rows.length === 0) return '0.0';
  const total = rows.reduce((sum, row) => sum + row.recordingCount, 0);
  return (total / rows.length).toFixed(1);
}

/** Basic and premium as whole percents of their sum; 0 and 0 without users. */
export function planShares({
  basicUsers,
  premiumUsers,
}: Pick<AdminStats, 'basicUsers' | 'premiumUsers'>) {
  const total = basicUsers + premiumUsers;
  if (total === 0) return { basic: 0, premium: 0 };
  const premium = Math.round((premiumUsers / total) * 100);
  return { basic: 100 - premium, premium };
}
