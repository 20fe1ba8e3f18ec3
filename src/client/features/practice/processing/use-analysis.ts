import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { SIMULATED_PROGRESS_INTERVAL_MS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { Recording } from '@shared/recordings/schemas';
import { toast } from '@client/hooks/use-toast';
import { parseApiError } from '@client/lib/api-error';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { PRACTICE_LIMIT_QUERY_KEY, recordingQueryKey } from '@client/lib/endpoints/query-keys';
import { selectSpeakerPath } from '@client/lib/paths';
import { REQUEST_RETRY } from '@client/lib/query-client';
import { isAbortError, type UploadOptions } from '@client/lib/upload-request';
import { fetchJob } from '../api/get-job';
import { fetchRecording } from '../api/get-recording';
import { transcribe, type SendRecording, type TranscribeInput } from '../api/transcribe';
import { PRACTICE_TOASTS } from '../practice-notices';
import { settleAnalysis } from './after-analysis';
import {
  JobFailedError,
  errorTitle,
  failureCode,
  transcriptionErrorMessage,
} from './analysis-rules';
import { followJob } from './follow-job';
import { INITIAL_ANALYSIS, analysisReducer } from './analysis-state';

type SubmitOptions = {
  /** Wording for a failure R8.18 does not word (product rules R8.19; uploads have their own). */
  fallbackError?: string;
  /** The recorder stopped itself at the maximum time: the select-speaker screen says so. */
  stoppedAtMaxTime?: boolean;
};

/**
 * Sends a recording and follows its analysis to the end (product rules R4.36 and R4.38-R4.40):
 * upload progress, then simulated progress for an analysis done in the request, or the job's
 * progress for a long one; results, or the select-speaker screen when several voices were heard. A
 * second submission while one is under way is ignored.
 */
export function useAnalysis() {
  const [state, dispatch] = useReducer(analysisReducer, INITIAL_ANALYSIS);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const simulation = useRef<number | null>(null);
  // The upload goes again after a lost connection or a gateway error, never after a refusal.
  const { mutateAsync: upload } = useMutation({
    mutationFn: ({ input, hooks }: { input: TranscribeInput; hooks: UploadOptions }) =>
      transcribe(input, hooks),
    ...REQUEST_RETRY,
  });

  const stopSimulation = useCallback(() => {
    if (simulation.current !== null) window.clearInterval(simulation.current);
    simulation.current = null;
  }, []);

  const startSimulation = useCallback(() => {
    if (simulation.current !== null) return;
    simulation.current = window.setInterval(
      () => dispatch({ type: 'simulated-tick' }),
      SIMULATED_PROGRESS_INTERVAL_MS,
    );
  }, []);

  const analyze = useCallback(
    async (send: SendRecording, signal: AbortSignal): Promise<Recording> => {
      const reply = await send({
        signal,
        onUploadProgress: (percent) => dispatch({ type: 'upload-progress', percent }),
        onUploaded: () => {
          dispatch({ type: 'processing-started' });
          startSimulation();
        },
      });
      if (reply.kind === 'recording') return reply.recording;
      stopSimulation();
      // The session is counted from now on: the monthly count beside the card says so.
      void queryClient.invalidateQueries({ queryKey: PRACTICE_LIMIT_QUERY_KEY });
      dispatch({
        type: 'job-started',
        progress: reply.job.progress,
        currentStep: reply.job.currentStep,
        estimatedWait: reply.job.estimatedWaitTime,
        queuePosition: reply.job.queuePosition,
      });
      return followJob(queryClient, reply.job.jobId, {
        fetchJob,
        fetchRecording,
        signal,
        onUpdate: (update) => dispatch({ type: 'job-progress', ...update }),
      });
    },
    [queryClient, startSimulation, stopSimulation],
  );

  /** Shows a refused or failed call as the 'Recording Error' card, with its toast. */
  const refuse = useCallback(
    (error: unknown, fallbackError?: string) => {
      const { status } = parseApiError(error);
      const message = transcriptionErrorMessage(error, fallbackError);
      const code = failureCode(error);
      dispatch({ type: 'failed', message, code });
      toast({
        title: errorTitle(code),
        description: message,
        variant: 'destructive',
      });
      if (status === 403)
        void queryClient.invalidateQueries({ queryKey: PRACTICE_LIMIT_QUERY_KEY });
      if (status === 401) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    [queryClient],
  );

  /** Sends a recording by `send` and follows its analysis; ignored while one is under way. */
  const submitWith = useCallback(
    async (send: SendRecording, { fallbackError, stoppedAtMaxTime }: SubmitOptions = {}) => {
      if (busy.current) return;
      busy.current = true;
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'upload-started' });
      try {
        const recording = await analyze(send, abort.signal);
        stopSimulation();
        if (abort.signal.aborted) return;
        void settleAnalysis(queryClient, recording);
        if (recording.analysisStatus === 'failed')
          throw new JobFailedError(PRACTICE_MESSAGES.jobFailed);
        if (recording.analysisStatus === 'awaiting_speaker') {
          navigate(selectSpeakerPath(recording.id, { stoppedAtMaxTime }));
          return;
        }
        queryClient.setQueryData(recordingQueryKey(recording.id), recording);
        dispatch({ type: 'completed', recording });
        toast(PRACTICE_TOASTS.transcriptionComplete(recording.wordCount ?? 0));
      } catch (error) {
        stopSimulation();
        if (abort.signal.aborted || isAbortError(error)) return;
        refuse(error, fallbackError);
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          busy.current = false;
        }
      }
    },
    [analyze, navigate, queryClient, refuse, stopSimulation],
  );

  /** Uploads a recording or file to POST /api/transcribe and follows its analysis. */
  const submit = useCallback(
    (input: TranscribeInput, options: SubmitOptions = {}) =>
      submitWith((hooks) => upload({ input, hooks }), options),
    [submitWith, upload],
  );

  /** Shows a check that failed before anything was sent (a file too large, say). */
  const fail = useCallback((message: string) => dispatch({ type: 'failed', message }), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    busy.current = false;
    stopSimulation();
    dispatch({ type: 'reset' });
  }, [stopSimulation]);

  useEffect(
    () => () => {
      controller.current?.abort();
      stopSimulation();
    },
    [stopSimulation],
  );

  return { state, submit, submitWith, refuse, fail, reset };
}
