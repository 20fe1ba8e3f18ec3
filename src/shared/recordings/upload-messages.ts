/**
 * What the resumable uploads (tus 1.0.0 at RESUMABLE_UPLOADS_PATH) answer when they refuse a
 * request. tus clients retry on their own and seldom show these; they mean a lost upload, a
 * bug or a hand-made request. Our wording (decision 141).
 */
export const UPLOAD_MESSAGES = {
  notFound: 'This upload could not be found. It may have been removed or have expired.',
  expired:
    'This upload was left unfinished for too long and has been removed. Please upload again.',
  offsetMismatch:
    'This part of the upload does not continue where the upload stands. Ask where it stands (HEAD) and resume from there.',
  incomplete: (received: number, length: number) =>
    `This upload is not complete yet: ${received} of ${length} bytes have arrived. Finish sending it first.`,
  lengthRequired:
    'Say how large the upload is with an Upload-Length header (a number of bytes); deferred lengths and concatenation are not offered.',
  badRequest: (detail: string) => `This upload request is not valid: ${detail}`,
  offsetRequired: 'Each part of the upload must say where it goes with an Upload-Offset header.',
  chunkType: 'Send each part of the upload as application/offset+octet-stream.',
  versionRequired: 'Send Tus-Resumable: 1.0.0 with every upload request.',
  tooMuchData: 'This part of the upload goes past the length announced when it was created.',
  aborted: 'The upload request was interrupted before it finished.',
  accountQuota: (limitText: string) =>
    `You already have ${limitText} of uploads in progress. Finish or discard one of them before starting another.`,
  serverFull:
    'Too many uploads are in progress on the server right now. Please try again in a little while.',
  beingAnalyzed:
    'This upload is already being analysed. Its results will appear in your practice history.',
} as const;
