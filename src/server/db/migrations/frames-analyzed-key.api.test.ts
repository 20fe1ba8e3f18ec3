import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSchema } from '@shared/recordings/schemas';
import { createScoredRecording } from '../../test/progress-factories';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { MIGRATIONS_FOLDER } from '../client';
import { recordings } from '../schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MIGRATION = fs.readFileSync(
  path.join(MIGRATIONS_FOLDER, '0012_frames_analyzed_key.sql'),
  'utf8',
);

/** A video's body-language summary as it was stored before decision 164's rename. */
const storedBeforeRename = {
  version: 1,
  status: 'ok',
  source: 'browser',
  sampleFps: 2,
  framesAnalysed: 190,
  durationSeconds: 95,
  faceVisiblePercent: 98,
  meanBrightness: 120,
  lowLight: false,
  eyeContact: { meanLookSeconds: 2.4, longestLookSeconds: 6.5, longestLookAwaySeconds: 3 },
  posture: null,
  gestures: null,
  movement: null,
  expressiveness: null,
  reasoning: {
    eyeContact: 'You looked into the camera for 72% of the recording.',
    posture: 'p',
    gestures: 'g',
    movement: 'm',
    expressiveness: 'e',
    confidence: 'c',
  },
  recommendations: ['Hold each look at the camera for about 3.3 seconds.'],
  analysisMsPerFrame: 150,
  recordingFps: 29.8,
};

describe('migration 0012: framesAnalysed becomes framesAnalyzed', () => {
  it('keeps an older video’s body-language details readable', async () => {
    const person = await signedInUser(server);
    const older = await createScoredRecording(server.db, person.user.id, {
      visualAnalysisMetadata: storedBeforeRename,
    });
    const audio = await createScoredRecording(server.db, person.user.id, {
      visualAnalysisMetadata: null,
    });

    await server.db.execute(sql.raw(MIGRATION));

    const [row] = await server.db.select().from(recordings).where(eq(recordings.id, older.id));
    expect(row?.visualAnalysisMetadata).not.toHaveProperty('framesAnalysed');
    expect(row?.visualAnalysisMetadata).toMatchObject({ framesAnalyzed: 190, sampleFps: 2 });
    const [untouched] = await server.db
      .select()
      .from(recordings)
      .where(eq(recordings.id, audio.id));
    expect(untouched?.visualAnalysisMetadata).toBeNull();

    const response = await server.request(`/api/recordings/${older.id}`, {
      session: person.session,
    });
    expect(response.status).toBe(200);
    const answer = recordingSchema.parse(await response.json());
    expect(answer.visualAnalysisMetadata).toMatchObject({ framesAnalyzed: 190 });
  });
});
