import type { AppConfig } from './config';
import type { EmailService } from './email/send-email';
import type { MediaStore } from './media/media-store';
import type { ResumableUploads } from './media/resumable-uploads';
import type { Transcriber } from './speech/transcriber';
import type { WorkPool } from './lib/work-pool';

/** The services both routes and job handlers use. */
export interface Services {
  config: AppConfig;
  email: EmailService;
  media: MediaStore;
  /** Resumable (tus) uploads in progress: one tus server per process. */
  uploads: ResumableUploads;
  transcriber: Transcriber;
  /**
   * The process's slots for analyses (ANALYSIS_CONCURRENCY): an upload analysed in its request
   * takes one only when one is free, else it is queued; the analysis job waits for one.
   */
  analysisPool: WorkPool;
  /**
   * Slots of their own for the bounded work a person waits for in their request: the scoring
   * of a chosen speaker and the last seconds of a live session at Stop. Apart from the
   * analyses, so a queue of uploads does not hold up a result someone is looking at, and
   * bounded, so a burst of them cannot take the cores (decision 165).
   */
  promptPool: WorkPool;
  /** Operational notes for whoever runs the process: main.ts prints them, tests drop them. */
  log: (message: string) => void;
}
