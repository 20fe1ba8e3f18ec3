import { adminStatsSchema, type AdminStats } from '@shared/admin/schemas';

type ActivityRow = AdminStats['userActivity'][number];

/** The index-th user of the activity table, with fewer recordings the further down. */
export function buildActivityRow(index: number, overrides: Partial<ActivityRow> = {}): ActivityRow {
  const hex = index.toString(16).padStart(12, '0');
  const paying = index % 3 === 0;
  return {
    id: `4b1f8a4e-5b6d-4c3e-9a7b-${hex}`,
    name: `User ${index + 1}`,
    email: `user${index + 1}@example.com`,
    subscriptionStatus: paying ? 'active' : 'free',
    premium: paying,
    recordingCount: Math.max(0, 12 - index),
    lastActivity: index % 4 === 3 ? null : '2026-03-14T09:30:00.000Z',
    createdAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/admin/stats (checked against the shared schema); override what a test is about. */
export function buildAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return adminStatsSchema.parse({
    totalRecordings: 42,
    totalUsers: 3,
    totalCoaches: 1,
    basicUsers: 2,
    premiumUsers: 1,
    dailyRecordings: [
      { date: '2026-03-08', count: 1 },
      { date: '2026-03-09', count: 0 },
      { date: '2026-03-10', count: 4 },
      { date: '2026-03-11', count: 2 },
      { date: '2026-03-12', count: 0 },
      { date: '2026-03-13', count: 6 },
      { date: '2026-03-14', count: 3 },
    ],
    coaches: [
      {
        id: '5c1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b01',
        name: 'Maya Coach',
        email: 'maya@example.com',
        status: 'active',
        clientCount: 4,
        createdAt: '2026-01-10T12:00:00.000Z',
      },
      {
        id: '5c1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b02',
        name: 'Noor Invited',
        email: 'noor@example.com',
        status: 'pending',
        clientCount: 0,
        createdAt: '2026-03-12T12:00:00.000Z',
      },
    ],
    userActivity: [0, 1, 2].map((index) => buildActivityRow(index)),
    ...overrides,
  });
}
