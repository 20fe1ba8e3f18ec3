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

/** A filler is played from a moment before it, so the person hears it in its sentence. */
const FILLER_LEAD_IN_SECONDS = 1;

const quoted = (word: string) => `\u201c${word}\u201d`;
const describe = (filler: RecordingFiller) =>
  `${quoted(filler.word)} at ${formatClock(filler.start)}`;

/**
 * While a correction is on its way the buttons say so with aria-disabled, not disabled: a
 * disabled button loses the keyboard focus, and the row's button should keep it (Restore
 * takes the place of "Not a filler" in the same element).
 */
const pendingStyle = 'aria-disabled:cursor-wait aria-disabled:opacity-50';

/** Why a correction failed, decided by the answer's code (never its text). */
function failureDetail(error: unknown): string {
  // The recording or the filler is gone (deleted in another tab), or is not this person's.
  if (hasCode(error, 'NOT_FOUND'))
    return 'This filler is no longer part of the recording. Reload the page to see its results.';
  if (isNetworkFailure(error)) return 'Cadence could not be reached. Check your connection.';
  return serverMessage(error) ?? 'Please try again.';
}

/**
 * Each detected filler with "Not a filler" (product rules R11.9): the recording is scored again
 * at once, a toast offers Undo, and a dismissed filler stays listed, struck through, with Restore.
 * Shown to the recording's owner only.
 */
export function FillerListCard({
  recording,
  onCorrected,
  onSeek,
}: {
  recording: Recording;
  onCorrected: (recording: Recording) => void;
  /** Plays the replay from a moment; absent when the media is not kept. */
  onSeek?: (seconds: number) => void;
}) {
  const correction = useCorrectFiller(onCorrected);
  if (recording.fillers.length === 0) return null;

  const correct = (filler: RecordingFiller, dismissed: boolean) => {
    // One correction at a time: each answers the whole recording scored again.
    if (correction.isPending) return;
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
    <Card role="region" aria-labelledby="detected-fillers-heading">
      <CardHeader>
        <CardTitle id="detected-fillers-heading">Detected fillers</CardTitle>
        <CardDescription>
          Misheard one? Mark it as not a filler and your scores update at once. For a word such as{' '}
          {quoted('like')} after another word, Cadence also stops counting it there in your next
          sessions.{onSeek ? ' Select a time to hear it in its sentence.' : ''}
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
                {onSeek ? (
                  <button
                    type="button"
                    onClick={() => onSeek(Math.max(0, filler.start - FILLER_LEAD_IN_SECONDS))}
                    aria-label={`Play ${describe(filler)}`}
                    className="rounded font-mono text-sm text-primary tabular-nums underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {formatClock(filler.start)}
                  </button>
                ) : (
                  <span className="font-mono text-sm text-muted-foreground tabular-nums">
                    {formatClock(filler.start)}
                  </span>
                )}
                {filler.dismissed ? (
                  // On a phone "not counted" goes under the word as a whole, never split.
                  <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 break-words">
                    <s className="text-muted-foreground">{quoted(filler.word)}</s>
                    <span className="whitespace-nowrap text-sm text-muted-foreground">
                      not counted
                    </span>
                  </span>
                ) : (
                  <span className="break-words font-medium">{quoted(filler.word)}</span>
                )}
              </span>
              {filler.dismissed ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-disabled={correction.isPending}
                  className={pendingStyle}
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
                  aria-disabled={correction.isPending}
                  className={pendingStyle}
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
