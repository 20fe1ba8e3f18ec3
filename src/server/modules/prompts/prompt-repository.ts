import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyPrompts } from '../../db/schema';

export async function findPromptByDay(db: Database, dayNumber: number) {
  const [row] = await db.select().from(dailyPrompts).where(eq(dailyPrompts.dayNumber, dayNumber));
  return row ?? null;
}
