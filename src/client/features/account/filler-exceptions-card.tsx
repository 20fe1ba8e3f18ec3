import { useState } from 'react';
import { LoaderCircle, Trash2, X } from 'lucide-react';
import { describeFillerException } from '@shared/recordings/filler-exceptions';
import { ConfirmDeleteDialog } from '@client/components/confirm-delete-dialog';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { toast } from '@client/hooks/use-toast';
import { hasCode, isNetworkFailure, serverMessage } from '@client/lib/api-error';
import { useFillerExceptions, useRemoveFillerExceptions } from './api/filler-exceptions';

/**
 * "Words that aren't fillers for you" (product rules R11.10): the rules the person's dismissals
 * taught, each removable, and all at once after a confirmation. Removing one changes only later
 * analyses.
 */
export function FillerExceptionsCard() {
  const rules = useFillerExceptions();
  const remove = useRemoveFillerExceptions();
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) => {
    // Already gone (removed in another tab): the list is read again and shows it gone.
    if (hasCode(error, 'NOT_FOUND')) {
      void rules.refetch();
      return;
    }
    toast({
      variant: 'destructive',
      title: 'Could not remove',
      description: isNetworkFailure(error)
        ? 'Check your connection and try again.'
        : (serverMessage(error) ?? 'Please try again.'),
    });
  };

  return (
    <Card role="region" aria-labelledby="filler-exceptions-heading">
      <CardHeader>
        <CardTitle level={2} id="filler-exceptions-heading">
          Words that aren&apos;t fillers for you
        </CardTitle>
        <CardDescription>
          When you mark a filler as not a filler, Cadence stops counting that word in the same place
          in your next sessions. Sessions already analysed keep their scores.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rules.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Loading your words…
          </p>
        ) : rules.isError ? (
          <Alert variant="destructive">
            Your words could not be loaded. Please reload the page.
          </Alert>
        ) : rules.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet. On your results, mark a misheard filler as &ldquo;Not a filler&rdquo; and it
            appears here.
          </p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label="Words that aren't fillers for you">
              {rules.data.map((rule) => (
                <li
                  key={rule.id}
                  className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2"
                >
                  <span className="break-words">{describeFillerException(rule)}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={remove.isPending}
                    aria-label={`Remove ${describeFillerException(rule)}`}
                    onClick={() => remove.mutate(rule.id, { onError: failed })}
                  >
                    <X aria-hidden="true" />
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <ConfirmDeleteDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button variant="outline" className="justify-self-start">
                  <Trash2 aria-hidden="true" />
                  Clear all
                </Button>
              }
              title="Clear all your words?"
              description="Your next sessions will count these words as fillers again. Sessions already analysed keep their scores."
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(undefined, {
                  onSuccess: () => setConfirming(false),
                  onError: failed,
                })
              }
              confirmLabel="Clear all"
              pendingLabel="Clearing..."
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
