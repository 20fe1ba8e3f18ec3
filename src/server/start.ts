import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { speechEngineLabel } from '@shared/speech/engines';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
import { seedDatabase } from './db/seed/seed';
import { ensureAdminAccount } from './modules/admin';
import type { JobDefinition, ProcessRole } from './jobs/job-definition';
import { startQueue, type Queue } from './jobs/queue';
import { createMailer } from './email/mailer';
import { createEmailService } from './email/send-email';
import { JOB_DEFINITIONS } from './job-registry';
import type { Services } from './services';
import { WorkPool } from './lib/work-pool';
import { createMediaStore, logMediaStore } from './media/create-media-store';
import { chooseSpeechEngine } from './speech/choose-engine';
import { createChosenTranscriber } from './speech/create-transcriber';
import type { Transcriber } from './speech/transcriber';
import { removeOrphanedWorkCopies } from './lib/work-dir';
import { incomingDirOf, releaseAbandonedSessions } from './modules/practice';
import { createResumableUploads } from './modules/uploads';

const CLEANUP_TIMEOUT_MS = 5_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export interface RunningCadence {
  config: AppConfig;
  role: ProcessRole;
  database: DatabaseHandle;
  queue: Queue;
  /** What routes and jobs share: the media store, the transcriber, the analysis pool... */
  services: Services;
  app: FastifyInstance | null;
  url: string | null;
  stop(): Promise<void>;
}

export interface StartOptions {
  config: AppConfig;
  role: ProcessRole;
  jobs?: readonly JobDefinition[];
  clientDist?: string;
  /** Called with the app after its routes are registered and before it listens. */
  beforeListen?: (app: FastifyInstance) => void;
  /** Wraps the chosen engine (the API tests keep transcripts of the clips they repeat). */
  wrapTranscriber?: (transcriber: Transcriber) => Transcriber;
  log?: (message: string) => void;
}

/**
 * Starts one Cadence process: the database (embedded or PostgreSQL), migrations, seed data,
 * the queue and, for the web roles, the HTTP server. `stop()` undoes it all in reverse.
 */
export async function startCadence(options: StartOptions): Promise<RunningCadence> {
  const { config, role } = options;
  const log = options.log ?? (() => {});
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup();
    }
    cleanups.length = 0;
  };

  try {
    // Plaintext copies of recordings that a killed process of this machine left behind.
    const orphans = await removeOrphanedWorkCopies([incomingDirOf(config.mediaDir)]);
    if (orphans > 0) log(`removed ${orphans} working copies left by a stopped process`);
    let database: DatabaseHandle;
    if (config.DATABASE_URL) {
      database = await openPostgresDatabase(config.DATABASE_URL, {
        applicationName: `cadence-${role}`,
      });
    } else {
      const lock: DataDirLock = acquireDataDirLock(config.dataDir);
      cleanups.push(() => lock.release());
      database = await openEmbeddedDatabase(config.dataDir, {
        templatesDir: path.join(config.cacheDir, 'pglite-templates'),
      });
    }
    cleanups.push(() => database.close());

    await database.migrate();
    if (config.SEED_ON_START) {
      const seeded = await seedDatabase(database.db);
      log(
        `seed: ${seeded.dailyPrompts} daily prompts, ${seeded.goalTemplates} goal templates, ` +
          `${seeded.weeklyChallenges} new weekly challenges`,
      );
    }

    // Sessions held by analyses of a process that died mid-request are given back: all of
    // them in embedded mode (the data-folder lock says no other process runs), else those
    // whose claim ran out; the schedule does the rest (decision 166).
    const released = await releaseAbandonedSessions(database.db, {
      everyClaim: database.mode === 'embedded',
    });
    if (released > 0) log(`gave back ${released} practice sessions of analyses that never ended`);

    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const admin = await ensureAdminAccount(database.db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        name: config.ADMIN_NAME,
      });
      if (admin.created) log(`admin: created ${admin.user.email}`);
    }

    const speech = await chooseSpeechEngine(config);
    const chosen = createChosenTranscriber(config, speech);
    const transcriber = options.wrapTranscriber?.(chosen) ?? chosen;
    log(
      `speech engine: ${speechEngineLabel(transcriber.name, transcriber.model)} (${speech.reason})`,
    );

    const media = await createMediaStore(config);
    cleanups.push(() => media.close());
    await logMediaStore(media.store, log);

    const uploads = await createResumableUploads(config);
    cleanups.push(() => uploads.close());
    log(`resumable uploads in progress: ${uploads.location}`);

    const services: Services = {
      config,
      email: createEmailService(database.db, createMailer(config)),
      media: media.store,
      uploads,
      transcriber,
      analysisPool: new WorkPool({ capacity: config.ANALYSIS_CONCURRENCY }),
      promptPool: new WorkPool({ capacity: config.ANALYSIS_CONCURRENCY }),
      log,
    };
    const queue = await startQueue({
      database,
      role,
      jobs: options.jobs ?? JOB_DEFINITIONS,
      services,
      maintenanceIntervalSeconds: config.QUEUE_MAINTENANCE_SECONDS,
      onError: (error) => log(`queue error: ${error.message}`),
    });
    cleanups.push(() => queue.stop());

    let app: FastifyInstance | null = null;
    let url: string | null = null;
    if (role !== 'worker') {
      app = await buildApp({
        ...services,
        database,
        queue,
        role,
        ...(options.clientDist ? { clientDist: options.clientDist } : {}),
      });
      // Closing the server first lets requests in flight finish before the queue and database go.
      cleanups.push(() => app?.close());
      options.beforeListen?.(app);
      url = await app.listen({ port: config.PORT, host: config.HOST });
    }

    return { config, role, database, queue, services, app, url, stop };
  } catch (error) {
    // Undo what started, but never let a stuck cleanup hide the error that stopped us.
    await Promise.race([stop().catch(() => {}), delay(CLEANUP_TIMEOUT_MS)]);
    throw error;
  }
}
