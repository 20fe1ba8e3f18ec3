import { Alert } from '@client/components/ui/alert';
import { PRACTICE_TOASTS } from '../practice-notices';

/**
 * Said on the screen after the recorder stopped itself at the maximum time (product rules
 * R2.50 and R4.33), since the recording screen is gone by then.
 */
export function MaxTimeNotice({ className }: { className?: string }) {
  return (
    <Alert className={className}>
      <p className="font-semibold">{PRACTICE_TOASTS.maxTimeNotice.title}</p>
      <p>{PRACTICE_TOASTS.maxTimeNotice.description}</p>
    </Alert>
  );
}
