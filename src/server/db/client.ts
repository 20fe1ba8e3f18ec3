import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createFromTemplate } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL on the same handle Drizzle uses; pg-boss talks to the database through this. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  mode: 'embedded' | 'postgres';
  db: Database;
  sql: SqlExecutor;
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a cluster-wide lock named by `lockId`, so that processes
   * starting together do one-time set-up one after another. Embedded mode has one process.
   */
  withExclusiveLock<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Advisory lock ids: any fixed numbers work, as long as every Cadence process uses the same. */
export const LOCK_IDS = { migrations: 72_402_611, queueSetup: 72_402_612 } as const;

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded database: PGlite in `<dataDir>/pgdata`. Only one process may open it (see
 * data-dir-lock). With `templatesDir`, a new folder starts as a copy of a migrated template
 * kept there (pglite-template.ts, decision 191) instead of running initdb.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: { templatesDir?: string } = {},
): Promise<DatabaseHandle> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (options.templatesDir) {
    await createFromTemplate(
      pgdata,
      { dir: options.templatesDir, prepare: prepareTemplate },
      MIGRATIONS_FOLDER,
    );
  }
  const client = await PGlite.create(pgdata);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    mode: 'embedded',
    db,
    sql: {
      async executeSql(text, values) {
        // PGlite's query() takes one statement; pg-boss sends parameterless multi-statement
        // scripts (its own migrations, locked batches) that only exec() accepts.
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows };
      },
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    withExclusiveLock: (_lockId, work) => work(),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** A new PGlite folder at `pgdata` with the migrations applied, closed: a template's content. */
async function prepareTemplate(pgdata: string): Promise<void> {
  const client = await PGlite.create(pgdata);
  try {
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.close();
  }
}

/** PostgreSQL through node-postgres, for the scaled deployment. */
export async function openPostgresDatabase(
  connectionString: string,
  options: { poolSize?: number; applicationName?: string } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    application_name: options.applicationName ?? 'cadence',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  async function withExclusiveLock<T>(lockId: number, work: () => Promise<T>): Promise<T> {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [lockId]);
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
      lockClient.release();
    }
  }
  return {
    mode: 'postgres',
    db,
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows };
      },
    },
    migrate() {
      // Several web and worker processes may start together: one migrates, the others wait.
      return withExclusiveLock(LOCK_IDS.migrations, () =>
        migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    },
    withExclusiveLock,
    ping: () => ping(db),
    close: () => pool.end(),
  };
}
