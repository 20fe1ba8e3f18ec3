import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webcamTalk from '@shared/body-language/fixtures/webcam-talk.json';
import { computeBodyLanguage } from '@shared/body-language/metrics';
import { BODY_LANGUAGE_MESSAGES } from '@shared/body-language/messages';
import { BODY_LANGUAGE_FIELD, bodyLanguageSamplesSchema } from '@shared/body-language/observation';
import { visualAnalysisMetadataSchema } from '@shared/body-language/schemas';
import {
  asyncJobReplySchema,
  jobStatusSchema,
  recordingSchema,
  type JobStatusReply,
} from '@shared/recordings/schemas';
import { jobs, recordings } from '../../db/schema';
import { errorMessage } from '../../test/auth-helpers';
import { signedInUser, transcribeForm, type UploadFile } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { espeak, tempDir } from '../../speech/test/fixtures';
import type * as AnalyzeVideoModule from '../../vision/analyze-video';
import { composeBlackVideo, composeFaceVideo } from '../../vision/test/video-fixtures';

/*
 * Video sessions' body language through POST /api/transcribe: a live video's samples are
 * scored in the request; a video without them goes to the worker, which reads its frames
 * with the real detector.
 */

// Counts the worker's frame analyses, and can make one fail as a crashing detector would.
const visual = vi.hoisted(() => ({ calls: 0, fail: false }));
vi.mock('../../vision/analyze-video', async (importOriginal) => {
  const real = await importOriginal<typeof AnalyzeVideoModule>();
  return {
    ...real,
    analyzeVideo: async (...args: Parameters<typeof real.analyzeVideo>) => {
      visual.calls += 1;
      if (visual.fail) throw new Error('the detector crashed');
      return real.analyzeVideo(...args);
    },
  };
});

const dir = tempDir('video-api');
/** A live recording's samples as the browser sends them. */
const browserSamples = bodyLanguageSamplesSchema.parse({
  ...webcamTalk,
  source: 'browser',
  analysisMsPerFrame: 95,
  recordingFps: 30,
});
let darkTalk: UploadFile;
let faceTalk: UploadFile;

beforeAll(() => {
  const speech = espeak(
    'Good morning everyone. Today I will show you how we plan the week, step by step.',
    path.join(dir, 'speech.wav'),
  );
  // The live recording's picture does not matter: its samples are what the server reads.
  darkTalk = {
    bytes: fs.readFileSync(
      composeBlackVideo(path.join(dir, 'dark.webm'), { seconds: 4, audio: speech }),
    ),
    name: 'recording.webm',
    type: 'video/webm',
  };
  faceTalk = {
    bytes: fs.readFileSync(
      composeFaceVideo(path.join(dir, 'face.mp4'), { seconds: 4, audio: speech }),
    ),
    name: 'talk.mp4',
    type: 'video/mp4',
  };
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  visual.calls = 0;
  visual.fail = false;
});

function transcribe(
  server: TestServer,
  session: string,
  file: UploadFile,
  fields: Record<string, string>,
) {
  return server.request('/api/transcribe', {
    method: 'POST',
    session,
    body: transcribeForm(file, fields),
  });
}

async function pollJob(server: TestServer, jobId: string, session: string, timeoutMs = 90_000) {
  const seen: JobStatusReply[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reply = jobStatusSchema.parse(
      await (await server.request(`/api/jobs/${jobId}`, { session })).json(),
    );
    seen.push(reply);
    if (['completed', 'failed', 'dead_letter'].includes(reply.status)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${jobId} did not finish: ${JSON.stringify(seen.at(-1))}`);
}

const live = (extra: Record<string, string> = {}) => ({
  recordingMode: 'live',
  duration: '4',
  ...extra,
});

describe('a live video with its body-language samples', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('is scored in the request, from the samples', async () => {
    const { session } = await signedInUser(server);
    const response = await transcribe(
      server,
      session,
      darkTalk,
      live({ [BODY_LANGUAGE_FIELD]: JSON.stringify(browserSamples) }),
    );
    expect(response.status).toBe(200);
    const recording = recordingSchema.parse(await response.json());
    const expected = computeBodyLanguage(browserSamples);
    expect(expected.status).toBe('ok');
    expect(recording).toMatchObject({
      mediaType: 'video',
      analysisStatus: 'complete',
      postureScore: expected.postureScore,
      eyeContactPercentage: expected.eyeContactPercentage,
      gestureVariety: expected.gestureVariety,
      movementScore: expected.movementScore,
      facialExpressiveness: expected.facialExpressiveness,
      bodyLanguageConfidence: expected.bodyLanguageConfidence,
    });
    expect(recording.wordCount).toBeGreaterThan(5);
    expect(recording.visualAnalysisMetadata).toMatchObject({
      status: 'ok',
      source: 'browser',
      analysisMsPerFrame: 95,
      recordingFps: 30,
    });
    // The worker never read the frames.
    expect(visual.calls).toBe(0);

    const stored = recordingSchema.parse(
      await (await server.request(`/api/recordings/${recording.id}`, { session })).json(),
    );
    expect(stored.bodyLanguageConfidence).toBe(expected.bodyLanguageConfidence);
    expect(stored.visualAnalysisMetadata).toEqual(recording.visualAnalysisMetadata);
  });

  it.each([
    ['text that is not JSON', 'not json at all'],
    ['JSON of another shape', JSON.stringify({ ...browserSamples, frames: 'none' })],
    ['a frame out of range', JSON.stringify({ ...browserSamples, frames: [{ t: -1 }] })],
  ])('answers 400 for %s, storing nothing', async (_label, value) => {
    const { user, session } = await signedInUser(server);
    const response = await transcribe(
      server,
      session,
      darkTalk,
      live({ [BODY_LANGUAGE_FIELD]: value }),
    );
    expect(await errorMessage(response, 400)).toBe(BODY_LANGUAGE_MESSAGES.invalidSamples);
    expect(await server.db.select().from(recordings).where(eq(recordings.userId, user.id))).toEqual(
      [],
    );
    expect(await server.db.select().from(jobs).where(eq(jobs.userId, user.id))).toEqual([]);
  });

  it('ignores samples sent with an audio file', async () => {
    const { session } = await signedInUser(server);
    const audio = {
      bytes: fs.readFileSync(path.join(dir, 'speech.wav')),
      name: 'talk.wav',
      type: 'audio/wav',
    };
    const response = await transcribe(
      server,
      session,
      audio,
      live({ [BODY_LANGUAGE_FIELD]: JSON.stringify(browserSamples) }),
    );
    expect(response.status).toBe(200);
    const recording = recordingSchema.parse(await response.json());
    expect(recording.mediaType).toBe('audio');
    expect(recording.bodyLanguageConfidence).toBeNull();
    expect(recording.visualAnalysisMetadata).toBeNull();
  });
});

describe('a video without samples', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('goes to the worker, however short, which reads its frames', async () => {
    const { session } = await signedInUser(server);
    const response = await transcribe(server, session, faceTalk, { recordingMode: 'upload' });
    expect(response.status).toBe(202);
    const reply = asyncJobReplySchema.parse(await response.json());

    const seen = await pollJob(server, reply.jobId, session);
    expect(seen.map((status) => status.currentStep)).toContain('Analysing body language');
    const progress = seen.map((status) => status.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const done = seen.at(-1);
    expect(done?.status).toBe('completed');
    expect(visual.calls).toBe(1);

    const recording = recordingSchema.parse(
      await (await server.request(`/api/recordings/${done?.recordingId}`, { session })).json(),
    );
    expect(recording.mediaType).toBe('video');
    expect(recording.wordCount).toBeGreaterThan(5);
    expect(recording.eyeContactPercentage).toBeGreaterThanOrEqual(80);
    expect(recording.postureScore).not.toBeNull();
    expect(recording.bodyLanguageConfidence).not.toBeNull();
    const metadata = visualAnalysisMetadataSchema.parse(recording.visualAnalysisMetadata);
    expect(metadata).toMatchObject({ status: 'ok', source: 'server', framesAnalyzed: 8 });
    expect(metadata.analysisMsPerFrame).toBeGreaterThan(0);
  });

  it('goes to the worker too when it is live (the browser analysis failed)', async () => {
    const { session } = await signedInUser(server);
    const response = await transcribe(server, session, faceTalk, live());
    expect(response.status).toBe(202);
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const done = (await pollJob(server, jobId, session)).at(-1);
    expect(done?.result).toMatchObject({ recordingSource: 'live', mediaType: 'video' });
    expect(done?.result?.visualAnalysisMetadata?.source).toBe('server');
  });

  it('keeps the speech results when the body-language analysis fails', async () => {
    visual.fail = true;
    const { session } = await signedInUser(server);
    const response = await transcribe(server, session, faceTalk, { recordingMode: 'upload' });
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const done = (await pollJob(server, jobId, session)).at(-1);
    expect(done?.status).toBe('completed');
    expect(done?.result?.analysisStatus).toBe('complete');
    expect(done?.result?.wordCount).toBeGreaterThan(5);
    expect(done?.result).toMatchObject({
      mediaType: 'video',
      postureScore: null,
      eyeContactPercentage: null,
      gestureVariety: null,
      movementScore: null,
      facialExpressiveness: null,
      bodyLanguageConfidence: null,
      visualAnalysisMetadata: null,
    });
    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row?.processingAttempts).toBe(1);
    expect(row?.checkpointData).toMatchObject({ bodyLanguageFailure: 'the detector crashed' });
  });
});

describe('a live video too long for the request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRANSCRIBE_SYNC_MAX_SECONDS: '1' } });
  });
  afterAll(() => server?.close());

  it('is a job that keeps the samples’ metrics and reads no frames', async () => {
    const { session } = await signedInUser(server);
    const response = await transcribe(
      server,
      session,
      darkTalk,
      live({ [BODY_LANGUAGE_FIELD]: JSON.stringify(browserSamples) }),
    );
    expect(response.status).toBe(202);
    const { jobId } = asyncJobReplySchema.parse(await response.json());
    const seen = await pollJob(server, jobId, session);
    expect(seen.map((status) => status.currentStep)).not.toContain('Analysing body language');
    const done = seen.at(-1);
    expect(done?.result?.bodyLanguageConfidence).toBe(
      computeBodyLanguage(browserSamples).bodyLanguageConfidence,
    );
    expect(done?.result?.visualAnalysisMetadata?.source).toBe('browser');
    expect(visual.calls).toBe(0);
  });
});
