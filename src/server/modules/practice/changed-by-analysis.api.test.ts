import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, ROUTE_LIST } from '@shared/api/contract';
import { CHANGED_BY_ANALYSIS } from '@shared/api/changed-by-analysis';
import { isCachedRoute } from '@shared/api/route';
import { signedInUser, transcribeForm, wavUpload } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { LIBRIVOX_CLIP } from '../../speech/test/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The cached routes a screen reads with no params: what a person's caches hold. */
const CACHED = ROUTE_LIST.filter((route) => isCachedRoute(route) && !route.path.includes(':'));

async function answers(session: string) {
  const read = await Promise.all(
    CACHED.map(async (route) => {
      const response = await server.request(route.path, { session });
      return [route.path, `${response.status} ${await response.text()}`] as const;
    }),
  );
  return new Map(read);
}

describe('what an analysis changes (CHANGED_BY_ANALYSIS)', () => {
  it('lists every cached answer a finished analysis changes', async () => {
    const { session } = await signedInUser(server);
    const before = await answers(session);
    // Answers that change on their own (times, the day's prompt) say nothing about analyses.
    const again = await answers(session);
    const steady = CACHED.filter((route) => before.get(route.path) === again.get(route.path));

    const body = transcribeForm(wavUpload(fs.readFileSync(LIBRIVOX_CLIP)));
    const upload = await server.request(routes.transcribe.path, { method: 'POST', body, session });
    expect(upload.status).toBe(200);

    const after = await answers(session);
    const changed = steady
      .filter((route) => before.get(route.path) !== after.get(route.path))
      .map((route) => route.path);
    const listed = new Set<string>(CHANGED_BY_ANALYSIS.map((route) => route.path));
    expect(changed.filter((path) => !listed.has(path))).toEqual([]);
    // The test sees the analysis: the session count, the history and the month's count moved.
    expect(changed).toEqual(
      expect.arrayContaining([
        routes.currentUser.path,
        routes.listRecordings.path,
        routes.getPracticeLimit.path,
      ]),
    );
  }, 120_000);
});
