import type { z } from 'zod';
import type { Services } from '../services';
import type { Database } from '../db/client';

export interface JobContext {
  db: Database;
  role: ProcessRole;
  /** pg-boss's id of this run. */
  jobId: string;
  services: Services;
  /**
   * pg-boss's count of this job's earlier runs (failed or expired) and how many retries it
   * allows: pg-boss owns retries, a job's own rows only reflect them.
   */
  attempt: { retryCount: number; retryLimit: number };
}

/** What a dead-letter handler knows: the payload and why pg-boss gave up. */
export interface DeadLetterContext {
  db: Database;
  services: Services;
  /** The last run's error message, or pg-boss's time-out note. */
  reason: string;
}

export type ProcessRole = 'web' | 'worker' | 'all';

/**
 * One job type: a name, a payload schema and a handler (house style: one file per job).
 * Payloads carry ids, not data, and handlers are idempotent, so a retry repeats no work.
 */
export interface JobDefinition<TSchema extends z.ZodType = z.ZodType, TResult = unknown> {
  name: string;
  payload: TSchema;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /**
   * pg-boss's queue policy: 'stately' keeps at most one queued and one running job per
   * singleton key (see `Queue.enqueueSingleton`). Standard when left out.
   */
  policy?: 'standard' | 'stately';
  /**
   * How many of this job a worker process runs at once (one when left out). pg-boss hands each
   * worker one job at a time.
   */
  workers?: (config: Services['config']) => number;
  /** Cron expression (UTC) when the job also runs on a schedule. */
  schedule?: string;
  handle(payload: z.infer<TSchema>, context: JobContext): Promise<TResult>;
  /**
   * Runs once pg-boss gives up on the job: its retries are spent, whether the last run threw
   * or its worker died (the job expired). Idempotent, like `handle`.
   */
  deadLetter?(payload: z.infer<TSchema>, context: DeadLetterContext): Promise<void>;
}

export function defineJob<TSchema extends z.ZodType, TResult>(
  definition: JobDefinition<TSchema, TResult>,
): JobDefinition<TSchema, TResult> {
  return definition;
}
