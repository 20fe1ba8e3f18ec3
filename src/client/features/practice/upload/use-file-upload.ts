import type { PublicUser } from '@shared/auth/user';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { toast } from '@client/hooks/use-toast';
import type { TranscribeInput } from '../api/transcribe';
import { PRACTICE_TOASTS } from '../practice-notices';
import type { useAnalysis } from '../processing/use-analysis';
import { isExtendedRecording, usesResumableUpload } from './upload-rules';
import { useResumableUpload } from './use-resumable-upload';
import { useUploadCheck } from './use-upload-check';

type FileUploadOptions = {
  user: PublicUser | null;
  /** A free user at the monthly limit: files are not sent. */
  blocked: boolean;
  practicePrompt: string | null;
  /** The coach's assignment the file is submitted for (product rules R11.2). */
  assignmentId: string | null;
  analysis: Pick<ReturnType<typeof useAnalysis>, 'submit' | 'submitWith' | 'fail'>;
  onGuest: () => void;
};

/**
 * A chosen file (product rules R2.51 and R5.19-R5.22): checked, then sent in one multipart
 * request, or resumably when it is large (decision 143), and its analysis followed.
 */
export function useFileUpload({
  user,
  blocked,
  practicePrompt,
  assignmentId,
  analysis,
  onGuest,
}: FileUploadOptions) {
  const { checking, check } = useUploadCheck();
  const resumable = useResumableUpload(user?.id ?? null);

  const onFile = (file: File, { notify }: { notify: boolean }) => {
    if (!user) return onGuest();
    if (blocked) return;
    void check(file).then((checked) => {
      if (!checked) return;
      if (!checked.ok) return analysis.fail(checked.message);
      if (isExtendedRecording(checked.minutes)) {
        toast(PRACTICE_TOASTS.extendedRecording(checked.minutes));
      }
      const input: TranscribeInput = {
        file,
        fileName: file.name,
        recordingMode: 'upload',
        durationSeconds: checked.durationSeconds,
        practicePrompt,
        assignmentId,
        notificationEmail: notify ? user.email : null,
      };
      const options = { fallbackError: PRACTICE_MESSAGES.uploadFailed };
      return usesResumableUpload(file)
        ? analysis.submitWith(resumable.send(file, input), options)
        : analysis.submit(input, options);
    });
  };

  return { checking, onFile, resumable };
}
