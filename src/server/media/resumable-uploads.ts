import type { Readable } from 'node:stream';

/** Who sends a tus request, and which upload it is about (none for a creation). */
export interface UploadActor {
  userId: string;
  uploadId: string | null;
}

/** tus's answer, and what made it a refusal (a tus error, ours, or the store's) if it is one. */
export interface TusAnswer {
  response: Response;
  failure: unknown;
}

/** A finished or unfinished upload of the asking user. */
export interface OwnUpload {
  uploadId: string;
  /** Bytes received so far, and announced at creation. */
  offset: number;
  length: number;
  /** From the client's tus metadata `filename` and `filetype`. */
  fileName: string | null;
  fileType: string | null;
}

/**
 * The resumable uploads of this process (tus 1.0.0, @tus/server): one tus server over one
 * store, shared by the routes, POST /api/transcribe and the hourly clean-up. Built by
 * modules/uploads; described here so the services (services.ts) can carry it.
 */
export interface ResumableUploads {
  /** Where the bytes are kept: the media folder, or the S3 bucket. */
  readonly kind: 'local' | 's3';
  readonly location: string;
  /**
   * Answers one tus request of `actor`: any signed-in person may create; only the owner reaches
   * an upload. OPTIONS, which says what the server offers, has no actor.
   */
  answer(request: Request, actor: UploadActor | null): Promise<TusAnswer>;
  /** The upload if it exists, is `userId`'s and has not expired; null otherwise. */
  findOwn(userId: string, uploadId: string): Promise<OwnUpload | null>;
  /** The upload's bytes from the first. */
  read(uploadId: string): Promise<Readable>;
  remove(uploadId: string): Promise<void>;
  /**
   * Bytes announced by unfinished uploads: `userId`'s, and everyone's together (quotas at
   * creation). A finished upload waiting to be analysed counts until it is removed.
   */
  bytesInProgress(userId: string): Promise<{ mine: number; total: number }>;
  /** Removes every upload of `userId`, finished or not (their account is closing); says how many. */
  removeAllOf(userId: string): Promise<number>;
  /** Removes uploads past their expiry, finished or not, as of `now`; says how many. */
  removeExpired(now?: Date): Promise<number>;
  close(): void;
}
