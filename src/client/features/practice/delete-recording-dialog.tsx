import { useState, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { useDeleteRecording } from './api/delete-recording';
import { PRACTICE_TOASTS } from './practice-notices';

type DeleteRecordingDialogProps = {
  recordingId: string;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  onDeleted?: () => void;
};

/** Confirms, then deletes a recording and all its analysis (product rules R4.46). */
export function DeleteRecordingDialog({
  recordingId,
  trigger,
  onDeleted,
}: DeleteRecordingDialogProps) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteRecording();

  const confirm = () =>
    mutation.mutate(recordingId, {
      onSuccess: () => {
        setOpen(false);
        toast(PRACTICE_TOASTS.recordingDeleted);
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: PRACTICE_TOASTS.deleteFailedTitle,
          description: serverMessage(error) ?? PRACTICE_TOASTS.deleteFailedFallback,
          variant: 'destructive',
        }),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this recording?</DialogTitle>
          <DialogDescription>{PRACTICE_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : null}
            {mutation.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
