import { Link } from 'wouter';
import { ClipboardList, Plus } from 'lucide-react';
import type { AssignmentClientStatus, CoachAssignment } from '@shared/assignments/schemas';
import { EmptyState, LoadError, LoadingBlock } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatLongDate } from '@client/lib/format';
import { useCoachAssignments } from '../api/assignments';

export const coachAssignmentPath = (id: string) => `/coach/assignments/${id}`;

const STATUS_LABEL: Record<AssignmentClientStatus, string> = {
  not_started: 'Not started',
  submitted: 'Submitted',
  attempts_used: 'All attempts used',
};

export function attemptsText(maxAttempts: number) {
  return maxAttempts === 0
    ? 'Unlimited attempts'
    : `${maxAttempts} attempt${maxAttempts === 1 ? '' : 's'}`;
}

/** The Assignments tab (product rules R11.4): each assignment with each client's status. */
export function AssignmentList({ onCreate }: { onCreate: () => void }) {
  const assignments = useCoachAssignments();
  if (assignments.isError) {
    return (
      <LoadError
        message="We couldn't load your assignments."
        onRetry={() => void assignments.refetch()}
      />
    );
  }
  if (assignments.isPending) return <LoadingBlock what="your assignments" />;
  if (assignments.data.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title="No assignments yet"
        action={
          <Button size="sm" onClick={onCreate}>
            <Plus aria-hidden="true" />
            New Assignment
          </Button>
        }
      >
        Set a speaking task for your clients: a prompt, a due date, attempts and whether video is
        required.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4" aria-label="Assignments">
      {assignments.data.map((assignment) => (
        <li key={assignment.id}>
          <AssignmentCard assignment={assignment} />
        </li>
      ))}
    </ul>
  );
}

function AssignmentCard({ assignment }: { assignment: CoachAssignment }) {
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="text-lg wrap-anywhere">{assignment.title}</CardTitle>
          <Badge variant={assignment.status === 'open' ? 'secondary' : 'outline'}>
            {assignment.status === 'open' ? 'Open' : 'Closed'}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {assignment.dueAt ? `Due ${formatLongDate(assignment.dueAt)}` : 'No due date'} ·{' '}
          {attemptsText(assignment.maxAttempts)}
          {assignment.videoRequired ? ' · Video required' : ''}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2" aria-label={`Clients of ${assignment.title}`}>
          {assignment.clients.map((client) => (
            <li
              key={client.clientId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm"
            >
              <span className="font-medium wrap-anywhere">{client.name}</span>
              <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <Badge variant={client.status === 'not_started' ? 'outline' : 'secondary'}>
                  {STATUS_LABEL[client.status]}
                </Badge>
                <span>
                  {client.attemptsUsed} used
                  {client.attemptsLeft !== null ? ` · ${client.attemptsLeft} left` : ''}
                </span>
                {client.lastSubmittedAt ? (
                  <span>Last {formatLongDate(client.lastSubmittedAt)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link href={coachAssignmentPath(assignment.id)}>View submissions</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
