import os from 'node:os';
import { z } from 'zod';
import { defineJob } from './job-definition';

/**
 * A round trip through the queue: a web process enqueues it and a worker answers with
 * who it is. The queue probe at /api/health/queue uses it to show that workers are alive.
 */
export const systemPingJob = defineJob({
  name: 'system.ping',
  payload: z.object({ requestedAt: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  async handle(payload, context) {
    return {
      requestedAt: payload.requestedAt,
      completedAt: new Date().toISOString(),
      worker: { pid: process.pid, host: os.hostname(), role: context.role },
    };
  },
});
