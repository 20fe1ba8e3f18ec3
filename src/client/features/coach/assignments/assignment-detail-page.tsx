import { ConfirmDeleteDialog } from '@client/components/confirm-delete-dialog';
import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Lock, Mic, Pencil } from 'lucide-react';
import type { AssignmentSubmission, CoachAssignmentDetail } from '@shared/assignments/schemas';
import { PageLoading } from '@client/components/layout/page-loading';
import { EmptyState, LoadError } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import {
  RowTitle,
  StackedCell,
  StackedRow,
  StackedTable,
} from '@client/components/ui/stacked-table';
import { formatLongDate, formatRecordingDate, formatScore } from '@client/lib/format';
import { useCloseAssignment, useCoachAssignment } from '../api/assignments';
import { useCoachClients } from '../api/get-coach-clients';
import { clientRecordingPath } from '../session-card';
import { AssignmentDialog } from './assignment-dialog';
import { attemptsText } from './assignment-list';

const number = (value: number | null, unit = '') =>
  value === null ? '—' : `${Number.isInteger(value) ? value : value.toFixed(1)}${unit}`;

/** /coach/assignments/:id (product rules R11.4): each client's submissions with their figures. */
export function AssignmentDetailPage({ id }: { id: string }) {
  const assignment = useCoachAssignment(id);
  if (assignment.isPending) return <PageLoading />;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link href="/coach-dashboard?tab=assignments">
            <ArrowLeft aria-hidden="true" />
            Back to assignments
          </Link>
        </Button>
      </div>
      {assignment.isError ? (
        <LoadError
          message="We couldn't load this assignment. It may not exist, or belong to another coach."
          onRetry={() => void assignment.refetch()}
        />
      ) : (
        <AssignmentDetail assignment={assignment.data} />
      )}
    </div>
  );
}

function AssignmentDetail({ assignment }: { assignment: CoachAssignmentDetail }) {
  const clients = useCoachClients();
  const close = useCloseAssignment(assignment.id);
  const [editing, setEditing] = useState(false);
  const closed = assignment.closedAt !== null;
  const [confirmingClose, setConfirmingClose] = useState(false);
  const onClose = () => close.mutate(undefined, { onSettled: () => setConfirmingClose(false) });
  return (
    <>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">{assignment.title}</h1>
            <p className="text-sm text-muted-foreground">
              {assignment.dueAt ? `Due ${formatRecordingDate(assignment.dueAt)}` : 'No due date'} ·{' '}
              {attemptsText(assignment.maxAttempts)}
              {assignment.videoRequired ? ' · Video required' : ''} ·{' '}
              <Badge variant={assignment.status === 'open' ? 'secondary' : 'outline'}>
                {assignment.status === 'open' ? 'Open' : 'Closed'}
              </Badge>
            </p>
          </div>
          {closed ? null : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <ConfirmDeleteDialog
                open={confirmingClose}
                onOpenChange={setConfirmingClose}
                trigger={
                  <Button variant="outline" disabled={close.isPending}>
                    <Lock aria-hidden="true" />
                    Close Assignment
                  </Button>
                }
                title={`Close "${assignment.title}"?`}
                description="Clients can no longer submit for it. Their submissions so far stay."
                pending={close.isPending}
                onConfirm={onClose}
                confirmLabel="Close Assignment"
                pendingLabel="Closing..."
              />
            </div>
          )}
        </div>
        <blockquote className="rounded-lg border border-border bg-muted/50 p-4 text-pretty wrap-anywhere">
          {assignment.prompt}
        </blockquote>
        {assignment.instructions ? (
          <p className="text-sm whitespace-pre-line wrap-anywhere">{assignment.instructions}</p>
        ) : null}
      </header>

      {assignment.clients.map((client) => (
        <Card key={client.clientId}>
          <CardHeader className="gap-1">
            <CardTitle level={2} className="text-lg wrap-anywhere">
              {client.name}
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {client.attemptsUsed} attempt{client.attemptsUsed === 1 ? '' : 's'} used
              {client.attemptsLeft !== null ? `, ${client.attemptsLeft} left` : ''}
              {client.lastSubmittedAt
                ? ` · last submitted ${formatLongDate(client.lastSubmittedAt)}`
                : ''}
            </p>
          </CardHeader>
          <CardContent>
            {client.submissions.length === 0 ? (
              <EmptyState icon={Mic} title="No submissions yet">
                {client.name} has not submitted a recording for this assignment.
              </EmptyState>
            ) : (
              <Submissions
                clientId={client.clientId}
                clientName={client.name}
                submissions={client.submissions}
              />
            )}
          </CardContent>
        </Card>
      ))}

      <AssignmentDialog
        open={editing}
        onOpenChange={setEditing}
        clients={clients.data ?? []}
        assignment={assignment}
      />
    </>
  );
}

function Submissions({
  clientId,
  clientName,
  submissions,
}: {
  clientId: string;
  clientName: string;
  submissions: AssignmentSubmission[];
}) {
  return (
    <StackedTable
      label={`Submissions of ${clientName}`}
      headings={[
        'Submitted',
        'Pace',
        'Fillers',
        'Pace score',
        'Filler score',
        'Clarity',
        'Confidence',
        'Body language',
      ]}
      tableClassName="md:min-w-[48rem]"
    >
      {submissions.map((s) => (
        <StackedRow key={s.recordingId}>
          <RowTitle>
            {/* The coach's replay of the recording, with its comments. */}
            <Link
              href={clientRecordingPath(clientId, s.recordingId)}
              className="text-primary underline-offset-4 hover:underline"
              aria-label={`Open the submission of ${formatRecordingDate(s.submittedAt)}`}
            >
              {formatRecordingDate(s.submittedAt)}
            </Link>
            {s.mediaType === 'video' ? ' · video' : ''}
            {s.analysisStatus !== 'complete' ? ' · not scored yet' : ''}
          </RowTitle>
          <StackedCell label="Pace">{number(s.paceWpm, ' wpm')}</StackedCell>
          <StackedCell label="Fillers">
            {s.fillerWords === null ? '—' : `${s.fillerWords} (${number(s.fillerPercentage, '%')})`}
          </StackedCell>
          <StackedCell label="Pace score">{formatScore(s.paceScore)}/10</StackedCell>
          <StackedCell label="Filler score">{formatScore(s.fillerScore)}/10</StackedCell>
          <StackedCell label="Clarity">{formatScore(s.clarityScore)}/10</StackedCell>
          <StackedCell label="Confidence">{formatScore(s.confidenceLevel)}/10</StackedCell>
          <StackedCell label="Body language">
            {s.bodyLanguage
              ? `Eye contact ${number(s.bodyLanguage.eyeContactPercentage, '%')} · posture ${number(s.bodyLanguage.postureScore)} · gestures ${number(s.bodyLanguage.gestureVariety)}`
              : '—'}
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
