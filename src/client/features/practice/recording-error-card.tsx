import { useRef } from 'react';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { PRACTICE_TOASTS } from './practice-notices';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * 'Recording Error' with the reason and 'Try Again', which starts over (product rules R2.52);
 * `title` names another case (no speech heard).
 */
export function RecordingErrorCard({
  message,
  onRetry,
  title = PRACTICE_TOASTS.recordingErrorTitle,
}: {
  message: string;
  onRetry: () => void;
  title?: string;
}) {
  const retry = useRef<HTMLButtonElement>(null);
  useFocusOnMount(retry);
  return (
    <Card role="alert" className="border-destructive/40">
      <CardContent className="flex flex-col items-center gap-4 px-5 py-10 text-center sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlert className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-2xl font-bold tracking-tight text-ink">{title}</h2>
        <p className="max-w-lg text-pretty text-muted-foreground">{message}</p>
        <Button ref={retry} onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </CardContent>
    </Card>
  );
}
