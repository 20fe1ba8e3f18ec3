import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localStripeObjects } from '../../db/schema';

export interface StoredObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

export async function findLocalObject<T extends StoredObject>(
  db: Database,
  id: string,
  objectType: string,
): Promise<T | null> {
  const [row] = await db
    .select({ data: localStripeObjects.data })
    .from(localStripeObjects)
    .where(and(eq(localStripeObjects.id, id), eq(localStripeObjects.objectType, objectType)))
    .limit(1);
  return (row?.data as T | undefined) ?? null;
}

export async function saveLocalObject(db: Database, value: StoredObject) {
  await db
    .insert(localStripeObjects)
    .values({ id: value.id, objectType: value.object, data: value })
    .onConflictDoUpdate({ target: localStripeObjects.id, set: { data: value } });
}
