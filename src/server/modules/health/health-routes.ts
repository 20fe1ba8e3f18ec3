import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import { speechEngineLabel } from '@shared/speech/engines';
import { AppError } from '../../lib/app-error';
import { APP_VERSION } from '../../lib/version';
import { systemPingJob } from '../../jobs/system-ping';
import { requireAdmin } from '../admin';
import type { AppDependencies } from '../../app-dependencies';
import { signedInUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';

const QUEUE_PROBE_TIMEOUT_MS = 10_000;

export const healthRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  app.get(
    routes.getHealth.path,
    {
      schema: contractSchema(routes.getHealth, {
        tags: ['system'],
        summary:
          'Liveness and configuration: database mode, queue, media store, speech engine, version',
      }),
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
    routes.probeQueue.path,
    {
      schema: contractSchema(routes.probeQueue, {
        tags: ['system'],
        summary: 'Admins: sends a ping job through the queue and waits for a worker to answer it',
      }),
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
