/** What other modules, jobs/ and start.ts may use of recordings; app.ts registers its routes. */
export { analyzeUploadJob } from './analyze-upload-job';
export { bodyLanguageColumns } from './body-language-columns';
export { completeRecording } from './complete-recording';
export { listFillerExceptionRules } from './filler-correction-repository';
export { createLedgerEntry } from './practice-ledger-repository';
export { admitPracticeSession, releasePracticeSession } from './practice-limit';
export { incomingDirOf } from './receive-upload';
export {
  createRecording,
  findOwnRecording,
  findRecordingById,
  type NewRecording,
  type RecordingRow,
} from './recording-repository';
export { canComment, canDeleteComment } from './recording-policy';
export { presentRecording } from './recording-presenter';
export { recordingTooShort, undecodable } from './run-analysis';
export { SNIFF_BYTES, extensionOf, mediaContentType, sniffMediaContainer } from './sniff-media';
export { queueAnalysis, storeAnalysedRecording, type TranscribeOutcome } from './transcribe-upload';
