import type { Database } from '../db/client';
import { emailLogs } from '../db/schema';

export async function createEmailLog(
  db: Database,
  values: typeof emailLogs.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db.insert(emailLogs).values(values).returning({ id: emailLogs.id });
  return row?.id;
}
