import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { EmailService } from './email/send-email';
import type { ProcessRole } from './jobs/job-definition';
import type { Queue } from './jobs/queue';
import type { MediaStore } from './media/media-store';
import type { Transcriber } from './speech/transcriber';

/** The services both routes and job handlers use. */
export interface Services {
  config: AppConfig;
  email: EmailService;
  media: MediaStore;
  transcriber: Transcriber;
  /** Operational notes for whoever runs the process: main.ts prints them, tests drop them. */
  log: (message: string) => void;
}

/** What every route module receives: the services, the database, the queue and the role. */
export interface AppDependencies extends Services {
  database: DatabaseHandle;
  queue: Queue;
  role: ProcessRole;
}
