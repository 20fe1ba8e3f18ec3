import { AssignmentDetailPage } from '@client/features/coach/assignments/assignment-detail-page';

/** /coach/assignments/:id (issue 25). */
export function CoachAssignmentPage({ id }: { id: string }) {
  return <AssignmentDetailPage id={id} />;
}
