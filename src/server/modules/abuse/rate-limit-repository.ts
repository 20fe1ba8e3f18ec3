import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export interface CounterState {
  count: number;
  windowStart: Date;
  expiresAt: Date;
}

/**
 * Adds one to a counter and returns it, in one statement, so concurrent requests in any
 * process each see a distinct count and none slips past a limit. A counter whose window has
 * ended starts a new window, at `now`, with a count of 1.
 */
export async function incrementCounter(
  db: Database,
  options: { key: string; now: Date; windowMs: number },
): Promise<CounterState> {
  const t = rateLimitCounters;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const ended = sql`${t.expiresAt} <= ${now}`;
  const [row] = await db
    .insert(t)
    .values({
      key: options.key,
      windowStart: options.now,
      count: 1,
      expiresAt: new Date(options.now.getTime() + options.windowMs),
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
        windowStart: sql`case when ${ended} then excluded.window_start else ${t.windowStart} end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${t.expiresAt} end`,
      },
    })
    .returning({ count: t.count, windowStart: t.windowStart, expiresAt: t.expiresAt });
  if (!row) throw new Error(`The rate-limit counter ${options.key} was not written`);
  return row;
}

/** Gives one count back to the window it was taken from (an attempt that succeeded). */
export async function decrementCounter(db: Database, options: { key: string; windowStart: Date }) {
  const t = rateLimitCounters;
  await db
    .update(t)
    .set({ count: sql`greatest(${t.count} - 1, 0)` })
    .where(and(eq(t.key, options.key), eq(t.windowStart, options.windowStart)));
}

export async function deleteExpiredCounters(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
