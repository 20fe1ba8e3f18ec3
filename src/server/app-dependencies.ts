import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { ProcessRole } from './jobs/job-definition';
import type { Queue } from './jobs/queue';

/** What every route module receives: configuration, the database and the queue. */
export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  queue: Queue;
  role: ProcessRole;
}
