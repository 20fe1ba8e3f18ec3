import { parseArgs } from 'node:util';
import { PRODUCT_NAME } from '@shared/product';
import { ConfigError, loadConfig } from './config';
import type { ProcessRole } from './jobs/job-definition';
import { AppError } from './lib/app-error';
import { removeWorkCopiesAtExit, useOwnTemporaryFolder } from './lib/work-dir';
import { incomingDirOf } from './modules/practice';
import { startCadence, type RunningCadence } from './start';

const ROLES: readonly ProcessRole[] = ['web', 'worker', 'all'];
const SHUTDOWN_TIMEOUT_MS = 30_000;

function parseRole(): ProcessRole {
  const { values } = parseArgs({
    options: { role: { type: 'string', default: 'all' } },
    allowPositionals: true,
  });
  const role = values.role as ProcessRole;
  if (!ROLES.includes(role)) {
    console.error(`--role must be one of ${ROLES.join(', ')}; got "${values.role}".`);
    process.exit(2);
  }
  return role;
}

async function main() {
  const role = parseRole();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${PRODUCT_NAME} cannot start.\n${error.message}`);
      process.exit(2);
    }
    throw error;
  }

  // Whatever a library or tool writes to the temporary folder is this process's, and swept
  // after a crash like its working folders.
  useOwnTemporaryFolder();
  // Plaintext working copies go the moment this process ends, even killed outright; a start
  // still sweeps what a process of a machine without a shell left (removeOrphanedWorkCopies).
  removeWorkCopiesAtExit([incomingDirOf(config.mediaDir)]);

  let running: RunningCadence | null = null;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!running) {
      console.log(`[${PRODUCT_NAME}] ${signal} while starting; exiting.`);
      process.exit(0);
    }
    console.log(`[${PRODUCT_NAME}] ${signal}: finishing requests and jobs in flight...`);
    const force = setTimeout(() => {
      console.error(
        `[${PRODUCT_NAME}] shutdown took over ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting.`,
      );
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    running
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  running = await startCadence({
    config,
    role,
    log: (message) => console.log(`[${PRODUCT_NAME}] ${message}`),
  });
  const where =
    running.database.mode === 'embedded'
      ? `embedded database in ${config.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `[${PRODUCT_NAME}] role ${role} on ${where}` +
      (running.url ? `, serving ${config.publicUrl} (listening on ${running.url})` : ''),
  );
}

main().catch((error: unknown) => {
  if (error instanceof AppError && error.code === 'DATA_DIR_LOCKED') {
    console.error(`${PRODUCT_NAME} cannot start: ${error.message}`);
    process.exit(3);
  }
  console.error(`${PRODUCT_NAME} failed to start:`, error);
  process.exit(1);
});
