import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { LIVE_PIECE_CONTENT_TYPE, liveSessionSchema } from '@shared/recordings/live-schemas';
import { jobs, recordings } from '../db/schema';
import { ffmpeg } from '../speech/test/fixtures';
import { createUpload, patchUpload, uploadIdFrom } from './tus-requests';
import type { TestServer } from './test-server';

/**
 * Gives an account bytes in every place Cadence keeps them: a kept recording's media, a queued
 * job's upload, a live session's piece (encrypted, `live/`), and a resumable upload sent in
 * part (plaintext, with its filename). Deleting the account must remove them all.
 */
export async function storeBytesEverywhere(
  server: TestServer,
  account: { userId: string; session: string },
  workDir: string,
) {
  const media = server.running.services.media;
  const kept = await media.save(Readable.from([Buffer.from('a kept recording')]), {
    prefix: 'recordings',
  });
  await server.db.insert(recordings).values({
    userId: account.userId,
    mediaFilePath: kept.key,
    transcript: 'hello',
  });
  const queued = await media.save(Readable.from([Buffer.from('a queued upload')]), {
    prefix: 'uploads',
  });
  await server.db.insert(jobs).values({
    userId: account.userId,
    jobType: 'analysis',
    status: 'failed',
    filePath: queued.key,
  });

  const piece = path.join(workDir, `piece-${account.userId}.webm`);
  ffmpeg('-f', 'lavfi', '-i', 'sine=f=220:d=3', '-c:a', 'libopus', '-f', 'webm', piece);
  const opened = await server.request('/api/live-sessions', {
    method: 'POST',
    session: account.session,
    json: { mediaType: 'audio', mimeType: 'audio/webm;codecs=opus' },
  });
  expect(opened.status).toBe(201);
  const live = liveSessionSchema.parse(await opened.json());
  const sent = await server.request(`/api/live-sessions/${live.id}/pieces/0`, {
    method: 'PUT',
    session: account.session,
    headers: { 'content-type': LIVE_PIECE_CONTENT_TYPE },
    body: new Uint8Array(fs.readFileSync(piece)),
  });
  expect(sent.status).toBeLessThan(300);

  const created = await createUpload(server, { session: account.session, length: 100_000 });
  expect(created.status).toBe(201);
  const patched = await patchUpload(server, uploadIdFrom(created), {
    session: account.session,
    offset: 0,
    bytes: Buffer.alloc(40_000, 7),
  });
  expect(patched.status).toBe(204);
}

/** Every file under the media folder (media objects, live pieces, uploads in progress). */
export function filesUnder(root: string): Set<string> {
  const found = new Set<string>();
  if (!fs.existsSync(root)) return found;
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(root, entry);
    if (fs.statSync(file).isFile()) found.add(path.relative(root, file));
  }
  return found;
}

/** What `after` holds that `before` did not. */
export const added = (before: Set<string>, after: Set<string>) =>
  [...after].filter((item) => !before.has(item)).sort();
