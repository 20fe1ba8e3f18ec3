import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { liveSessionParts, liveSessionPieces, liveSessions } from '../../../db/schema';

export type LiveSessionRow = typeof liveSessions.$inferSelect;
type NewLiveSession = typeof liveSessions.$inferInsert;
export type LivePieceRow = typeof liveSessionPieces.$inferSelect;
export type LivePartRow = typeof liveSessionParts.$inferSelect;

/** Statuses of a session that can still be finished or discarded. */
export const OPEN_STATUSES = ['recording', 'finishing'] as const;

/** A new session, or null when the user has an open one (the unique index decides). */
export async function createLiveSession(
  db: Database,
  values: NewLiveSession,
): Promise<LiveSessionRow | null> {
  const [row] = await db.insert(liveSessions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOwnLiveSession(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.id, id), eq(liveSessions.userId, userId)));
  return row ?? null;
}

export async function findLiveSession(db: Database, id: string) {
  const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, id));
  return row ?? null;
}

/** The row under `for update`: pieces, parts and finishing queue on it. */
export async function lockLiveSession(tx: Database, id: string) {
  const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
  return row ?? null;
}

export async function findOpenLiveSession(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.userId, userId), inArray(liveSessions.status, [...OPEN_STATUSES])));
  return row ?? null;
}

export async function updateLiveSession(db: Database, id: string, values: Partial<NewLiveSession>) {
  await db.update(liveSessions).set(values).where(eq(liveSessions.id, id));
}

export async function insertPiece(db: Database, values: typeof liveSessionPieces.$inferInsert) {
  await db.insert(liveSessionPieces).values(values);
}

export function listPieces(db: Database, liveSessionId: string): Promise<LivePieceRow[]> {
  return db
    .select()
    .from(liveSessionPieces)
    .where(eq(liveSessionPieces.sessionId, liveSessionId))
    .orderBy(asc(liveSessionPieces.seq));
}

export async function insertPart(db: Database, values: typeof liveSessionParts.$inferInsert) {
  await db.insert(liveSessionParts).values(values);
}

export function listParts(db: Database, liveSessionId: string): Promise<LivePartRow[]> {
  return db
    .select()
    .from(liveSessionParts)
    .where(eq(liveSessionParts.sessionId, liveSessionId))
    .orderBy(asc(liveSessionParts.index));
}

/** The session's last analysed part, or undefined before the first. */
export async function findLastPart(
  db: Database,
  liveSessionId: string,
): Promise<LivePartRow | undefined> {
  const [row] = await db
    .select()
    .from(liveSessionParts)
    .where(eq(liveSessionParts.sessionId, liveSessionId))
    .orderBy(desc(liveSessionParts.index))
    .limit(1);
  return row;
}

/** Drops a closed session's pieces and parts (the media objects are the caller's to remove). */
export async function deletePiecesAndParts(db: Database, liveSessionId: string) {
  await db.delete(liveSessionPieces).where(eq(liveSessionPieces.sessionId, liveSessionId));
  await db.delete(liveSessionParts).where(eq(liveSessionParts.sessionId, liveSessionId));
}

/** Sessions with no activity since `before`: open ones nobody came back to, and closed ones. */
export function listStaleSessions(db: Database, before: Date, limit = 100) {
  return db
    .select()
    .from(liveSessions)
    .where(lt(sql`greatest(${liveSessions.lastPieceAt}, ${liveSessions.updatedAt})`, before))
    .limit(limit);
}

export async function deleteLiveSession(db: Database, id: string) {
  await db.delete(liveSessions).where(eq(liveSessions.id, id));
}
