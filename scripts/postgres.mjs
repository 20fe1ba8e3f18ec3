#!/usr/bin/env node
// Starts the PostgreSQL server that DATABASE_URL names on this machine, installing it through
// apt first when it is missing (Debian's `postgresql`, whose clusters pg_ctlcluster runs).
// `npm run db:start` runs it; so do `npm test` (when DATABASE_URL is set) and `.ci/run`.
// Plain JavaScript on purpose: it runs before `npm ci` has installed anything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run db:start` and CI use when DATABASE_URL is unset. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const READY_TIMEOUT_MS = 30_000;

/** True when `url` names a server on this machine (the only kind this script may start). */
export function isLocalDatabaseUrl(url) {
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: host.replace(/^\[|\]$/g, ''), port });
    socket.setTimeout(2_000);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const hasCommand = (name) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => fs.existsSync(path.join(dir, name)));

/** Newest installed major version, from Debian's /etc/postgresql/<version>/<cluster>. */
function installedVersion() {
  if (!fs.existsSync('/etc/postgresql')) return null;
  const versions = fs
    .readdirSync('/etc/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b));
  return versions.at(-1) ?? null;
}

function clusterPort(confDir) {
  const conf = fs.readFileSync(path.join(confDir, 'postgresql.conf'), 'utf8');
  const match = /^\s*port\s*=\s*(\d+)/m.exec(conf);
  return match ? Number(match[1]) : 5432;
}

/**
 * Debian's clusters ask for a password over TCP (scram-sha-256); the tests and the README's
 * URL connect as `postgres` without one, from this machine only.
 */
function trustLoopback(confDir) {
  const file = path.join(confDir, 'pg_hba.conf');
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(
    /^(host\s+all\s+all\s+(?:127\.0\.0\.1\/32|::1\/128)\s+)\S+\s*$/gm,
    '$1trust',
  );
  if (after === before) return false;
  fs.writeFileSync(file, after);
  return true;
}

function run(say, command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed (exit ${result.status})`);
  }
}

/**
 * Makes sure the local server DATABASE_URL names answers: installs PostgreSQL through apt
 * when pg_ctlcluster is missing, lets loopback connections in without a password, and starts
 * the cluster. A server that already answers is left alone, and a remote one is never touched.
 * Returns null when the server answers, else what is wrong, in one line.
 */
export async function ensureLocalPostgres(url, say = (m) => console.log(`[postgres] ${m}`)) {
  const parsed = new URL(url);
  const port = Number(parsed.port || 5432);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (await canConnect(parsed.hostname, port)) {
    // A cluster this script started before may have been set up by hand since; a running
    // Debian cluster still asking loopback for a password is told to trust it, and reloaded.
    const version = isLocalDatabaseUrl(url) && isRoot ? installedVersion() : null;
    const confDir = version && path.join('/etc/postgresql', version, 'main');
    try {
      if (
        confDir &&
        fs.existsSync(confDir) &&
        clusterPort(confDir) === port &&
        trustLoopback(confDir)
      ) {
        run(say, 'pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'reload']);
      }
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    return null;
  }
  if (!isLocalDatabaseUrl(url)) return `${parsed.host} does not answer (it is not on this machine)`;

  if (!isRoot || !fs.existsSync('/etc/debian_version')) {
    return `nothing answers on ${parsed.host}; start PostgreSQL there (as root on Debian, \`npm run db:start\` installs and starts it)`;
  }
  try {
    if (!hasCommand('pg_ctlcluster') || installedVersion() === null) {
      say('installing PostgreSQL (apt)');
      const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      run(say, 'apt-get', ['update'], aptEnv);
      run(say, 'apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], aptEnv);
    }
    const version = installedVersion();
    if (version === null) return 'PostgreSQL was installed but no cluster was found';
    const confDir = path.join('/etc/postgresql', version, 'main');
    if (!fs.existsSync(confDir)) run(say, 'pg_createcluster', [version, 'main']);
    const listens = clusterPort(confDir);
    if (listens !== port) {
      return `the local cluster (PostgreSQL ${version}) listens on port ${listens}, DATABASE_URL names ${port}`;
    }
    trustLoopback(confDir);
    say(`starting PostgreSQL ${version} on port ${port}`);
    // Without the flag, pg_ctlcluster hands over to systemd, which does not run here.
    run(say, 'pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await canConnect(parsed.hostname, port)) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return `PostgreSQL did not answer on ${parsed.host} within ${READY_TIMEOUT_MS / 1000} s`;
}

// `node scripts/postgres.mjs` (`npm run db:start`): DATABASE_URL's server, or the default.
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const problem = await ensureLocalPostgres(url);
  if (problem) {
    console.error(`[postgres] ${problem}`);
    process.exit(1);
  }
  console.log(`[postgres] ready: ${url.replace(/\/\/[^@/]*@/, '//')}`);
}
