#!/usr/bin/env node
// `npm test`: the set-up, then every check, phase by phase, each phase timed. The static checks
// (types, lint, formatting) each use one core, so they run side by side; their output is
// printed whole as each ends, never interleaved. The first phase that fails stops the run.
// `--from <phase>` starts at a later phase (CI's PostgreSQL pass reuses the set-up).
// Plain JavaScript on purpose: it runs before `npm ci` has installed anything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npmRun = (script, ...args) => [
  'npm',
  ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
];

/** The phases in order; `.ci/run` reads the `[test] <phase>: N s` lines they print. */
export const PHASES = [
  { name: 'set-up', commands: [['node', ['scripts/setup.mjs', '--for', 'test']]] },
  {
    name: 'static checks',
    commands: [npmRun('typecheck'), npmRun('lint'), npmRun('format:check')],
  },
  { name: 'vitest', commands: [npmRun('test:unit')] },
  { name: 'Playwright', commands: [npmRun('test:e2e')] },
];

/** Runs one command; with `buffer`, its output is kept and printed once it ends. */
function runCommand([command, args], buffer) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (buffer) process.stdout.write(output);
      resolve({ command: [command, ...args].join(' '), ok: code === 0, code: code ?? signal });
    });
  });
}

const seconds = (start) => Math.round((performance.now() - start) / 1000);

async function main() {
  const fromIndex = process.argv.includes('--from')
    ? PHASES.findIndex((p) => p.name === process.argv[process.argv.indexOf('--from') + 1])
    : 0;
  if (fromIndex < 0) {
    console.error(`[test] --from takes one of: ${PHASES.map((p) => p.name).join(', ')}`);
    process.exit(2);
  }
  const took = [];
  for (const phase of PHASES.slice(fromIndex)) {
    const start = performance.now();
    console.log(`[test] ${phase.name} …`);
    const buffer = phase.commands.length > 1;
    const results = await Promise.all(phase.commands.map((c) => runCommand(c, buffer)));
    took.push(`${phase.name} ${seconds(start)} s`);
    console.log(`[test] ${phase.name}: ${seconds(start)} s`);
    const failed = results.filter((r) => !r.ok);
    if (failed.length > 0) {
      for (const f of failed) console.error(`[test] failed (exit ${f.code}): ${f.command}`);
      console.log(`[test] phases: ${took.join(', ')}`);
      process.exit(1);
    }
  }
  console.log(`[test] phases: ${took.join(', ')}`);
}

await main();
