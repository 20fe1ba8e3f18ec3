import { useState, type ReactNode } from 'react';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { ConfirmDeleteDialog } from '@client/components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title="Delete this recording?"
      description={PRACTICE_MESSAGES.deleteConfirm}
      pending={mutation.isPending}
      onConfirm={confirm}
    />
  );
}
