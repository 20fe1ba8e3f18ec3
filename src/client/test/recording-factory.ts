import {
  visualAnalysisMetadataSchema,
  type VisualAnalysisMetadata,
} from '@shared/body-language/schemas';
import { liveSessionSchema, type LiveSession } from '@shared/recordings/live-schemas';
import {
  recordingSchema,
  type AsyncJobReply,
  type JobStatusReply,
  type Recording,
  type RecordingSummary,
} from '@shared/recordings/schemas';

export const RECORDING_ID = '5b3c7a2e-1f4d-4c6b-9e8a-2d1f0c9b8a71';
export const JOB_ID = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** A valid analysed recording (checked against the shared schema); override what a test is about. */
export function buildRecording(overrides: Partial<Recording> = {}): Recording {
  return recordingSchema.parse({
    id: RECORDING_ID,
    createdAt: '2026-03-14T09:30:00.000Z',
    analysisCompletedAt: '2026-03-14T09:31:00.000Z',
    analysisStatus: 'complete',
    practicePrompt: 'Describe your ideal weekend',
    duration: 95,
    recordingSource: 'live',
    speakingType: 'practice',
    mediaType: 'audio',
    hasMedia: true,
    transcript: 'Hello um everyone today I want to talk',
    wordTimestamps: [
      { word: 'Hello', start: 0, end: 0.4, confidence: 0.98 },
      { word: 'um', start: 0.5, end: 0.7, confidence: 0.4 },
      { word: 'everyone', start: 0.9, end: 1.4, confidence: 0.95 },
      { word: 'today', start: 1.6, end: 2, confidence: 0.97 },
      { word: 'I', start: 2.1, end: 2.2, confidence: 0.99 },
      { word: 'want', start: 2.3, end: 2.5, confidence: 0.99 },
      { word: 'to', start: 2.6, end: 2.7, confidence: 0.99 },
      { word: 'talk', start: 2.8, end: 3.1, confidence: 0.99 },
    ],
    lowConfidenceBelow: 0.6,
    wordCount: 8,
    fillerWords: 1,
    fillerPercentage: 12.5,
    detectedFillers: { um: 1 },
    fillers: [{ index: 0, word: 'um', start: 0.5, end: 0.7, dismissed: false }],
    speakingPace: 'moderate',
    paceWpm: 142,
    wordsPerMinute: 142,
    articulationRate: 3.1,
    paceScore: 9,
    fillerScore: 6,
    clarityScore: 7,
    confidenceLevel: 5,
    confidenceScore: 5,
    paceReasoning: 'You spoke at 142 wpm, inside the ideal band.',
    fillerReasoning: 'One filler in eight words.',
    clarityReasoning: 'Most words were clear.',
    confidenceReasoning: 'Your voice dropped at the ends of sentences.',
    recommendations: [
      'Pause instead of saying um.',
      {
        title: 'Finish strong',
        description: 'Keep your pitch up at the end of each sentence.',
        quote: 'today I want to talk',
        timestamp: '0:01',
      },
    ],
    pauseAnalysis: 'natural',
    energyLevel: 'moderate',
    noWordsDetected: false,
    transcriptReliability: null,
    audioIssue: null,
    speakerUtterances: [],
    selectedSpeaker: null,
    suggestedSpeaker: null,
    speakersMayBeOne: false,
    analysisEngine: 'test',
    analysisEngineModel: null,
    analysisEngineLabel: 'Test engine',
    postureScore: null,
    eyeContactPercentage: null,
    gestureVariety: null,
    movementScore: null,
    facialExpressiveness: null,
    bodyLanguageConfidence: null,
    visualAnalysisMetadata: null,
    ...overrides,
  });
}

export function buildSummary(overrides: Partial<RecordingSummary> = {}): RecordingSummary {
  const recording = buildRecording();
  return {
    id: recording.id,
    createdAt: recording.createdAt,
    analysisStatus: recording.analysisStatus,
    practicePrompt: recording.practicePrompt,
    duration: recording.duration,
    recordingSource: recording.recordingSource,
    mediaType: recording.mediaType,
    wordCount: recording.wordCount,
    paceWpm: recording.paceWpm,
    fillerWords: recording.fillerWords,
    paceScore: recording.paceScore,
    fillerScore: recording.fillerScore,
    clarityScore: recording.clarityScore,
    confidenceLevel: recording.confidenceLevel,
    noWordsDetected: recording.noWordsDetected,
    ...overrides,
  };
}

export function buildJobReply(overrides: Partial<AsyncJobReply> = {}): AsyncJobReply {
  return {
    type: 'async_job',
    jobId: JOB_ID,
    status: 'queued',
    estimatedWaitTime: 240,
    progress: 0,
    currentStep: 'Queued',
    queuePosition: null,
    ...overrides,
  };
}

export function buildJobStatus(overrides: Partial<JobStatusReply> = {}): JobStatusReply {
  return {
    ...buildJobReply(),
    status: 'processing',
    result: null,
    error: null,
    recordingId: null,
    ...overrides,
  };
}

/** The visual analysis of a video whose face was read well; override what a test is about. */
export function buildVisualMetadata(
  overrides: Partial<VisualAnalysisMetadata> = {},
): VisualAnalysisMetadata {
  return visualAnalysisMetadataSchema.parse({
    version: 1,
    status: 'ok',
    source: 'browser',
    sampleFps: 2,
    framesAnalyzed: 190,
    durationSeconds: 95,
    faceVisiblePercent: 98,
    meanBrightness: 120,
    lowLight: false,
    eyeContact: { meanLookSeconds: 2.4, longestLookSeconds: 6.5, longestLookAwaySeconds: 3 },
    posture: {
      uprightPercent: 82,
      measuredFrom: 'body',
      shoulderTiltDegrees: 2.1,
      headTiltDegrees: 3.4,
      slouchPercent: 5,
    },
    gestures: { handsVisiblePercent: 45, zonesUsed: 3, strokesPerMinute: 12 },
    movement: { meanSpeed: 0.2, level: 'natural' },
    expressiveness: { variation: 0.12, expressivePercent: 30, topExpression: 'happy' },
    reasoning: {
      eyeContact: 'You looked into the camera for 72% of the recording.',
      posture: 'You were upright, level and centred in 82% of the frames.',
      gestures: 'Your hands were in view 45% of the time.',
      movement: 'Your head and body moved naturally with what you said.',
      expressiveness: 'Your expression changed with what you said.',
      confidence: 'Combines your eye contact, posture, movement, facial expression, gestures.',
    },
    recommendations: ['Hold each look at the camera for about 3.3 seconds.'],
    analysisMsPerFrame: 150,
    recordingFps: 29.8,
    ...overrides,
  });
}

/** A live video session with its body-language metrics. */
export function buildVideoRecording(overrides: Partial<Recording> = {}): Recording {
  return buildRecording({
    mediaType: 'video',
    postureScore: 8,
    eyeContactPercentage: 72,
    gestureVariety: 6.5,
    movementScore: 10,
    facialExpressiveness: 5.5,
    bodyLanguageConfidence: 8.5,
    visualAnalysisMetadata: buildVisualMetadata(),
    ...overrides,
  });
}

export const LIVE_SESSION_ID = '3f6a9c1e-7b2d-4e8f-a1c5-6d9e0b4f2a83';

/** A live session as the API shows it (checked against the shared schema). */
export function buildLiveSession(overrides: Partial<LiveSession> = {}): LiveSession {
  return liveSessionSchema.parse({
    id: LIVE_SESSION_ID,
    status: 'recording',
    mediaType: 'audio',
    mimeType: 'audio/webm;codecs=opus',
    practicePrompt: null,
    pieceCount: 0,
    receivedSeconds: 0,
    analyzedSeconds: 0,
    recordingId: null,
    createdAt: '2026-03-14T09:30:00.000Z',
    lastPieceAt: null,
    ...overrides,
  });
}

/**
 * The comments of any recording, none: every screen showing results reads them (product rules
 * R11.7). A FakeRoutes entry.
 */
export const NO_COMMENTS_ROUTE = { 'GET /api/recordings/*/comments': { body: [] } } as const;
