import { and, asc, count, desc, eq, gt, inArray, isNull, max, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assignmentClients,
  assignments,
  practiceSessions,
  recordings,
  users,
} from '../../db/schema';

export type AssignmentRow = typeof assignments.$inferSelect;
type NewAssignment = typeof assignments.$inferInsert;
/** A recording submitted for an assignment. */
export type SubmissionRow = typeof recordings.$inferSelect;

export async function createAssignment(db: Database, values: NewAssignment) {
  const [row] = await db.insert(assignments).values(values).returning();
  if (!row) throw new Error('The assignment was not stored');
  return row;
}

/** Gives the assignment to these clients; returns the ids that were not given it before. */
export async function addAssignmentClients(
  db: Database,
  assignmentId: string,
  clientIds: string[],
) {
  if (clientIds.length === 0) return [];
  const added = await db
    .insert(assignmentClients)
    .values(clientIds.map((clientId) => ({ assignmentId, clientId })))
    .onConflictDoNothing()
    .returning({ clientId: assignmentClients.clientId });
  return added.map((row) => row.clientId);
}

export async function updateAssignment(
  db: Database,
  id: string,
  values: Partial<Omit<NewAssignment, 'id' | 'coachId' | 'createdAt'>>,
) {
  const [row] = await db
    .update(assignments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assignments.id, id))
    .returning();
  return row ?? null;
}

/** The coach's assignment, or null: another coach's is as good as missing. */
export async function findAssignmentOfCoach(db: Database, coachId: string, id: string) {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), eq(assignments.coachId, coachId)))
    .limit(1);
  return row ?? null;
}

/** The same, locked for the rest of the transaction (edits and closing). */
export async function lockAssignmentOfCoach(db: Database, coachId: string, id: string) {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), eq(assignments.coachId, coachId)))
    .for('update');
  return row ?? null;
}

export async function listAssignmentsOfCoach(db: Database, coachId: string) {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.coachId, coachId))
    .orderBy(desc(assignments.createdAt));
}

/** The clients each assignment was given to, in the order they were given it. */
export async function listAssignmentClients(db: Database, assignmentIds: string[]) {
  if (assignmentIds.length === 0) return [];
  return db
    .select({
      assignmentId: assignmentClients.assignmentId,
      clientId: users.id,
      name: users.name,
      email: users.email,
      coachingEmails: users.coachingEmails,
    })
    .from(assignmentClients)
    .innerJoin(users, eq(users.id, assignmentClients.clientId))
    .where(inArray(assignmentClients.assignmentId, assignmentIds))
    .orderBy(asc(assignmentClients.createdAt), asc(users.name));
}
export type AssignmentClientRow = Awaited<ReturnType<typeof listAssignmentClients>>[number];

/**
 * A ledger entry uses an attempt unless its analysis failed or heard no speech (decision 145):
 * one still being analysed counts, and so does one whose recording was deleted since.
 */
const usesAnAttempt = or(
  isNull(practiceSessions.recordingId),
  and(not(eq(recordings.analysisStatus, 'failed')), eq(recordings.noWordsDetected, false)),
);

/** Attempts used and the last submission, per assignment and client, from the ledger. */
export async function summarizeAttempts(db: Database, assignmentIds: string[], clientId?: string) {
  if (assignmentIds.length === 0) return [];
  return db
    .select({
      assignmentId: sql<string>`${practiceSessions.assignmentId}`,
      clientId: practiceSessions.userId,
      used: count(),
      lastAt: max(practiceSessions.createdAt),
    })
    .from(practiceSessions)
    .leftJoin(recordings, eq(recordings.id, practiceSessions.recordingId))
    .where(
      and(
        inArray(practiceSessions.assignmentId, assignmentIds),
        clientId ? eq(practiceSessions.userId, clientId) : undefined,
        usesAnAttempt,
      ),
    )
    .groupBy(practiceSessions.assignmentId, practiceSessions.userId);
}
export type AttemptSummary = Awaited<ReturnType<typeof summarizeAttempts>>[number];

/**
 * The assignment as given to this client, with the client's row locked until the transaction
 * ends: submissions for it are admitted one after the other. Null when it was not given them.
 */
export async function lockAssignmentOfClient(db: Database, assignmentId: string, clientId: string) {
  const [row] = await db
    .select({ assignment: assignments })
    .from(assignmentClients)
    .innerJoin(assignments, eq(assignments.id, assignmentClients.assignmentId))
    .where(
      and(
        eq(assignmentClients.assignmentId, assignmentId),
        eq(assignmentClients.clientId, clientId),
      ),
    )
    .for('update', { of: assignmentClients });
  return row?.assignment ?? null;
}

/** The client's assignments that still take submissions, soonest due first. */
export async function listOpenAssignmentsOfClient(db: Database, clientId: string, now: Date) {
  return db
    .select({ assignment: assignments, coachName: users.name })
    .from(assignmentClients)
    .innerJoin(assignments, eq(assignments.id, assignmentClients.assignmentId))
    .innerJoin(users, eq(users.id, assignments.coachId))
    .where(
      and(
        eq(assignmentClients.clientId, clientId),
        isNull(assignments.closedAt),
        or(isNull(assignments.dueAt), gt(assignments.dueAt, now)),
      ),
    )
    .orderBy(sql`${assignments.dueAt} asc nulls last`, desc(assignments.createdAt));
}

/** The recordings submitted for the assignment, newest first. */
export async function listSubmissions(db: Database, assignmentId: string) {
  return db
    .select()
    .from(recordings)
    .where(eq(recordings.assignmentId, assignmentId))
    .orderBy(desc(recordings.createdAt));
}

/** Who is told of a submission: the assignment's title and its coach's address and setting. */
export async function findAssignmentCoach(db: Database, assignmentId: string) {
  const [row] = await db
    .select({
      title: assignments.title,
      coachId: users.id,
      coachName: users.name,
      coachEmail: users.email,
      coachingEmails: users.coachingEmails,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.coachId))
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  return row ?? null;
}
