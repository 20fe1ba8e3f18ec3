import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function createContactMessage(
  db: Database,
  values: typeof contactMessages.$inferInsert,
): Promise<string | undefined> {
  const [stored] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return stored?.id;
}
