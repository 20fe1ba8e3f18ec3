import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PRACTICE_LIMIT } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { noSpeechMessage } from '@shared/recordings/audio-issues';
import {
  practiceLimitSchema,
  recordingListSchema,
  recordingSchema,
} from '@shared/recordings/schemas';
import {
  goalProgress,
  goalTemplates,
  goals,
  practiceSessions,
  recordings,
  users,
} from '../../db/schema';
import { errorMessage } from '../../test/auth-helpers';
import type { createUser } from '../../test/factories';
import { signedInUser, transcribeForm, wavUpload } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { espeak, ffmpeg, tempDir } from '../../speech/test/fixtures';

let server: TestServer;
const dir = tempDir('recordings-api');
let speechWav: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  speechWav = fs.readFileSync(
    espeak(
      'Today I want to talk about practice. Um, the first thing is to start small, every day.',
      path.join(dir, 'speech.wav'),
    ),
  );
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const signedIn = (overrides: Parameters<typeof createUser>[1] = {}) =>
  signedInUser(server, overrides);
const form = transcribeForm;
const ffprobe = (...args: string[]) => execFileSync('ffprobe', args);
const wavFile = (bytes = speechWav) => wavUpload(bytes);

function transcribe(body: FormData, session?: string) {
  return server.request('/api/transcribe', {
    method: 'POST',
    body,
    ...(session ? { session } : {}),
  });
}

/** A refused recording left nothing in History and used no session of the month. */
async function expectNothingStoredOrCounted(session: string) {
  const list = recordingListSchema.parse(
    await (await server.request('/api/recordings', { session })).json(),
  );
  expect(list).toEqual({ items: [], nextCursor: null });
  const limit = practiceLimitSchema.parse(
    await (await server.request('/api/user/practice-limit', { session })).json(),
  );
  expect(limit.practiceCount).toBe(0);
}

describe('POST /api/transcribe', () => {
  it('needs a signed-in user', async () => {
    const response = await transcribe(form(wavFile(), { recordingMode: 'upload' }));
    expect(await errorMessage(response, 401)).toBe(PRACTICE_MESSAGES.loginRequiredRecord);
  });

  it.each([
    [{ duration: 'soon' }, 'Duration must be a number of seconds'],
    [{ recordingMode: 'stream' }, 'Invalid option: expected one of "live"|"upload"'],
    [{ practicePrompt: 'x'.repeat(1001) }, 'The prompt is too long (1,000 characters at most)'],
    [{ notification_email: 'nobody' }, 'Please enter a valid email address'],
  ])('rejects the fields %j', async (fields, message) => {
    const { session } = await signedIn();
    expect(await errorMessage(await transcribe(form(wavFile(), fields), session), 400)).toBe(
      message,
    );
  });

  it('asks for the file when none was sent', async () => {
    const { session } = await signedIn();
    const response = await transcribe(form(null, { duration: '3' }), session);
    expect(await errorMessage(response, 400)).toBe(PRACTICE_MESSAGES.noAudioData);
  });

  it('refuses files that are not audio or video, by declared type and by content', async () => {
    const { session } = await signedIn();
    const text = Buffer.from('just some notes, not a recording at all');
    for (const file of [
      { bytes: text, name: 'notes.txt', type: 'text/plain' },
      { bytes: text, name: 'fake.webm', type: 'audio/webm' },
    ]) {
      expect(await errorMessage(await transcribe(form(file), session), 415)).toBe(
        PRACTICE_MESSAGES.unsupportedFormat,
      );
    }
  });

  it('explains a damaged file', async () => {
    const { session } = await signedIn();
    const broken = Buffer.concat([speechWav.subarray(0, 12), Buffer.alloc(2000, 0x5a)]);
    const message = await errorMessage(await transcribe(form(wavFile(broken)), session), 400);
    expect(message).toMatch(/could not be read as audio|no audio track/);
  });

  it('analyses a short recording in the request, with every result field', async () => {
    const { session } = await signedIn();
    const response = await transcribe(
      form(wavFile(), {
        duration: '6',
        speakingType: 'practice',
        recordingMode: 'live',
        practicePrompt: '  Describe your morning routine  ',
      }),
      session,
    );
    expect(response.status).toBe(200);
    const recording = recordingSchema.parse(await response.json());
    expect(recording.analysisStatus).toBe('complete');
    expect(recording.practicePrompt).toBe('Describe your morning routine');
    expect(recording.recordingSource).toBe('live');
    expect(recording.speakingType).toBe('practice');
    expect(recording.mediaType).toBe('audio');
    expect(recording.hasMedia).toBe(true);
    expect(recording.wordCount).toBeGreaterThan(8);
    expect(recording.wordTimestamps.length).toBe(recording.wordCount);
    expect(recording.paceWpm).toBeGreaterThan(100);
    expect(recording.wordsPerMinute).toBe(recording.paceWpm);
    expect(recording.confidenceScore).toBe(recording.confidenceLevel);
    expect(recording.paceReasoning).toContain(String(recording.paceWpm));
    expect(recording.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(recording.duration).toBeGreaterThan(4);
    expect(recording.lowConfidenceBelow).toBe(0.5);
    // How far the words can be trusted is measured and stored with the recording, over the
    // engine's words: the fillers Cadence recovered are left out.
    const recovered = recording.wordTimestamps.filter((word) => word.fillerEvidence).length;
    expect(recording.transcriptReliability).toMatchObject({
      doubtfulBelow: 0.5,
      wordCount: (recording.wordCount ?? 0) - recovered,
    });
    // SPEECH_ENGINE unset and no whisper model in the test's data folder.
    expect(recording.analysisEngine).toBe('pocketsphinx');
    expect(recording.analysisEngineLabel).toBe('Offline engine: approximate transcript');

    const [row] = await server.db.select().from(recordings).where(eq(recordings.id, recording.id));
    const [user] = await server.db
      .select()
      .from(users)
      .where(eq(users.id, row?.userId ?? ''));
    // A scored session counts toward the achievement badges.
    expect(user?.totalSessions).toBe(1);
  });

  it('refuses a recording with no speech to score (422 NO_SPEECH_DETECTED), storing and counting nothing', async () => {
    const { session } = await signedIn();
    const silence = path.join(dir, 'silence.wav');
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '20', silence);
    const tone = path.join(dir, 'tone.wav');
    ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=16000', '-t', '8', tone);
    for (const [file, reason] of [
      [silence, 'silence'],
      [tone, 'no_speech'],
    ] as const) {
      const response = await transcribe(
        form(wavFile(fs.readFileSync(file)), { duration: '20' }),
        session,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        code: 'NO_SPEECH_DETECTED',
        message: noSpeechMessage(reason),
        reason,
      });
    }
    expect(noSpeechMessage('silence')).toBe(
      'This recording is silent. Check that the right microphone is selected and unmuted, then record again. It did not use a practice session.',
    );
    await expectNothingStoredOrCounted(session);
  });

  it('refuses a clip under 3 s with 422 RECORDING_TOO_SHORT, storing and counting nothing', async () => {
    const { session } = await signedIn();
    const short = espeak('Hello there', path.join(dir, 'short.wav')); // about 1.2 s
    // A browser's webm has no length in its header: the decoded audio is measured instead.
    const webm = ffmpeg('-i', short, '-c:a', 'libopus', '-f', 'webm', 'pipe:1');
    for (const file of [
      wavFile(fs.readFileSync(short)),
      { bytes: webm, name: 'take.webm', type: 'audio/webm' },
    ]) {
      const response = await transcribe(form(file, { duration: '1' }), session);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        code: 'RECORDING_TOO_SHORT',
        message: PRACTICE_MESSAGES.recordingTooShort,
        minSeconds: 3,
      });
    }
    await expectNothingStoredOrCounted(session);
  });

  it("stores a browser's recording with its length, so its player shows it and seeks", async () => {
    const { session } = await signedIn();
    // Written to a pipe, as a recorder writes: no length and no index in its header.
    const webm = ffmpeg(
      '-i',
      path.join(dir, 'speech.wav'),
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    );
    const response = await transcribe(
      form({ bytes: webm, name: 'take.webm', type: 'audio/webm' }, { recordingMode: 'live' }),
      session,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const recording = recordingSchema.parse(await response.json());
    const media = await server.request(`/api/recordings/${recording.id}/media`, { session });
    expect(media.headers.get('content-type')).toMatch(/^audio\/webm/);
    const stored = path.join(dir, 'stored.webm');
    fs.writeFileSync(stored, Buffer.from(await media.arrayBuffer()));
    const header = (file: string) =>
      ffprobe('-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file)
        .toString()
        .trim();
    fs.writeFileSync(path.join(dir, 'sent.webm'), webm);
    expect(header(path.join(dir, 'sent.webm'))).toBe('N/A');
    expect(Number(header(stored))).toBeCloseTo(recording.duration ?? 0, 0);
  });

  it('answers 413 RECORDING_TOO_LONG with the limits, for uploads and live recordings', async () => {
    const { session } = await signedIn();
    // The length is the media's own: a second of speech placed so that the file ends at
    // 800 min 59 s (upload) or 30 min 59 s (live), which its header says. The client's
    // figure plays no part.
    const endingAt = (seconds: number) => {
      const webm = path.join(dir, `ends-at-${seconds}.webm`);
      ffmpeg(
        ...['-i', path.join(dir, 'speech.wav'), '-t', '1', '-c:a', 'libopus'],
        ...['-output_ts_offset', String(seconds - 1), webm],
      );
      return { bytes: fs.readFileSync(webm), name: 'talk.webm', type: 'audio/webm' };
    };
    const upload = await transcribe(form(endingAt(801 * 60 - 1), { duration: '5' }), session);
    expect(upload.status).toBe(413);
    expect(await upload.json()).toEqual({
      code: 'RECORDING_TOO_LONG',
      message: PRACTICE_MESSAGES.recordingTooLong(800, 801),
      maxMinutes: 800,
      estimatedMinutes: 801,
    });
    const live = await transcribe(
      form(endingAt(31 * 60 - 1), { duration: '5', recordingMode: 'live' }),
      session,
    );
    expect(live.status).toBe(413);
    expect(await live.json()).toMatchObject({ maxMinutes: 30, estimatedMinutes: 31 });
  });
});

describe('the monthly practice limit', () => {
  /** Sessions already made: the practice ledger is what the limit counts. */
  async function fillMonth(userId: string, count: number) {
    for (let i = 0; i < count; i += 1) {
      await server.db.insert(practiceSessions).values({ userId });
    }
  }

  it('counts this month, and stops a free user at the limit on the server', async () => {
    const { user, session } = await signedIn();
    await fillMonth(user.id, FREE_PRACTICE_LIMIT - 1);
    // Last month's sessions do not count.
    await server.db
      .insert(practiceSessions)
      .values({ userId: user.id, createdAt: new Date(Date.UTC(2020, 0, 15)) });
    const before = practiceLimitSchema.parse(
      await (await server.request('/api/user/practice-limit', { session })).json(),
    );
    expect(before).toMatchObject({
      practiceCount: FREE_PRACTICE_LIMIT - 1,
      practiceLimit: FREE_PRACTICE_LIMIT,
      canPractice: true,
      unlimited: false,
    });
    const now = new Date();
    expect(before.resetDate).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    );

    await fillMonth(user.id, 1);
    const after = practiceLimitSchema.parse(
      await (await server.request('/api/user/practice-limit', { session })).json(),
    );
    expect(after.canPractice).toBe(false);
    const refused = await transcribe(form(wavFile()), session);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'PRACTICE_LIMIT_REACHED',
      message: PRACTICE_MESSAGES.practiceLimitReached,
    });
  });

  it.each([
    [{ subscriptionStatus: 'active' as const }],
    [{ subscriptionStatus: 'canceling' as const }],
    [{ userRole: 'coach' as const }],
    [{ userRole: 'client' as const }],
  ])('is unlimited for %j', async (overrides) => {
    const { user, session } = await signedIn(overrides);
    await fillMonth(user.id, FREE_PRACTICE_LIMIT + 2);
    const limit = practiceLimitSchema.parse(
      await (await server.request('/api/user/practice-limit', { session })).json(),
    );
    expect(limit).toMatchObject({ canPractice: true, unlimited: true });
  });

  it('needs a signed-in user', async () => {
    expect((await server.request('/api/user/practice-limit')).status).toBe(401);
  });
});

describe('recordings: history, detail, media and delete', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let recordingId = '';

  beforeAll(async () => {
    owner = await signedIn();
    const response = await transcribe(form(wavFile(), { duration: '6' }), owner.session);
    recordingId = recordingSchema.parse(await response.json()).id;
  });

  it('lists and shows only the owner’s recordings; others get 404', async () => {
    const list = recordingListSchema.parse(
      await (await server.request('/api/recordings', { session: owner.session })).json(),
    );
    expect(list.items.map((r) => r.id)).toEqual([recordingId]);
    const detail = await server.request(`/api/recordings/${recordingId}`, {
      session: owner.session,
    });
    expect(recordingSchema.parse(await detail.json()).id).toBe(recordingId);

    const stranger = await signedIn();
    expect(
      recordingListSchema.parse(
        await (await server.request('/api/recordings', { session: stranger.session })).json(),
      ),
    ).toEqual({ items: [], nextCursor: null });
    for (const suffix of ['', '/media']) {
      const response = await server.request(`/api/recordings/${recordingId}${suffix}`, {
        session: stranger.session,
      });
      expect(response.status).toBe(404);
    }
    expect((await server.request('/api/recordings')).status).toBe(401);
    expect((await server.request(`/api/recordings/${recordingId}`)).status).toBe(401);
    expect((await server.request(`/api/recordings/${recordingId}/media`)).status).toBe(401);
    expect(
      (await server.request('/api/recordings/not-a-uuid', { session: owner.session })).status,
    ).toBe(400);
  });

  it('streams the media decrypted, with byte ranges for seeking', async () => {
    const whole = await server.request(`/api/recordings/${recordingId}/media`, {
      session: owner.session,
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await whole.arrayBuffer()).equals(speechWav)).toBe(true);

    const part = await server.request(`/api/recordings/${recordingId}/media`, {
      session: owner.session,
      headers: { range: 'bytes=100-70099' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-70099/${speechWav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(speechWav.subarray(100, 70100))).toBe(true);

    const outside = await server.request(`/api/recordings/${recordingId}/media`, {
      session: owner.session,
      headers: { range: `bytes=${speechWav.length + 10}-` },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${speechWav.length}`);
  });

  it('serves media as what its content is, never as a page or a script', async () => {
    const whole = await server.request(`/api/recordings/${recordingId}/media`, {
      session: owner.session,
    });
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(whole.headers.get('content-disposition')).toBe('inline; filename="recording.wav"');

    // A WAV declared as a web page is stored and served as the WAV it is.
    for (const declared of ['text/html', 'text/javascript']) {
      const response = await transcribe(
        form({ bytes: speechWav, name: 'talk.wav', type: declared }, { duration: '6' }),
        owner.session,
      );
      expect(response.status).toBe(200);
      const { id } = recordingSchema.parse(await response.json());
      const media = await server.request(`/api/recordings/${id}/media`, { session: owner.session });
      expect(media.headers.get('content-type')).toBe('audio/wav');
      expect(media.headers.get('content-security-policy')).toContain('sandbox');
    }

    // A row stored before types came from the content is served as bytes, not as its type.
    const [row] = await server.db
      .update(recordings)
      .set({ mediaMimeType: 'text/html' })
      .where(eq(recordings.id, recordingId))
      .returning();
    expect(row?.mediaMimeType).toBe('text/html');
    const legacy = await server.request(`/api/recordings/${recordingId}/media`, {
      session: owner.session,
    });
    expect(legacy.headers.get('content-type')).toBe('application/octet-stream');
    expect(legacy.headers.get('content-disposition')).toBe('inline; filename="recording.bin"');
    await server.db
      .update(recordings)
      .set({ mediaMimeType: 'audio/wav' })
      .where(eq(recordings.id, recordingId));
  });

  it("lets the owner's coach replay the media, and no other coach", async () => {
    const coach = await signedIn({ userRole: 'coach' });
    const otherCoach = await signedIn({ userRole: 'coach' });
    await server.db
      .update(users)
      .set({ coachId: coach.user.id })
      .where(eq(users.id, owner.user.id));
    const allowed = await server.request(`/api/recordings/${recordingId}/media`, {
      session: coach.session,
    });
    expect(allowed.status).toBe(200);
    const refused = await server.request(`/api/recordings/${recordingId}/media`, {
      session: otherCoach.session,
    });
    expect(refused.status).toBe(404);
    // The coach reads media only; the analysis stays the client's.
    const detail = await server.request(`/api/recordings/${recordingId}`, {
      session: coach.session,
    });
    expect(detail.status).toBe(404);
  });

  it('deletes only for the owner, removing the media too', async () => {
    const [row] = await server.db.select().from(recordings).where(eq(recordings.id, recordingId));
    const mediaFile = path.join(server.running.config.mediaDir, row?.mediaFilePath ?? 'missing');
    expect(fs.existsSync(mediaFile)).toBe(true);
    // Nothing at rest is the plain file.
    expect(fs.readFileSync(mediaFile).includes(speechWav.subarray(2000, 2064))).toBe(false);

    const stranger = await signedIn();
    const notYours = await server.request(`/api/recordings/${recordingId}`, {
      method: 'DELETE',
      session: stranger.session,
    });
    expect(notYours.status).toBe(404);
    expect(
      (await server.request(`/api/recordings/${recordingId}`, { method: 'DELETE' })).status,
    ).toBe(401);

    const deleted = await server.request(`/api/recordings/${recordingId}`, {
      method: 'DELETE',
      session: owner.session,
    });
    expect(deleted.status).toBe(204);
    expect(fs.existsSync(mediaFile)).toBe(false);
    const gone = await server.request(`/api/recordings/${recordingId}`, { session: owner.session });
    expect(gone.status).toBe(404);
  });

  it('keeps "Total sessions" with History after a deletion, and says what the month still counts', async () => {
    const person = await signedIn();
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await transcribe(form(wavFile(), { duration: '6' }), person.session);
      ids.push(recordingSchema.parse(await response.json()).id);
    }
    const counts = async () => {
      const get = async (route: string) =>
        (await (await server.request(route, { session: person.session })).json()) as Record<
          string,
          unknown
        >;
      const history = recordingListSchema.parse(
        await (await server.request('/api/recordings', { session: person.session })).json(),
      );
      const limit = practiceLimitSchema.parse(await get('/api/user/practice-limit'));
      return {
        history: history.items.length,
        stats: (await get('/api/user/stats')).totalSessions,
        me: ((await get('/api/auth/me')).user as { totalSessions: number }).totalSessions,
        month: limit.practiceCount,
        deleted: limit.deletedThisMonth,
      };
    };
    expect(await counts()).toEqual({ history: 2, stats: 2, me: 2, month: 2, deleted: 0 });
    const deleted = await server.request(`/api/recordings/${ids[0]}`, {
      method: 'DELETE',
      session: person.session,
    });
    expect(deleted.status).toBe(204);
    expect(await counts()).toEqual({ history: 1, stats: 1, me: 1, month: 2, deleted: 1 });
  });

  it('keeps no media when the user asked to delete audio after analysis', async () => {
    const { session } = await signedIn({ deleteAudioAfterAnalysis: true });
    const recording = recordingSchema.parse(
      await (await transcribe(form(wavFile(), { duration: '6' }), session)).json(),
    );
    expect(recording.hasMedia).toBe(false);
    expect(recording.wordCount).toBeGreaterThan(0);
    const media = await server.request(`/api/recordings/${recording.id}/media`, { session });
    expect(media.status).toBe(404);
  });
});

describe('GET /api/daily-prompt', () => {
  it("gives today's prompt to anyone", async () => {
    const response = await server.request('/api/daily-prompt');
    expect(response.status).toBe(200);
    const prompt = (await response.json()) as { promptText: string; category: string };
    expect(prompt.promptText.length).toBeGreaterThan(10);
    expect(prompt.category.length).toBeGreaterThan(2);
  });
});

describe('after each analysis', () => {
  it("records the session's value for the active goal (product rules R4.45)", async () => {
    const { user, session } = await signedIn();
    const [template] = await server.db
      .select()
      .from(goalTemplates)
      .where(eq(goalTemplates.targetMetric, 'pace'));
    const chosen = await server.request('/api/goals/select', {
      method: 'POST',
      session,
      json: { templateId: template?.id, category: 'practice' },
    });
    expect(chosen.status).toBe(200);
    const recording = recordingSchema.parse(
      await (await transcribe(form(wavFile(), { duration: '6' }), session)).json(),
    );
    const [goal] = await server.db.select().from(goals).where(eq(goals.userId, user.id));
    expect(goal).toMatchObject({
      currentValue: recording.wordsPerMinute,
      baselineValue: recording.wordsPerMinute,
      baselineRecordingId: recording.id,
      sessionsCount: 1,
      // A pace already inside 130-160 wpm has reached the goal's band at once.
      milestoneLevel:
        (recording.wordsPerMinute ?? 0) >= 130 && (recording.wordsPerMinute ?? 0) <= 160
          ? 'achieved'
          : 'started',
    });
    const progress = await server.db
      .select()
      .from(goalProgress)
      .where(eq(goalProgress.goalId, goal?.id ?? ''));
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatchObject({
      recordingId: recording.id,
      metricValue: recording.wordsPerMinute,
    });

    // The rest of the progress moved with it, with no call from the client.
    const stats = (await (await server.request('/api/user/stats', { session })).json()) as {
      totalSessions: number;
      scoreHistory: { recordingId: string }[];
    };
    expect(stats.totalSessions).toBe(1);
    expect(stats.scoreHistory.map((point) => point.recordingId)).toEqual([recording.id]);
    const skills = (await (await server.request('/api/mastery/skills', { session })).json()) as {
      skills: { practiceCount: number }[];
    };
    expect(skills.skills.map((skill) => skill.practiceCount)).toEqual([1, 1, 1, 1]);
    const challenges = (await (
      await server.request('/api/challenges/active', { session })
    ).json()) as { challenges: { targetMetric: string; currentValue: number }[] };
    // Every week's rotation has a volume challenge (sessions, minutes or days); one session moves each.
    const volume = challenges.challenges.filter((challenge) =>
      ['sessions', 'minutes_spoken', 'practice_days'].includes(challenge.targetMetric),
    );
    expect(volume.length).toBeGreaterThan(0);
    for (const challenge of volume) expect(challenge.currentValue).toBeGreaterThan(0);
  });
});
