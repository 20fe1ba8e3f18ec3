import type { z } from 'zod';
import type { Services } from '../app-dependencies';
import type { Database } from '../db/client';

export interface JobContext {
  db: Database;
  role: ProcessRole;
  /** pg-boss's id of this run. */
  jobId: string;
  services: Services;
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
  /** Cron expression (UTC) when the job also runs on a schedule. */
  schedule?: string;
  handle(payload: z.infer<TSchema>, context: JobContext): Promise<TResult>;
}

export function defineJob<TSchema extends z.ZodType, TResult>(
  definition: JobDefinition<TSchema, TResult>,
): JobDefinition<TSchema, TResult> {
  return definition;
}
