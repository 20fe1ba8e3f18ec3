import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailLogs } from '../../db/schema';

const OUTBOX_PAGE_SIZE = 100;

export function listOutbox(db: Database, recipient?: string) {
  return db
    .select()
    .from(emailLogs)
    .where(recipient ? eq(emailLogs.recipientEmail, recipient.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailLogs.sentAt))
    .limit(OUTBOX_PAGE_SIZE);
}

export async function findOutboxMail(db: Database, id: string) {
  const [row] = await db.select().from(emailLogs).where(eq(emailLogs.id, id)).limit(1);
  return row ?? null;
}
