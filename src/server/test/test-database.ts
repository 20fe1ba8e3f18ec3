import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config';
import { MIGRATIONS_FOLDER } from '../db/client';
import { startCadence } from '../start';

export interface TestDatabaseTarget {
  /** Set for PostgreSQL runs: a fresh database made for this test file. */
  databaseUrl?: string;
  /** Set for embedded runs: a fresh data folder. */
  dataDir: string;
  cleanup(): Promise<void>;
}

const SEED_FOLDER = fileURLToPath(new URL('../db/seed', import.meta.url));

/**
 * What a migrated database holds depends on: the migrations, the seed data, the PGlite build
 * (its data folder format) and pg-boss (its schema). Their content, hashed, names the template,
 * so a change to any of them makes a new one and a template is never used stale.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const addFile = (file: string) => {
    hash.update(file);
    hash.update(fs.readFileSync(file));
  };
  const addFolder = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(folder, entry);
      if (fs.statSync(file).isFile() && !/\.test\.ts$/.test(file)) addFile(file);
    }
  };
  addFolder(MIGRATIONS_FOLDER);
  addFolder(SEED_FOLDER);
  addFile(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  addFile(fileURLToPath(import.meta.resolve('pg-boss/package.json')));
  return hash.digest('hex').slice(0, 16);
}

let key: string | null = null;
const currentKey = () => (key ??= templateKey());

/**
 * The configuration of a test start on `target`: silent, on a free port of this machine, with
 * `env` on top.
 */
export function testConfig(
  target: { dataDir: string; databaseUrl?: string },
  env: Record<string, string> = {},
) {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: target.dataDir,
    // An empty cache of its own: the machine's (whisper tiny.en from PyPI, perhaps) would make
    // the automatic engine whisper in some runs and not in others.
    CADENCE_CACHE_DIR: path.join(target.dataDir, 'cache'),
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    ...env,
  });
}

/**
 * Starts Cadence once on `target` and stops it: the migrations, the seed data and pg-boss's
 * schema and queues are then in place, as after any first start.
 */
async function migrate(target: { dataDir: string; databaseUrl?: string }) {
  const config = testConfig(target);
  const running = await startCadence({ config, role: 'web', clientDist: '/nonexistent' });
  await running.stop();
}

/**
 * A migrated PGlite data folder, made once per template key and shared by every test run on
 * this machine: a first start (initdb in WebAssembly, then the migrations) takes seconds here,
 * copying the folder a fraction of one. Made aside and renamed into place, so processes racing
 * to make it never see half of one.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `cadence-test-pgdata-${currentKey()}`);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  try {
    await migrate({ dataDir: building });
    fs.renameSync(path.join(building, 'pgdata'), template);
  } catch (error) {
    // Another process made it first; anything else is a real failure.
    if (!fs.existsSync(path.join(template, 'PG_VERSION'))) throw error;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

const withAdmin = async <T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A migrated database on the PostgreSQL server, named by the template key, from which each
 * test file's database is copied (CREATE DATABASE … TEMPLATE). Made under another name and
 * renamed, so a test never copies half of one; when two runs race, one rename wins.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `cadence_template_${currentKey()}`;
  const exists = () =>
    withAdmin(serverUrl, async (admin) => {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      return (found.rowCount ?? 0) > 0;
    });
  if (await exists()) return name;
  const building = `${name}_building_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${building}`));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-test-template-'));
  try {
    await migrate({ dataDir, databaseUrl: databaseUrl(serverUrl, building) });
    await withAdmin(serverUrl, (admin) =>
      admin.query(`alter database ${building} rename to ${name}`),
    );
  } catch (error) {
    // Another run made it first; anything else is a real failure.
    if (!(await exists())) throw error;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await withAdmin(serverUrl, (admin) =>
      admin.query(`drop database if exists ${building} with (force)`),
    );
  }
  return name;
}

/**
 * A fresh database for one test file, already migrated and seeded (a copy of the template
 * above): a new PGlite folder by default, or, when DATABASE_URL is set, a new database on that
 * server, dropped afterwards. Tests therefore never share rows and run in any order.
 */
export async function createTestDatabase(): Promise<TestDatabaseTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Where openEmbeddedDatabase looks (`<dataDir>/pgdata`).
    fs.cpSync(await migratedPgliteTemplate(), path.join(dataDir, 'pgdata'), { recursive: true });
    return {
      dataDir,
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }

  const template = await migratedPostgresTemplate(serverUrl);
  const name = `cadence_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${name} template ${template}`),
  );
  return {
    dataDir,
    databaseUrl: databaseUrl(serverUrl, name),
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await withAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
