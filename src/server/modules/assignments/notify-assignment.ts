import type { Database } from '../../db/client';
import {
  assignmentReceivedEmail,
  assignmentSubmittedEmail,
} from '../../email/assignment-templates';
import type { EmailService } from '../../email/send-email';
import type { AuthContext, UserRow } from '../auth';
import { findUserById } from '../auth';
import {
  type AssignmentRow,
  findAssignmentCoach,
  listAssignmentClients,
} from './assignment-repository';

/** Where a client starts an assignment: the practice screen, with it chosen as the prompt. */
export const assignmentPracticePath = (id: string) => `/practice?assignment=${id}`;
/** Where a coach reviews an assignment's submissions. */
export const coachAssignmentPath = (id: string) => `/coach/assignments/${id}`;

/**
 * Tells each of these clients (product rules R11.5) that the assignment arrived, if their "Coaching
 * emails" setting is on. Sent after the assignment is stored; a failed send is logged in
 * email_logs and changes nothing else.
 */
export async function notifyClientsOfAssignment(
  context: AuthContext,
  options: { coach: UserRow; assignment: AssignmentRow; clientIds: string[] },
) {
  const { coach, assignment } = options;
  if (options.clientIds.length === 0) return;
  const clients = await listAssignmentClients(context.db, [assignment.id]);
  for (const client of clients) {
    if (!options.clientIds.includes(client.clientId) || !client.coachingEmails) continue;
    await context.email.send({
      type: 'assignment_received',
      to: client.email,
      userId: client.clientId,
      content: assignmentReceivedEmail({
        clientName: client.name,
        coachName: coach.name,
        title: assignment.title,
        prompt: assignment.prompt,
        dueAt: assignment.dueAt,
        maxAttempts: assignment.maxAttempts,
        videoRequired: assignment.videoRequired,
        practiceUrl: `${context.config.publicUrl}${assignmentPracticePath(assignment.id)}`,
      }),
    });
  }
}

/**
 * Tells the coach (product rules R11.5) that a client's submission for their assignment was
 * analysed, if the coach's "Coaching emails" setting is on. Called after the recording is stored,
 * for a scored recording only (not one that failed or heard no speech).
 */
export async function notifyCoachOfSubmission(
  services: { db: Database; email: EmailService; publicUrl: string },
  recording: { assignmentId: string | null; userId: string },
) {
  if (!recording.assignmentId) return;
  const [coach, client] = await Promise.all([
    findAssignmentCoach(services.db, recording.assignmentId),
    findUserById(services.db, recording.userId),
  ]);
  if (!coach || !client || !coach.coachingEmails) return;
  await services.email.send({
    type: 'assignment_submitted',
    to: coach.coachEmail,
    userId: coach.coachId,
    content: assignmentSubmittedEmail({
      coachName: coach.coachName,
      clientName: client.name,
      title: coach.title,
      assignmentUrl: `${services.publicUrl}${coachAssignmentPath(recording.assignmentId)}`,
    }),
  });
}
