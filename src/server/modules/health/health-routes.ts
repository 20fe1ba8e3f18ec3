import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, queueProbeResponseSchema } from '@shared/api/health';
import { speechEngineLabel } from '@shared/speech/engines';
import { AppError } from '../../lib/app-error';
import { APP_VERSION } from '../../lib/version';
import { systemPingJob } from '../../jobs/system-ping';
import { requireAdmin } from '../admin';
import type { AppDependencies } from '../../app-dependencies';
import { signedInUser } from '../auth';
import { errorResponses } from '../../http/error-responses';

const QUEUE_PROBE_TIMEOUT_MS = 10_000;

export const healthRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'Liveness and configuration: database mode, queue, media store, speech engine, version',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const [databaseOk, queueOk, media] = await Promise.all([
        deps.database.ping(),
        deps.queue.isHealthy(),
        deps.media.check(),
      ]);
      const { name: engine, model = null, capabilities } = deps.transcriber;
      const healthy = databaseOk && queueOk && media.ok;
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        version: APP_VERSION,
        role: deps.role,
        database: { mode: deps.database.mode, ok: databaseOk },
        queue: { ok: queueOk, name: 'pg-boss' },
        media: { store: deps.media.kind, ok: media.ok },
        speech: {
          engine,
          model,
          label: speechEngineLabel(engine, model),
          capabilities: [...capabilities],
        },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.post(
    '/api/health/queue',
    {
      schema: {
        tags: ['system'],
        summary: 'Admins: sends a ping job through the queue and waits for a worker to answer it',
        response: {
          200: queueProbeResponseSchema,
          ...errorResponses('UNAUTHENTICATED', 'ADMIN_REQUIRED', 'SERVICE_UNAVAILABLE'),
        },
      },
    },
    async (request) => {
      // A probe queues a job and holds its request for up to 10 s: for operators only.
      requireAdmin(await signedInUser(request, deps.database.db));
      const started = Date.now();
      const jobId = await deps.queue.enqueue(systemPingJob, {
        requestedAt: new Date(started).toISOString(),
      });
      try {
        const output = (await deps.queue.waitForResult(
          systemPingJob,
          jobId,
          QUEUE_PROBE_TIMEOUT_MS,
        )) as { worker: { pid: number; host: string; role: string } };
        return { jobId, latencyMs: Date.now() - started, worker: output.worker };
      } catch {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'No worker answered the queue within 10 seconds. Start one with `npm start -- --role worker`.',
        );
      }
    },
  );
};
