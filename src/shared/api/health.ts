import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  role: z.enum(['web', 'worker', 'all']),
  database: z.object({ mode: z.enum(['embedded', 'postgres']), ok: z.boolean() }),
  queue: z.object({ ok: z.boolean(), name: z.literal('pg-boss') }),
  /** Where media are kept (MEDIA_STORE), and whether it answered lately (checked every 10 s). */
  media: z.object({ store: z.enum(['local', 's3']), ok: z.boolean() }),
  speech: z.object({
    engine: z.string(),
    /** The engine's model, for engines with a choice of them (whisper's "base.en"). */
    model: z.string().nullable(),
    /** The engine named for people (`speechEngineLabel`), e.g. "Whisper base.en (offline)". */
    label: z.string(),
    capabilities: z.array(z.string()),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** POST /api/health/queue: a job sent through the queue and answered by a worker. */
export const queueProbeResponseSchema = z.object({
  jobId: z.string(),
  latencyMs: z.number(),
  worker: z.object({ pid: z.number(), host: z.string(), role: z.string() }),
});
export type QueueProbeResponse = z.infer<typeof queueProbeResponseSchema>;

/**
 * Every error body: `{ message, code }`, `fields` (each field's messages) for a refused form,
 * and any details the code carries (`expected`, `maxMinutes`, …), which pass through.
 */
export const errorResponseSchema = z.looseObject({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
