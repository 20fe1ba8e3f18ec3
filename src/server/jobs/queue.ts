import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Services } from '../services';
import { LOCK_IDS, type DatabaseHandle } from '../db/client';
import type { JobDefinition, ProcessRole } from './job-definition';

export const QUEUE_SCHEMA = 'pgboss';
const deadLetterName = (name: string) => `${name}.dlq`;

/** The message pg-boss kept of a failed run: the thrown error's, or its time-out note. */
function failureMessage(output: unknown): string | null {
  const value = (output as { value?: unknown } | null)?.value ?? output;
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

export interface Queue {
  boss: PgBoss;
  enqueue<T extends z.ZodType>(
    job: JobDefinition<T>,
    payload: z.infer<T>,
    options?: {
      expireInSeconds?: number;
      retryLimit?: number;
      retryDelay?: number;
      /** pg-boss's id for the job, when the caller names it (an analysis: its jobs row). */
      id?: string;
      /** Higher runs first; equal priorities run in the order sent. */
      priority?: number;
    },
  ): Promise<string>;
  /**
   * Enqueues unless a job with this key is already waiting (policy 'stately' jobs): the one
   * waiting will see what this one would have. Null when it was not needed.
   */
  enqueueSingleton<T extends z.ZodType>(
    job: JobDefinition<T>,
    payload: z.infer<T>,
    singletonKey: string,
  ): Promise<string | null>;
  /**
   * Where job `id` stands in pg-boss: whether it still waits to be fetched, the ids of the
   * waiting jobs of its type that will be fetched before it (priority, then age) and of those
   * fetched and running now. Null once it has finished, or when pg-boss has no such job.
   */
  place(
    job: JobDefinition,
    id: string,
  ): Promise<{ waiting: boolean; ahead: string[]; running: string[] } | null>;
  /** Waits for a job to finish and returns its output; throws if it failed or took too long. */
  waitForResult(job: JobDefinition, id: string, timeoutMs: number): Promise<unknown>;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the same database handle as Drizzle, in both modes. Web processes only
 * enqueue; workers also run handlers, the schedule and pg-boss's maintenance.
 */
export async function startQueue(options: {
  database: DatabaseHandle;
  role: ProcessRole;
  jobs: readonly JobDefinition[];
  services: Services;
  /** How often workers look for expired jobs (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
  onError?: (error: Error) => void;
}): Promise<Queue> {
  const { database, role, jobs, services } = options;
  const runsWork = role !== 'web';
  const boss = new PgBoss({
    db: database.sql as PgBoss.Db,
    schema: QUEUE_SCHEMA,
    supervise: runsWork,
    schedule: runsWork,
    migrate: true,
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
      : {}),
  });
  boss.on('error', (error) => options.onError?.(error));
  // pg-boss's schema install and its create_queue (which alters tables) deadlock when
  // processes start together on PostgreSQL, so the whole set-up runs under a cluster-wide lock.
  await database.withExclusiveLock(LOCK_IDS.queueSetup, async () => {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(deadLetterName(job.name));
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds,
        deadLetter: deadLetterName(job.name),
        ...(job.policy ? { policy: job.policy } : {}),
      });
    }
  });

  if (runsWork) {
    for (const job of jobs) {
      const polling = { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true } as const;
      const workers = Math.max(1, job.workers?.(services.config) ?? 1);
      for (let worker = 0; worker < workers; worker += 1) {
        await boss.work(job.name, polling, async ([item]) => {
          if (!item) return undefined;
          const payload = job.payload.parse(item.data);
          const attempt = { retryCount: item.retryCount, retryLimit: item.retryLimit };
          return job.handle(payload, { db: database.db, role, jobId: item.id, services, attempt });
        });
      }
      const { deadLetter } = job;
      if (deadLetter) {
        // pg-boss moves a job here when it gives up, after a thrown error or an expiry alike.
        await boss.work(deadLetterName(job.name), polling, async ([item]) => {
          if (!item) return undefined;
          const reason = failureMessage(item.output) ?? 'the worker stopped while working on it';
          await deadLetter(job.payload.parse(item.data), { db: database.db, services, reason });
          return undefined;
        });
      }
      if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
    }
  }

  return {
    boss,
    async enqueue(job, payload, sendOptions = {}) {
      const id = await boss.send(job.name, job.payload.parse(payload) as object, {
        ...sendOptions,
        ...(sendOptions.retryDelay ? { retryBackoff: true } : {}),
      });
      if (!id) throw new Error(`The queue refused a ${job.name} job`);
      return id;
    },
    async enqueueSingleton(job, payload, singletonKey) {
      return boss.send(job.name, job.payload.parse(payload) as object, { singletonKey });
    },
    async place(job, id) {
      const mine = await database.sql.executeSql(
        `SELECT priority, created_on, state FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND id = $2`,
        [job.name, id],
      );
      const me = mine.rows[0] as { priority: number; created_on: Date; state: string } | undefined;
      if (!me || !['created', 'retry', 'active'].includes(me.state)) return null;
      const waiting = me.state !== 'active';
      // Waiting jobs count as ahead only while this one waits too, and only those pg-boss
      // fetches first: higher priority, or the same and older.
      const found = await database.sql.executeSql(
        `SELECT id, state FROM ${QUEUE_SCHEMA}.job
          WHERE name = $1 AND id <> $2 AND (state = 'active' OR ($5 AND state IN ('created', 'retry')
            AND (priority > $3 OR (priority = $3 AND (created_on, id) < ($4, $2)))))`,
        [job.name, id, me.priority, me.created_on, waiting],
      );
      const others = found.rows as Array<{ id: string; state: string }>;
      return {
        waiting,
        ahead: others.filter((row) => row.state !== 'active').map((row) => row.id),
        running: others.filter((row) => row.state === 'active').map((row) => row.id),
      };
    },
    async waitForResult(job, id, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = await boss.getJobById(job.name, id);
        if (found?.state === 'completed') return found.output;
        if (found?.state === 'failed' || found?.state === 'cancelled') {
          throw new Error(`Job ${id} ${found.state}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`Job ${id} did not finish within ${timeoutMs} ms`);
    },
    async isHealthy() {
      try {
        await boss.getQueues();
        return true;
      } catch {
        return false;
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, close: false, wait: true }),
  };
}
