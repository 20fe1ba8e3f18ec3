/*
 * Whether a recording's media is kept after its analysis: the one rule, used by the in-request
 * upload, the analysis job, live sessions and speaker selection. A person who asked to delete
 * their audio after analysis keeps none, except while several voices were heard: the audio is
 * needed once more, to measure the voice they choose.
 */

export type RetentionOwner = { deleteAudioAfterAnalysis: boolean };

/** The analysis states a recording can end in. */
export type AnalyzedState = 'completed' | 'awaiting_speaker' | 'failed' | (string & {});

export function keepsMediaAfterAnalysis(
  owner: RetentionOwner | null | undefined,
  analysisStatus: AnalyzedState,
): boolean {
  if (!owner?.deleteAudioAfterAnalysis) return true;
  return analysisStatus === 'awaiting_speaker';
}
