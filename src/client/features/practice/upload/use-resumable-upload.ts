import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { REQUEST_RETRY } from '@client/lib/query-client';
import {
  transcribeUploaded,
  transcribeUploadedRequest,
  type SendRecording,
  type TranscribeInput,
} from '../api/transcribe';
import {
  startResumableUpload,
  type ResumableStatus,
  type ResumableUpload,
} from './resumable-upload';
import { transferPercent, type TransferProgress } from './transfer-meter';

/** What the upload card shows while a large file goes up. */
export type ResumableUploadView = {
  fileName: string;
  status: ResumableStatus;
  progress: TransferProgress;
};

const startingProgress = (bytesTotal: number): TransferProgress => ({
  bytesSent: 0,
  bytesTotal,
  percent: transferPercent(0, bytesTotal),
  bytesPerSecond: null,
  secondsLeft: null,
});

/**
 * Sends a large file resumably and then asks for its analysis (decision 143): `send` gives
 * useAnalysis a SendRecording, as the multipart upload does, so what follows the upload (the
 * analysis in the request, or a job) is the same. The analysis call goes again after a lost
 * connection or a gateway error, never after a refusal; the upload retries by itself.
 */
export function useResumableUpload(ownerId: string | null) {
  const [view, setView] = useState<ResumableUploadView | null>(null);
  const current = useRef<ResumableUpload | null>(null);
  const { mutateAsync: analyzeUploaded } = useMutation({
    mutationFn: transcribeUploaded,
    ...REQUEST_RETRY,
  });

  const send = useCallback(
    (file: File, input: TranscribeInput): SendRecording =>
      async (hooks) => {
        if (!ownerId) throw new Error('Only a signed-in person uploads');
        setView({
          fileName: file.name,
          status: 'uploading',
          progress: startingProgress(file.size),
        });
        const upload = startResumableUpload(file, {
          ownerId,
          onProgress: (progress) => {
            setView((shown) => shown && { ...shown, progress });
            hooks.onUploadProgress?.(progress.percent);
          },
          onStatus: (status) => setView((shown) => shown && { ...shown, status }),
        });
        current.current = upload;
        const stop = () => upload.abort();
        hooks.signal?.addEventListener('abort', stop, { once: true });
        try {
          const uploadId = await upload.finished;
          hooks.onUploaded?.();
          return await analyzeUploaded(transcribeUploadedRequest(input, uploadId));
        } finally {
          hooks.signal?.removeEventListener('abort', stop);
          if (current.current === upload) current.current = null;
          setView(null);
        }
      },
    [analyzeUploaded, ownerId],
  );

  const onPause = useCallback(() => current.current?.pause(), []);
  const onResume = useCallback(() => current.current?.resume(), []);

  return { view, send, onPause, onResume };
}
