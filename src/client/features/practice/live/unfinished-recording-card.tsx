import { useRef } from 'react';
import { CircleDot, LoaderCircle, Trash2, Wand2 } from 'lucide-react';
import type { ErrorCode } from '@shared/errors';
import type { LiveSession } from '@shared/recordings/live-schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/hooks/use-toast';
import { parseApiError } from '@client/lib/api-error';
import { useDiscardLiveSession } from '../api/discard-live-session';
import { formatClock } from '../format';
import { PRACTICE_TOASTS } from '../practice-notices';
import { useFocusOnMount } from '../use-focus-on-mount';

type UnfinishedRecordingCardProps = {
  session: LiveSession;
  /** Finishes the session: the analysis that follows replaces this card. */
  onFinish: () => void;
  /** Takes focus when it appears in place of a recording that could not start. */
  focusOnMount?: boolean;
};

const CLOSED: ErrorCode = 'LIVE_SESSION_CLOSED';

/** A discard that failed only because the session is already gone. */
function alreadyGone(error: unknown): boolean {
  const { status, code } = parseApiError(error);
  return status === 404 || code === CLOSED;
}

/**
 * A recording streamed before a reload or a dropped connection, not yet analysed (issue
 * 22): the person finishes it (the analysis follows as after Stop) or discards it. A new
 * recording waits until they have chosen, since the server keeps one open at a time.
 */
export function UnfinishedRecordingCard({
  session,
  onFinish,
  focusOnMount = false,
}: UnfinishedRecordingCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, focusOnMount);
  const discard = useDiscardLiveSession();
  const failed = discard.isError && !alreadyGone(discard.error);
  const busy = discard.isPending;

  const onDiscard = () =>
    discard.mutate(session.id, {
      onSuccess: () => toast({ title: PRACTICE_MESSAGES.unfinishedDiscarded }),
      onError: (error) => {
        if (parseApiError(error).status === 404) {
          toast({ title: PRACTICE_MESSAGES.unfinishedDiscarded });
        }
      },
    });

  return (
    <section
      aria-labelledby="unfinished-recording-title"
      aria-busy={busy}
      className="grid gap-4 rounded-xl border border-accent/40 bg-accent-soft/60 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
          <CircleDot className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2
            id="unfinished-recording-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-ink outline-none"
          >
            {PRACTICE_MESSAGES.unfinishedTitle}
          </h2>
          <p className="text-sm text-pretty text-muted-foreground">
            {PRACTICE_MESSAGES.unfinishedDetail(formatClock(session.receivedSeconds))}
          </p>
          {session.practicePrompt ? (
            <p className="text-sm break-words text-ink">{session.practicePrompt}</p>
          ) : null}
        </div>
      </div>
      {failed ? (
        <Alert variant="destructive">{PRACTICE_TOASTS.unfinishedDiscardFailed}</Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button onClick={onFinish} disabled={busy}>
          <Wand2 aria-hidden="true" />
          {PRACTICE_MESSAGES.unfinishedFinish}
        </Button>
        <Button variant="outline" onClick={onDiscard} disabled={busy}>
          {busy ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
          {PRACTICE_MESSAGES.unfinishedDiscard}
        </Button>
      </div>
    </section>
  );
}
