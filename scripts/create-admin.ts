/**
 * npm run admin:create -- --email ada@example.com [--name "Ada Admin"]
 *
 * Makes (or promotes) an admin account in the configured database: the embedded one in
 * DATA_DIR, or DATABASE_URL. The password is ADMIN_PASSWORD when set, otherwise a new one is
 * generated and printed once. Stop a running embedded Cadence first: it holds the data folder.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import {
  openEmbeddedDatabase,
  openPostgresDatabase,
  type DatabaseHandle,
} from '../src/server/db/client';
import { acquireDataDirLock } from '../src/server/db/data-dir-lock';
import { ensureAdminAccount } from '../src/server/modules/admin/ensure-admin';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
});
const email = z.string().trim().toLowerCase().email().safeParse(values.email);
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]');
  process.exit(2);
}

const config = loadConfig();
const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url');
if (password.length < 8) {
  console.error('ADMIN_PASSWORD must be at least 8 characters.');
  process.exit(2);
}

let release = () => {};
let database: DatabaseHandle;
if (config.DATABASE_URL) {
  database = await openPostgresDatabase(config.DATABASE_URL, { applicationName: 'cadence-admin' });
} else {
  release = acquireDataDirLock(config.dataDir).release;
  database = await openEmbeddedDatabase(config.dataDir);
}
try {
  await database.migrate();
  const result = await ensureAdminAccount(database.db, {
    email: email.data,
    password,
    name: values.name ?? config.ADMIN_NAME,
  });
  if (result.created) {
    console.log(`Created the admin ${result.user.email}.`);
    if (!process.env.ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
  } else {
    console.log(
      `${result.user.email} already existed and is now an admin; its password is unchanged.`,
    );
  }
} finally {
  await database.close();
  release();
}
