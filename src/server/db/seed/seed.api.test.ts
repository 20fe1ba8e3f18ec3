import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfYear, startOfWeek } from '@shared/domain/calendar';
import { GOAL_TARGET_METRICS } from '@shared/domain/enums';
import { dailyPrompts, goalTemplates, weeklyChallenges } from '../schema';
import { startTestServer, type TestServer } from '../../test/test-server';
import { seedDatabase } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('seed data applied at start', () => {
  it('has a prompt for every day of the year, including today', async () => {
    const [row] = await server.db.select({ n: count() }).from(dailyPrompts);
    expect(row?.n).toBeGreaterThanOrEqual(366);
    const [today] = await server.db
      .select()
      .from(dailyPrompts)
      .where(eq(dailyPrompts.dayNumber, dayOfYear(new Date())));
    expect(today?.promptText.length).toBeGreaterThan(20);
  });

  it('has a goal template for every target metric', async () => {
    const rows = await server.db.select().from(goalTemplates);
    const metrics = new Set(rows.map((row) => row.targetMetric));
    for (const metric of GOAL_TARGET_METRICS) expect(metrics).toContain(metric);
  });

  it("has this week's and next week's challenges", async () => {
    const thisWeek = await server.db
      .select()
      .from(weeklyChallenges)
      .where(eq(weeklyChallenges.startDate, startOfWeek(new Date())));
    expect(thisWeek).toHaveLength(3);
    for (const challenge of thisWeek) {
      expect(challenge.endDate.getTime() - challenge.startDate.getTime()).toBe(7 * 86_400_000);
    }
  });

  it('is idempotent: seeding again adds no rows', async () => {
    const countAll = async () =>
      Promise.all(
        [dailyPrompts, goalTemplates, weeklyChallenges].map(async (table) => {
          const [row] = await server.db.select({ n: count() }).from(table);
          return row?.n;
        }),
      );
    const before = await countAll();
    const result = await seedDatabase(server.db);
    expect(result.weeklyChallenges).toBe(0);
    expect(await countAll()).toEqual(before);
  });

  it('puts back a prompt changed in the table, though the others are as seeded', async () => {
    const day = 7;
    const [seeded] = await server.db
      .select()
      .from(dailyPrompts)
      .where(eq(dailyPrompts.dayNumber, day));
    await server.db
      .update(dailyPrompts)
      .set({ promptText: 'Edited by hand' })
      .where(eq(dailyPrompts.dayNumber, day));
    await seedDatabase(server.db);
    const [restored] = await server.db
      .select()
      .from(dailyPrompts)
      .where(eq(dailyPrompts.dayNumber, day));
    expect(restored?.promptText).toBe(seeded?.promptText);
    expect(restored?.promptText).not.toBe('Edited by hand');
  });
});
