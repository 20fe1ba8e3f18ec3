import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingEvents, users } from '../../db/schema';
import type { UserRow } from '../auth';

export async function findUserByStripeCustomerId(db: Database, customerId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.stripeCustomerId, customerId))
    .limit(1);
  return (row as UserRow | undefined) ?? null;
}

export async function findUserByStripeSubscriptionId(db: Database, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.stripeSubscriptionId, subscriptionId))
    .limit(1);
  return (row as UserRow | undefined) ?? null;
}

export async function hasProcessedEvent(db: Database, eventId: string) {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, eventId))
    .limit(1);
  return Boolean(row);
}

export async function recordProcessedEvent(
  db: Database,
  event: { id: string; type: string; objectId: string | null },
) {
  await db.insert(billingEvents).values(event).onConflictDoNothing();
}
