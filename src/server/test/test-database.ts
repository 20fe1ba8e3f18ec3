import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface TestDatabaseTarget {
  /** Set for PostgreSQL runs: a fresh database made for this test file. */
  databaseUrl?: string;
  /** Set for embedded runs: a fresh data folder. */
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * An empty PGlite data folder, made once per PGlite version and shared by every test run on
 * this machine: creating one (initdb, in WebAssembly) takes 10-25 s here, copying it a
 * fraction of a second. Made aside and renamed into place, so processes racing to make it
 * never see half of one.
 */
async function emptyPgliteTemplate(): Promise<string> {
  // Named after the PGlite build that makes it, so an upgrade makes a new one.
  const build = createHash('sha256')
    .update(fs.readFileSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))))
    .digest('hex')
    .slice(0, 12);
  const template = path.join(os.tmpdir(), `cadence-test-pgdata-${build}`);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  try {
    await (await PGlite.create(building)).close();
    fs.renameSync(building, template);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    // Another process made it first; anything else is a real failure.
    if (!fs.existsSync(path.join(template, 'PG_VERSION'))) throw error;
  }
  return template;
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
    // Where openEmbeddedDatabase looks (`<dataDir>/pgdata`): an empty database, not yet migrated.
    fs.cpSync(await emptyPgliteTemplate(), path.join(dataDir, 'pgdata'), { recursive: true });
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
