/** What start.ts, jobs/ and the recordings module may use of the resumable uploads. */
export { pruneUploadsJob } from './prune-uploads-job';
export { createResumableUploads, type OwnUpload, type ResumableUploads } from './resumable-uploads';
export { claimUpload, releaseUpload } from './upload-claim-repository';
