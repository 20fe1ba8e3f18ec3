import type { Recording } from '@shared/recordings/schemas';
import { type JobUpdate, nextProgress, simulatedProgress } from './analysis-rules';

/*
 * Where an analysis stands, from sending the file to the results (product rules R4.38-R4.40):
 * uploading, processing (simulated progress, or a job's real progress and step),
 * complete with the recording, or an error. Shown progress never decreases.
 */

export type AnalysisPhase = 'idle' | 'uploading' | 'processing' | 'complete' | 'error';

export type AnalysisState = {
  phase: AnalysisPhase;
  /** 0-100 of the file sent. */
  uploadProgress: number;
  /** 0-100 of the analysis. */
  progress: number;
  currentStep: string | null;
  /** Seconds the server expects a job to take, when it said. */
  estimatedWaitSeconds: number | null;
  /** While a job waits for a free slot: its place in the queue, 1 being next. */
  queuePosition: number | null;
  result: Recording | null;
  error: string | null;
  /** The server's code for the error, when it gave one (NO_SPEECH_DETECTED...). */
  errorCode: string | null;
};

export type AnalysisAction =
  | { type: 'upload-started' }
  | { type: 'upload-progress'; percent: number }
  | { type: 'processing-started' }
  | { type: 'simulated-tick' }
  | ({ type: 'job-started' } & JobUpdate)
  | ({ type: 'job-progress' } & JobUpdate)
  | { type: 'completed'; recording: Recording }
  | { type: 'failed'; message: string; code?: string | null }
  | { type: 'reset' };

export const INITIAL_ANALYSIS: AnalysisState = {
  phase: 'idle',
  uploadProgress: 0,
  progress: 0,
  currentStep: null,
  estimatedWaitSeconds: null,
  queuePosition: null,
  result: null,
  error: null,
  errorCode: null,
};

export function analysisReducer(state: AnalysisState, action: AnalysisAction): AnalysisState {
  switch (action.type) {
    case 'upload-started':
      return { ...INITIAL_ANALYSIS, phase: 'uploading' };
    case 'upload-progress':
      return state.phase === 'uploading'
        ? { ...state, uploadProgress: nextProgress(state.uploadProgress, action.percent) }
        : state;
    case 'processing-started':
      return state.phase === 'uploading' || state.phase === 'idle'
        ? { ...state, phase: 'processing', uploadProgress: 100 }
        : state;
    case 'simulated-tick':
      return state.phase === 'processing'
        ? { ...state, progress: simulatedProgress(state.progress) }
        : state;
    case 'job-started':
      return {
        ...state,
        phase: 'processing',
        uploadProgress: 100,
        // The job's own figure: simulated points (R4.40) were for an analysis in the request,
        // and a job from here moves only forward (R4.39).
        progress: nextProgress(0, action.progress),
        currentStep: action.currentStep ?? state.currentStep,
        estimatedWaitSeconds: action.estimatedWait > 0 ? action.estimatedWait : null,
        queuePosition: action.queuePosition,
      };
    case 'job-progress':
      return state.phase === 'processing'
        ? {
            ...state,
            progress: nextProgress(state.progress, action.progress),
            currentStep: action.currentStep ?? state.currentStep,
            estimatedWaitSeconds: action.estimatedWait > 0 ? action.estimatedWait : null,
            queuePosition: action.queuePosition,
          }
        : state;
    case 'completed':
      return {
        ...state,
        phase: 'complete',
        progress: 100,
        result: action.recording,
        error: null,
        errorCode: null,
      };
    case 'failed':
      return { ...state, phase: 'error', error: action.message, errorCode: action.code ?? null };
    case 'reset':
      return INITIAL_ANALYSIS;
  }
}
