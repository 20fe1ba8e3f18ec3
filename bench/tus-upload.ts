/**
 * A resumable upload (tus 1.0.0) of UPLOAD_MAX_BYTES (2.5 GB) to a Cadence process started as
 * `npm start` runs it (embedded, local store, its own temporary data folder): the web
 * process's resident memory while the bytes stream through it (sampled from /proc every
 * 200 ms; the goal is growth of at most 64 MB) and the throughput. The bytes are made on the fly
 * from one repeating 1 MB buffer, in PATCHes of the client's chunk size. Asserts nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnCadence, waitForListening } from '../src/server/test/processes';
import { RESUMABLE_UPLOAD_CHUNK_BYTES, UPLOAD_MAX_BYTES } from '../src/shared/recordings/limits';
import { RESUMABLE_UPLOADS_PATH } from '../src/shared/recordings/schemas';
import { signedInCookie } from './sign-in';

const MB = 1024 * 1024;
const SAMPLE_MS = 200;
const GOAL_GROWTH_MB = 64;
const TUS = { 'tus-resumable': '1.0.0' };

/** The resident memory of process `pid` (VmRSS), in bytes. */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** Samples a process's resident memory until stopped: the first sample and the peak. */
function sampleResidentMemory(pid: number) {
  const start = residentBytes(pid);
  let peak = start;
  let samples = 1;
  const sample = () => {
    peak = Math.max(peak, residentBytes(pid));
    samples += 1;
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    start,
    sample,
    stop() {
      clearInterval(timer);
      sample();
      return { start, peak, samples };
    },
  };
}

/**
 * One PATCH of `length` bytes from `offset`, written from `pattern` over and over as the
 * connection takes them (never more than one buffer in memory): the status and new offset.
 */
function patchChunk(
  url: string,
  agent: http.Agent,
  cookie: string,
  offset: number,
  length: number,
  pattern: Buffer,
) {
  return new Promise<{ status: number; offset: number; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'PATCH',
        agent,
        headers: {
          ...TUS,
          cookie,
          'content-type': 'application/offset+octet-stream',
          'content-length': String(length),
          'upload-offset': String(offset),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            offset: Number(response.headers['upload-offset']),
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    let sent = 0;
    const writeMore = () => {
      while (sent < length) {
        const piece = pattern.subarray(0, Math.min(pattern.length, length - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', writeMore);
          return;
        }
      }
      request.end();
    };
    writeMore();
  });
}

/** `chunk`: the bytes of one PATCH; the browser client's 8 MB unless told. */
export async function reportTusUpload(chunk = RESUMABLE_UPLOAD_CHUNK_BYTES) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-tus-'));
  const proc = spawnCadence([], { DATA_DIR: dataDir, DATABASE_URL: '' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const base = await waitForListening(proc);
    const pid = proc.child.pid ?? 0;
    const cookie = await signedInCookie(base);
    const total = UPLOAD_MAX_BYTES;

    const created = await fetch(`${base}${RESUMABLE_UPLOADS_PATH}`, {
      method: 'POST',
      headers: {
        ...TUS,
        cookie,
        'upload-length': String(total),
        'upload-metadata': `filename ${Buffer.from('bench.wav').toString('base64')}`,
      },
    });
    const location = created.headers.get('location');
    if (created.status !== 201 || !location) {
      throw new Error(`Creating the upload failed (${created.status}): ${await created.text()}`);
    }
    const uploadUrl = `${base}${location}`;

    const pattern = crypto.randomBytes(MB);
    const memory = sampleResidentMemory(pid);
    const started = performance.now();
    let offset = 0;
    let patches = 0;
    try {
      while (offset < total) {
        const length = Math.min(chunk, total - offset);
        const answer = await patchChunk(uploadUrl, agent, cookie, offset, length, pattern);
        if (answer.status !== 204 || answer.offset !== offset + length) {
          throw new Error(
            `PATCH at ${offset} answered ${answer.status}, offset ${answer.offset}: ${answer.body}`,
          );
        }
        offset = answer.offset;
        patches += 1;
        memory.sample();
      }
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const { start, peak, samples } = memory.stop();
      const growth = peak - start;
      console.log(
        `\nresumable upload (tus 1.0.0), local store: ${(total / MB).toFixed(0)} MB ` +
          `in ${patches} PATCHes of ${chunk / MB} MB, web process pid ${pid}`,
      );
      console.log(
        `web process RSS                       start ${(start / MB).toFixed(0)} MB, ` +
          `peak ${(peak / MB).toFixed(0)} MB, growth ${(growth / MB).toFixed(1)} MB ` +
          `(goal ≤ ${GOAL_GROWTH_MB} MB; ${samples} samples every ${SAMPLE_MS} ms)`,
      );
      console.log(
        `throughput                            ${(offset / MB / seconds).toFixed(1)} MB/s ` +
          `(${(offset / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s)`,
      );
      const removed = await fetch(uploadUrl, { method: 'DELETE', headers: { ...TUS, cookie } });
      if (removed.status !== 204) console.log(`DELETE of the upload answered ${removed.status}`);
    }
  } finally {
    agent.destroy();
    await proc.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
