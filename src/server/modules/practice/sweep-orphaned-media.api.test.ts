import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, recordings } from '../../db/schema';
import { createUser } from '../../test/factories';
import { startTestBucket, type TestBucket } from '../../test/test-bucket';
import { startTestServer, type TestServer } from '../../test/test-server';
import { sweepOrphanedMedia, sweepOrphanedMediaJob } from './sweep-orphaned-media-job';

const HOUR_MS = 3600 * 1000;

let bucket: TestBucket;
const servers: Record<'local' | 's3', TestServer | null> = { local: null, s3: null };
beforeAll(async () => {
  bucket = await startTestBucket();
  servers.local = await startTestServer();
  servers.s3 = await startTestServer({ env: bucket.env });
});
afterAll(async () => {
  await servers.local?.close();
  await servers.s3?.close();
  await bucket?.stop();
});

describe.each(['local', 's3'] as const)('media.sweep-orphans (%s store)', (kind) => {
  it('removes objects no row names, once they are an hour old, and keeps the rest', async () => {
    const server = servers[kind]!;
    const media = server.running.services.media;
    const save = (prefix: string) =>
      media.save(Readable.from([Buffer.from(`bytes of ${prefix}`)]), { prefix });
    const user = await createUser(server.db);
    const kept = await save('recordings');
    await server.db
      .insert(recordings)
      .values({ userId: user.id, mediaFilePath: kept.key, transcript: 'hi' });
    const queued = await save('uploads');
    await server.db
      .insert(jobs)
      .values({ userId: user.id, jobType: 'analysis', status: 'queued', filePath: queued.key });
    const orphans = [await save('recordings'), await save('uploads'), await save('live')];

    // Young objects may belong to work in flight: nothing goes.
    expect(await sweepOrphanedMedia(server.db, media)).toBe(0);
    // Through the queue, on its schedule's handler, the same.
    const queue = server.running.queue;
    const id = await queue.enqueue(sweepOrphanedMediaJob, {});
    expect(await queue.waitForResult(sweepOrphanedMediaJob, id, 20_000)).toEqual({ removed: 0 });

    // Two hours on, the orphans go and the named objects stay.
    expect(await sweepOrphanedMedia(server.db, media, Date.now() + 2 * HOUR_MS)).toBe(3);
    for (const orphan of orphans) expect(await media.size(orphan.key)).toBeNull();
    expect(await media.size(kept.key)).toBeGreaterThan(0);
    expect(await media.size(queued.key)).toBeGreaterThan(0);
  });
});
