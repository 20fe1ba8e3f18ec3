import { AssignmentDetailPage } from '@client/features/coach/assignments/assignment-detail-page';

/** /coach/assignments/:id (product rules R11.4). */
export function CoachAssignmentPage({ id }: { id: string }) {
  return <AssignmentDetailPage id={id} />;
}
