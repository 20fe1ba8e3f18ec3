import type { FastifyInstance } from 'fastify';
import { LOGIN_COOKIE } from '../modules/auth/login-cookie';
import { describeUndeclaredErrors, takeUndeclaredErrors } from '../http/undeclared-errors';
import type { JobDefinition } from '../jobs/job-definition';
import { startCadence, type RunningCadence } from '../start';
import { cachedTranscriber } from './cached-transcriber';
import { createTestDatabase, testConfig, type TestDatabaseTarget } from './test-database';

export interface TestServer {
  running: RunningCadence;
  app: FastifyInstance;
  url: string;
  db: RunningCadence['database']['db'];
  /** A real HTTP request to the running server. */
  request(
    path: string,
    init?: RequestInit & { json?: unknown; /** The login cookie's token. */ session?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the whole app (database, migrations, seed data, queue, HTTP) on a fresh database
 * and a free port, as `npm start` would (house style: real HTTP in API tests).
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    jobs?: readonly JobDefinition[];
    clientDist?: string;
    /** Adds routes before the server starts listening (for exercising shared mechanisms). */
    extend?: (app: FastifyInstance) => void;
    /** Starts on this database instead of a fresh one (a restart); the caller removes it. */
    database?: TestDatabaseTarget;
    /**
     * `engine` runs the speech engine on every upload. By default a clip transcribed before,
     * with the same speech code, gets the words it got then (cached-transcriber.ts).
     */
    transcripts?: 'cached' | 'engine';
  } = {},
): Promise<TestServer> {
  const target = options.database ?? (await createTestDatabase());
  const config = testConfig(target, {
    // Tests make many calls from one address; the rate-limit tests set their own scale.
    RATE_LIMIT_ADDRESS_SCALE: '1000',
    ...options.env,
  });
  const running = await startCadence({
    config,
    role: 'all',
    ...(options.jobs ? { jobs: options.jobs } : {}),
    clientDist: options.clientDist ?? '/nonexistent-client-dist',
    ...(options.extend ? { beforeListen: options.extend } : {}),
    ...(options.transcripts === 'engine' ? {} : { wrapTranscriber: cachedTranscriber }),
  });
  if (!running.app || !running.url) throw new Error('The test server did not start HTTP');
  const url = running.url;
  const app = running.app;
  /** A route answered an error code it does not declare (http/error-responses.ts): fail. */
  const assertDeclaredErrors = () => {
    const misses = takeUndeclaredErrors(app);
    if (misses.length > 0) {
      throw new Error(`Undeclared error codes:\n${describeUndeclaredErrors(misses)}`);
    }
  };

  return {
    running,
    app,
    url,
    db: running.database.db,
    async request(path, init = {}) {
      const { json, session, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      // A browser sends the login only as its cookie.
      if (session) headers.append('cookie', `${LOGIN_COOKIE}=${session}`);
      const response = await fetch(`${url}${path}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
      assertDeclaredErrors();
      return response;
    },
    async close() {
      // Also what reached the app by other means (app.inject, the test-mode webhooks).
      try {
        assertDeclaredErrors();
      } finally {
        // A response whose body a test never read (it checked only the headers) keeps its
        // connection busy, and Fastify's close waited for it: up to a minute a file.
        running.app?.server.closeAllConnections();
        await running.stop();
        if (!options.database) await target.cleanup();
      }
    },
  };
}
