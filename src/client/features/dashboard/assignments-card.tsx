import { Link } from 'wouter';
import { ClipboardList, Mic } from 'lucide-react';
import { EmptyState, LoadError, LoadingBlock } from '@client/components/query-states';
import { Button } from '@client/components/ui/button';
import {
  assignmentPracticePath,
  assignmentTerms,
  useClientAssignments,
} from '@client/lib/endpoints/get-assignments';
import { formatLongDate } from '@client/lib/format';
import { Section } from './section';

/** 'Assignments from your coach' (product rules R11.2): the open ones, each a way into practice. */
export function AssignmentsCard() {
  const assignments = useClientAssignments({ enabled: true });
  return (
    <Section title="Assignments from your coach" icon={ClipboardList}>
      {assignments.isError ? (
        <LoadError
          message="We couldn't load your assignments."
          onRetry={() => void assignments.refetch()}
        />
      ) : assignments.isPending ? (
        <LoadingBlock what="your assignments" />
      ) : assignments.data.length === 0 ? (
        <EmptyState icon={ClipboardList} title="No open assignments">
          When your coach sets you a speaking task, it appears here.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {assignments.data.map((assignment) => (
            <li
              key={assignment.id}
              className="grid gap-2 rounded-lg border border-border p-3 sm:flex sm:items-center sm:justify-between"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-semibold wrap-anywhere">{assignment.title}</p>
                <p className="text-sm text-muted-foreground">
                  {assignmentTerms(assignment, formatLongDate)}
                </p>
              </div>
              {assignment.attemptsLeft === 0 ? (
                <p className="text-sm font-medium">All attempts used</p>
              ) : (
                <Button asChild size="sm" className="justify-self-start">
                  <Link
                    href={assignmentPracticePath(assignment.id)}
                    aria-label={`Start ${assignment.title}`}
                  >
                    <Mic aria-hidden="true" />
                    Start
                  </Link>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
