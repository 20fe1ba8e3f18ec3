/**
 * The live half of `npm run bench:speech`: a live practice session of real speech fed through
 * the HTTP API at the pace it is spoken (one 5 s piece every 5 s, as the browser's recorder
 * sends them), then Stop: the seconds from the finish request to the stored results, which is
 * what a person waits for after pressing Stop. Cadence runs in this process on an embedded
 * database of its own, with its worker, as `npm start` runs it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { LOGIN_COOKIE } from '../src/server/modules/auth/login-cookie';
import { startCadence } from '../src/server/start';
import { createUser, signInAs } from '../src/server/test/factories';

const PIECE_SECONDS = 5;

/** The recording as a browser's recorder streams it: WebM/Opus without cues. */
function streamingWebm(recording: string, dir: string) {
  const out = path.join(dir, 'live.webm');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', recording, '-ac', '1', '-c:a', 'libopus', '-b:a', '48k'],
    ...['-f', 'webm', out],
  ]);
  return fs.readFileSync(out);
}

export async function liveSection(recording: string, seconds: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-live-'));
  const running = await startCadence({
    config: loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(dir, 'data'),
      SPEECH_ENGINE: 'pocketsphinx',
      DATABASE_URL: '',
    }),
    role: 'all',
    clientDist: '/nonexistent-client-dist',
    log: () => {},
  });
  try {
    const db = running.database.db;
    const user = await createUser(db, { subscriptionStatus: 'active' });
    const cookie = `${LOGIN_COOKIE}=${await signInAs(db, user.id)}`;
    const call = (pathname: string, init: RequestInit = {}) =>
      fetch(`${running.url}${pathname}`, {
        ...init,
        headers: { cookie, ...(init.headers as Record<string, string>) },
      });
    const stream = streamingWebm(recording, dir);
    const pieceBytes = Math.ceil((stream.length / seconds) * PIECE_SECONDS);
    const created = await call('/api/live-sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mediaType: 'audio', mimeType: 'audio/webm;codecs=opus' }),
    });
    const { id } = (await created.json()) as { id: string };
    const started = performance.now();
    for (let seq = 0; seq * pieceBytes < stream.length; seq += 1) {
      const due = started + (seq + 1) * PIECE_SECONDS * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const piece = stream.subarray(seq * pieceBytes, (seq + 1) * pieceBytes);
      const response = await call(`/api/live-sessions/${id}/pieces/${seq}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array(piece),
      });
      if (!response.ok)
        throw new Error(`piece ${seq}: ${response.status} ${await response.text()}`);
    }
    const open = (await (await call('/api/live-sessions/open')).json()) as {
      session: { analyzedSeconds: number; receivedSeconds: number };
    };
    const stop = performance.now();
    const finished = await call(`/api/live-sessions/${id}/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const waited = (performance.now() - stop) / 1000;
    const body = (await finished.json()) as { wordCount?: number; type?: string };
    console.log(
      `\n## Live session, Stop to results\n\n| Recording | Analysed before Stop | Stop to results | Outcome |\n|---|---:|---:|---|\n` +
        `| ${seconds.toFixed(0)} s fed in ${PIECE_SECONDS} s pieces at speaking pace | ` +
        `${open.session.analyzedSeconds.toFixed(1)} of ${open.session.receivedSeconds.toFixed(1)} s | ` +
        `**${waited.toFixed(1)} s** | ${finished.status} ${body.type === 'async_job' ? 'queued as a job' : `${body.wordCount ?? 0} words`} |`,
    );
  } finally {
    await running.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
