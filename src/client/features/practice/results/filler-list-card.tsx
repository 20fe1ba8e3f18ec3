import { RotateCcw, X } from 'lucide-react';
import type { Recording, RecordingFiller } from '@shared/recordings/schemas';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { ToastAction } from '@client/components/ui/toast';
import { toast } from '@client/hooks/use-toast';
import { hasCode, isNetworkFailure, serverMessage } from '@client/lib/api-error';
import { useCorrectFiller } from '../api/correct-filler';
import { formatClock } from '../format';

const quoted = (word: string) => `\u201c${word}\u201d`;
const describe = (filler: RecordingFiller) =>
  `${quoted(filler.word)} at ${formatClock(filler.start)}`;

/** Why a correction failed, decided by the answer's code (never its text). */
function failureDetail(error: unknown): string {
  // The recording or the filler is gone (deleted in another tab), or is not this person's.
  if (hasCode(error, 'NOT_FOUND'))
    return 'This filler is no longer part of the recording. Reload the page to see its results.';
  if (isNetworkFailure(error)) return 'Cadence could not be reached. Check your connection.';
  return serverMessage(error) ?? 'Please try again.';
}

/**
 * Each detected filler with "Not a filler" (issue 25): the recording is scored again at once,
 * a toast offers Undo, and a dismissed filler stays listed, struck through, with Restore.
 * Shown to the recording's owner only.
 */
export function FillerListCard({
  recording,
  onCorrected,
}: {
  recording: Recording;
  onCorrected: (recording: Recording) => void;
}) {
  const correction = useCorrectFiller(onCorrected);
  if (recording.fillers.length === 0) return null;

  const correct = (filler: RecordingFiller, dismissed: boolean) => {
    correction.mutate(
      { recordingId: recording.id, index: filler.index, dismissed },
      {
        onSuccess: (updated) => {
          if (!dismissed) {
            toast({ title: 'Filler restored', description: `${describe(filler)} counts again.` });
            return;
          }
          toast({
            title: 'Marked as not a filler',
            description: `${describe(filler)} no longer counts. Filler Words: ${updated.fillerScore}/10.`,
            action: (
              <ToastAction altText="Undo" onClick={() => correct(filler, false)}>
                Undo
              </ToastAction>
            ),
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Could not update the filler',
            description: failureDetail(error),
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Detected fillers</CardTitle>
        <CardDescription>
          Misheard one? Mark it as not a filler and your scores update at once. Cadence remembers
          words like {quoted('like')} after {quoted('I')} for your next sessions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Detected fillers">
          {recording.fillers.map((filler) => (
            <li
              key={filler.index}
              className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2"
            >
              <span className="flex min-w-0 items-baseline gap-3">
                <span className="font-mono text-sm text-muted-foreground tabular-nums">
                  {formatClock(filler.start)}
                </span>
                {filler.dismissed ? (
                  <span className="break-words">
                    <s className="text-muted-foreground">{quoted(filler.word)}</s>
                    <span className="ml-2 text-sm text-muted-foreground">not counted</span>
                  </span>
                ) : (
                  <span className="break-words font-medium">{quoted(filler.word)}</span>
                )}
              </span>
              {filler.dismissed ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={correction.isPending}
                  aria-label={`Restore ${describe(filler)} as a filler`}
                  onClick={() => correct(filler, false)}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={correction.isPending}
                  aria-label={`Mark ${describe(filler)} as not a filler`}
                  onClick={() => correct(filler, true)}
                >
                  <X aria-hidden="true" />
                  Not a filler
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
