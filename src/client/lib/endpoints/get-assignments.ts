import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAssignment } from '@shared/assignments/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { CLIENT_ASSIGNMENTS_QUERY_KEY } from './query-keys';
import { onlyWhen } from '@client/lib/query-client';

export type { ClientAssignment };

/** The practice screen with this assignment chosen as the prompt (product rules R11.2). */
export const assignmentPracticePath = (id: string) => `/practice?assignment=${id}`;

export const clientAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: CLIENT_ASSIGNMENTS_QUERY_KEY,
    queryFn: () => requestJson(routes.listClientAssignments),
  });

/**
 * GET /api/assignments (product rules R11.2): the signed-in person's open assignments from
 * their coach, soonest due first. Shared by the dashboard card and the practice screen's prompt
 * chooser.
 */
export function useClientAssignments({ enabled }: { enabled: boolean }) {
  return useQuery({ ...clientAssignmentsQueryOptions(), ...onlyWhen(enabled) });
}

/** 'Due March 14, 2026 · 2 attempts left', or what applies of it. */
export function assignmentTerms(
  assignment: Pick<ClientAssignment, 'dueAt' | 'attemptsLeft' | 'videoRequired'>,
  formatDate: (iso: string) => string,
) {
  return [
    assignment.dueAt ? `Due ${formatDate(assignment.dueAt)}` : 'No due date',
    assignment.attemptsLeft === null
      ? 'Unlimited attempts'
      : `${assignment.attemptsLeft} attempt${assignment.attemptsLeft === 1 ? '' : 's'} left`,
    ...(assignment.videoRequired ? ['Video required'] : []),
  ].join(' · ');
}
