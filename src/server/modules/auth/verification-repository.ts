import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { emailVerifications } from '../../db/schema';

export type VerificationRow = typeof emailVerifications.$inferSelect;
type Purpose = VerificationRow['purpose'];

/**
 * The newest pending verification for a sign-up email, or for a user's email change, locked
 * until the transaction ends: requests with a code for it are checked one after the other,
 * each seeing the attempts the one before counted, and a code spent by one is gone for the
 * next. Only inside a transaction.
 */
export async function lockPendingVerification(
  tx: Database,
  where: { purpose: 'signup'; email: string } | { purpose: 'email_change'; userId: string },
): Promise<VerificationRow | null> {
  const match =
    where.purpose === 'signup'
      ? and(eq(emailVerifications.purpose, 'signup'), eq(emailVerifications.email, where.email))
      : and(
          eq(emailVerifications.purpose, 'email_change'),
          eq(emailVerifications.userId, where.userId),
        );
  const [row] = await tx
    .select()
    .from(emailVerifications)
    .where(match)
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Replaces any earlier pending verification of the same kind, so only the newest code works. */
export async function replaceVerification(
  db: Database,
  values: {
    purpose: Purpose;
    email: string;
    name: string;
    userId?: string | null;
    passwordHash?: string | null;
    verificationCode: string;
    expiresAt: Date;
  },
) {
  await withTransaction(db, async (tx) => {
    await tx
      .delete(emailVerifications)
      .where(
        values.purpose === 'signup'
          ? and(
              eq(emailVerifications.purpose, 'signup'),
              eq(emailVerifications.email, values.email),
            )
          : and(
              eq(emailVerifications.purpose, 'email_change'),
              eq(emailVerifications.userId, values.userId ?? ''),
            ),
      );
    await tx.insert(emailVerifications).values(values);
  });
}

export async function recordWrongAttempt(db: Database, id: string) {
  const [row] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(eq(emailVerifications.id, id))
    .returning({ attempts: emailVerifications.attempts });
  return row?.attempts ?? 0;
}

export async function deleteVerification(db: Database, id: string) {
  await db.delete(emailVerifications).where(eq(emailVerifications.id, id));
}

/** Codes nobody used before they expired; returns how many went. */
export async function deleteExpiredVerifications(db: Database, now = new Date()) {
  const deleted = await db
    .delete(emailVerifications)
    .where(lt(emailVerifications.expiresAt, now))
    .returning({ id: emailVerifications.id });
  return deleted.length;
}
