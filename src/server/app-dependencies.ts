import type { DatabaseHandle } from './db/client';
import type { ProcessRole } from './jobs/job-definition';
import type { Queue } from './jobs/queue';
import type { Services } from './services';

/** What every route module receives: the services, the database, the queue and the role. */
export interface AppDependencies extends Services {
  database: DatabaseHandle;
  queue: Queue;
  role: ProcessRole;
}
