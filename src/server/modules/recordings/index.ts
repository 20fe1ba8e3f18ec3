/** What other modules may use of recordings; app.ts registers its routes. */
export {
  analyzedFillers,
  type AnalyzedFiller,
  type AsAnalyzedFillers,
  previousWordOf,
  storedFillerCorrection,
} from './filler-list';
export { storedAnalysisState } from './present-transcript';
export {
  createRecording,
  findOwnRecording,
  findRecordingById,
  lockRecording,
  type NewRecording,
  type RecordingRow,
  updateRecording,
} from './recording-repository';
export { canComment, canCorrectFillers, canDeleteComment } from './recording-policy';
export { listRecordings } from './list-recordings';
export { presentRecording, presentRecordingSummary } from './recording-presenter';
export { SNIFF_BYTES, extensionOf, mediaContentType, sniffMediaContainer } from './sniff-media';
export type { MediaContainer } from './sniff-media';
export { saveVoiceProfile } from './voice-profile';
