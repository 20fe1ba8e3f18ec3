import type { SpeechAnalysis } from '../../speech/analyze-transcript';
import type { RecordingAnalysis } from '../../speech/analyze-recording';
import { type NewRecording } from '../recordings';

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The scored fields of a recording row, from one analysis. */
export function scoredColumns(analysis: SpeechAnalysis) {
  return {
    transcript: analysis.transcript,
    wordCount: analysis.wordCount,
    fillerWords: analysis.fillerWords,
    detectedFillers: analysis.detectedFillers,
    fillerPercentage: analysis.fillerPercentage,
    speakingPace: analysis.speakingPace,
    paceWpm: analysis.paceWpm,
    articulationRate: analysis.articulationRate,
    paceScore: analysis.paceScore,
    fillerScore: analysis.fillerScore,
    clarityScore: analysis.clarityScore,
    confidenceLevel: analysis.confidenceLevel,
    paceReasoning: analysis.paceReasoning,
    fillerReasoning: analysis.fillerReasoning,
    clarityReasoning: analysis.clarityReasoning,
    confidenceReasoning: analysis.confidenceReasoning,
    recommendations: analysis.recommendations,
    pauseAnalysis: analysis.pauseAnalysis,
    energyLevel: analysis.energyLevel,
    noWordsDetected: analysis.noWordsDetected,
    // Stored beside the metrics (storedAnalysisStateSchema reads them back).
    metrics: {
      ...analysis.metrics,
      transcriptReliability: analysis.transcriptReliability,
      audioIssue: analysis.audioIssue,
    } as unknown as Record<string, unknown>,
    analysisStatus: 'complete' as const,
    analysisCompletedAt: new Date(),
  } satisfies Partial<NewRecording>;
}

/**
 * A recording row's analysis fields. With more than one speaker the scores wait for the
 * select-speaker step (product rules R4.47): the words and utterances are stored, the status is
 * 'awaiting_speaker', and only the transcript is filled in.
 */
export function recordingColumns(result: RecordingAnalysis) {
  const common = {
    duration: Math.round(result.durationSeconds * 100) / 100,
    wordTimestamps: result.words.map((word) => ({
      word: word.word,
      start: round3(word.start),
      end: round3(word.end),
      confidence: round3(word.confidence),
      ...(word.speaker ? { speaker: word.speaker } : {}),
      ...(word.fillerEvidence ? { fillerEvidence: word.fillerEvidence } : {}),
    })),
    analysisEngine: result.engine,
    analysisEngineModel: result.engineModel,
    transcriptPunctuated: result.punctuated,
    speakerUtterances: result.speakers.utterances,
    voiceSignatures: result.speakers.signatures,
  } satisfies Partial<NewRecording>;
  // Silence, music or noise: there is no voice to choose.
  if (result.speakers.count > 1 && !result.analysis.noWordsDetected) {
    return {
      ...common,
      transcript: result.analysis.transcript,
      wordCount: result.analysis.wordCount,
      analysisStatus: 'awaiting_speaker' as const,
    };
  }
  return {
    ...common,
    ...scoredColumns(result.analysis),
    selectedSpeaker:
      result.speakers.count === 1 ? (result.speakers.utterances[0]?.speaker ?? null) : null,
  };
}
