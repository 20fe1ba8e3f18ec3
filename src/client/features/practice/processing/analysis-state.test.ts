import { describe, expect, it } from 'vitest';
import { buildRecording } from '@client/test/recording-factory';
import { INITIAL_ANALYSIS, analysisReducer, type AnalysisAction } from './analysis-state';

const run = (...actions: AnalysisAction[]) => actions.reduce(analysisReducer, INITIAL_ANALYSIS);

describe('the analysis state', () => {
  it('uploads, then processes with simulated progress up to 95', () => {
    let state = run({ type: 'upload-started' }, { type: 'upload-progress', percent: 60 });
    expect(state).toMatchObject({ phase: 'uploading', uploadProgress: 60 });
    state = analysisReducer(state, { type: 'processing-started' });
    expect(state).toMatchObject({ phase: 'processing', uploadProgress: 100, progress: 0 });
    for (let tick = 0; tick < 20; tick += 1)
      state = analysisReducer(state, { type: 'simulated-tick' });
    expect(state.progress).toBe(95);
  });

  it('never moves upload or analysis progress backwards', () => {
    const state = run(
      { type: 'upload-started' },
      { type: 'upload-progress', percent: 70 },
      { type: 'upload-progress', percent: 0 },
    );
    expect(state.uploadProgress).toBe(70);
    const later = run(
      { type: 'upload-started' },
      { type: 'processing-started' },
      { type: 'simulated-tick' },
      { type: 'simulated-tick' },
      {
        type: 'job-started',
        progress: 0,
        currentStep: 'Queued',
        estimatedWait: 300,
        queuePosition: 3,
      },
      {
        type: 'job-progress',
        progress: 0,
        currentStep: 'Queued',
        estimatedWait: 200,
        queuePosition: 2,
      },
    );
    // Waiting in the queue: its place and the wait, re-estimated as the queue moves. The
    // simulated points before the reply were a guess for an analysis in the request: a
    // queued job shows its own 0 %, not 16 % of nothing done.
    expect(later).toMatchObject({
      progress: 0,
      currentStep: 'Queued',
      estimatedWaitSeconds: 200,
      queuePosition: 2,
    });
    const running = analysisReducer(later, {
      type: 'job-progress',
      progress: 12,
      currentStep: 'Transcribing',
      estimatedWait: 120,
      queuePosition: null,
    });
    expect(running).toMatchObject({
      progress: 12,
      currentStep: 'Transcribing',
      estimatedWaitSeconds: 120,
      queuePosition: null,
    });
    expect(
      analysisReducer(running, {
        type: 'job-progress',
        progress: 40,
        currentStep: null,
        estimatedWait: 0,
        queuePosition: null,
      }),
    ).toMatchObject({
      progress: 40,
      currentStep: 'Transcribing',
      estimatedWaitSeconds: null,
    });
  });

  it('ends complete with the recording, or in error with the message', () => {
    const recording = buildRecording();
    expect(run({ type: 'upload-started' }, { type: 'completed', recording })).toMatchObject({
      phase: 'complete',
      progress: 100,
      result: recording,
    });
    expect(run({ type: 'upload-started' }, { type: 'failed', message: 'No' })).toMatchObject({
      phase: 'error',
      error: 'No',
    });
  });

  it('ignores late progress once finished, and resets to idle', () => {
    const failed = run({ type: 'upload-started' }, { type: 'failed', message: 'No' });
    expect(analysisReducer(failed, { type: 'simulated-tick' })).toBe(failed);
    expect(analysisReducer(failed, { type: 'reset' })).toEqual(INITIAL_ANALYSIS);
  });
});
