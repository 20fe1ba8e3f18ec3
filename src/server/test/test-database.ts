import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabaseTarget {
  /** Set for PostgreSQL runs: a fresh database made for this test file. */
  databaseUrl?: string;
  /** Set for embedded runs: a fresh data folder. */
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new PGlite folder by default, or, when
 * DATABASE_URL is set, a new database on that server, dropped afterwards. Tests therefore
 * never share rows and run in any order.
 */
export async function createTestDatabase(): Promise<TestDatabaseTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return {
      dataDir,
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }

  const name = `cadence_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
