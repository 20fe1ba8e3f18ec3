import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { EmailService } from './email/send-email';
import type { ProcessRole } from './jobs/job-definition';
import type { Queue } from './jobs/queue';

/** What every route module receives: configuration, the database, the queue and email. */
export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  queue: Queue;
  role: ProcessRole;
  email: EmailService;
}
