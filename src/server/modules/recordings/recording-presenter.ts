import { visualAnalysisMetadataSchema } from '@shared/body-language/schemas';
import type { Recording, RecordingSummary } from '@shared/recordings/schemas';
import { speechEngineLabel } from '@shared/speech/engines';
import { doubtfulBelow } from '@shared/recordings/transcript-reliability';
import { voicesMayBeOne } from '../../speech/diarization/embedders';
import { presentFillers } from './filler-list';
import { presentUtterances, presentWords, storedAnalysisState } from './present-transcript';
import type { RecordingRow, RecordingSummaryRow } from './recording-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentRecording(
  row: RecordingRow,
  extras: { suggestedSpeaker?: string | null } = {},
): Recording {
  // Words under the engine's own doubtful line are shown as doubtful, never as said.
  const below = doubtfulBelow(row.analysisEngine);
  const words = row.wordTimestamps ?? [];
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    analysisCompletedAt: iso(row.analysisCompletedAt),
    analysisStatus: row.analysisStatus,
    practicePrompt: row.practicePrompt,
    duration: row.duration,
    recordingSource: row.recordingSource,
    speakingType: row.speakingType,
    mediaType: row.mediaType,
    hasMedia: row.mediaFilePath !== null,
    transcript: row.transcript,
    wordTimestamps: presentWords(words, below),
    lowConfidenceBelow: below,
    wordCount: row.wordCount,
    fillerWords: row.fillerWords,
    fillerPercentage: row.fillerPercentage,
    detectedFillers: row.detectedFillers ?? {},
    fillers: presentFillers(row),
    speakingPace: row.speakingPace,
    paceWpm: row.paceWpm,
    wordsPerMinute: row.paceWpm,
    articulationRate: row.articulationRate,
    paceScore: row.paceScore,
    fillerScore: row.fillerScore,
    clarityScore: row.clarityScore,
    confidenceLevel: row.confidenceLevel,
    confidenceScore: row.confidenceLevel,
    paceReasoning: row.paceReasoning,
    fillerReasoning: row.fillerReasoning,
    clarityReasoning: row.clarityReasoning,
    confidenceReasoning: row.confidenceReasoning,
    recommendations: row.recommendations,
    pauseAnalysis: row.pauseAnalysis,
    energyLevel: row.energyLevel,
    noWordsDetected: row.noWordsDetected,
    ...storedAnalysisState(row.metrics),
    speakerUtterances: presentUtterances(row.speakerUtterances ?? [], words, below),
    selectedSpeaker: row.selectedSpeaker,
    suggestedSpeaker: extras.suggestedSpeaker ?? null,
    speakersMayBeOne:
      row.analysisStatus === 'awaiting_speaker' && voicesMayBeOne(row.voiceSignatures),
    analysisEngine: row.analysisEngine,
    analysisEngineModel: row.analysisEngineModel,
    analysisEngineLabel: row.analysisEngine
      ? speechEngineLabel(row.analysisEngine, row.analysisEngineModel)
      : null,
    postureScore: row.postureScore,
    eyeContactPercentage: row.eyeContactPercentage,
    gestureVariety: row.gestureVariety,
    movementScore: row.movementScore,
    facialExpressiveness: row.facialExpressiveness,
    bodyLanguageConfidence: row.bodyLanguageConfidence,
    visualAnalysisMetadata: presentVisualMetadata(row.visualAnalysisMetadata),
  };
}

/** Stored metadata of an older shape is left out rather than failing the response. */
function presentVisualMetadata(stored: unknown) {
  const parsed = visualAnalysisMetadataSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function presentRecordingSummary(row: RecordingSummaryRow): RecordingSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    analysisStatus: row.analysisStatus,
    practicePrompt: row.practicePrompt,
    duration: row.duration,
    recordingSource: row.recordingSource,
    mediaType: row.mediaType,
    wordCount: row.wordCount,
    paceWpm: row.paceWpm,
    fillerWords: row.fillerWords,
    paceScore: row.paceScore,
    fillerScore: row.fillerScore,
    clarityScore: row.clarityScore,
    confidenceLevel: row.confidenceLevel,
    noWordsDetected: row.noWordsDetected,
  };
}
