import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillerExceptionListSchema } from '@shared/recordings/filler-exceptions';
import { recordingSchema, type Recording } from '@shared/recordings/schemas';
import { goalTemplateListSchema } from '@shared/goals/schemas';
import { fillerDismissals, goalProgress, recordingPhraseCounts } from '../../db/schema';
import { analyzeSpeech } from '../../speech/analyze-transcript';
import { scriptedWords } from '../../speech/metrics/testing/scripted-words';
import { espeak, tempDir } from '../../speech/test/fixtures';
import { errorMessage, postJson } from '../../test/auth-helpers';
import { createScoredRecording } from '../../test/progress-factories';
import { signedInUser, transcribeForm, wavUpload } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { scoredColumns } from './analysis-columns';

let server: TestServer;
const dir = tempDir('filler-corrections');
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Fillers in order: like (after "i"), like (after "we"), um, you know, um. */
const SCRIPT =
  'so yesterday i |0.3| like |0.3| went to the market and we |0.3| like |0.3| bought apples ' +
  'um and then you know |0.3| we left |0.5| um it was fine';

/** A recording analysed from scripted words, stored and counted as an analysis is. */
async function analyzedRecording(userId: string, script = SCRIPT) {
  const words = scriptedWords(script);
  const analysis = analyzeSpeech({ words, punctuated: false });
  const row = await createScoredRecording(server.db, userId, {
    ...scoredColumns(analysis),
    paceWpm: analysis.paceWpm ?? undefined,
    wordTimestamps: words,
    transcriptPunctuated: false,
    wordCount: analysis.wordCount,
  });
  return row.id;
}

const fillerPath = (id: string, index: number | string) =>
  `/api/recordings/${id}/fillers/${index}/dismiss`;
const dismiss = (id: string, index: number | string, session?: string) =>
  server.request(fillerPath(id, index), { method: 'POST', session });
const restore = (id: string, index: number | string, session?: string) =>
  server.request(fillerPath(id, index), { method: 'DELETE', session });

async function recordingOf(response: Response): Promise<Recording> {
  expect(response.status).toBe(200);
  return recordingSchema.parse(await response.json());
}
const getRecording = async (id: string, session: string) =>
  recordingOf(await server.request(`/api/recordings/${id}`, { session }));
async function rules(session: string) {
  const response = await server.request('/api/user/filler-exceptions', { session });
  expect(response.status).toBe(200);
  return fillerExceptionListSchema.parse(await response.json());
}

describe('the filler list', () => {
  it('comes with the recording, in time order, none dismissed', async () => {
    const { user, session } = await signedInUser(server);
    const recording = await getRecording(await analyzedRecording(user.id), session);
    expect(recording.fillers.map((filler) => [filler.index, filler.word])).toEqual([
      [0, 'like'],
      [1, 'like'],
      [2, 'um'],
      [3, 'you know'],
      [4, 'um'],
    ]);
    expect(recording.fillers.every((filler) => !filler.dismissed)).toBe(true);
    expect(recording.fillerWords).toBe(5);
  });
});

describe('POST and DELETE /api/recordings/{id}/fillers/{index}/dismiss', () => {
  it('needs a signed-in user', async () => {
    const { user } = await signedInUser(server);
    const id = await analyzedRecording(user.id);
    expect((await dismiss(id, 0)).status).toBe(401);
    expect((await restore(id, 0)).status).toBe(401);
  });

  it("answers 404 for someone else's recording, the owner's coach included", async () => {
    const { user: coach, session: coachSession } = await signedInUser(server, {
      userRole: 'coach',
    });
    const { user } = await signedInUser(server, { coachId: coach.id });
    const { session: stranger } = await signedInUser(server);
    const id = await analyzedRecording(user.id);
    for (const session of [stranger, coachSession]) {
      expect(await errorMessage(await dismiss(id, 0, session), 404)).toBe('Recording not found');
      expect(await errorMessage(await restore(id, 0, session), 404)).toBe('Recording not found');
    }
    const [row] = await server.db
      .select()
      .from(fillerDismissals)
      .where(eq(fillerDismissals.recordingId, id));
    expect(row).toBeUndefined();
  });

  it('refuses an index that is not a number (400) or not a filler of it (404)', async () => {
    const { user, session } = await signedInUser(server);
    const id = await analyzedRecording(user.id);
    const bad = await dismiss(id, 'first', session);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.index).toEqual(['Filler not found']);
    expect((await dismiss(id, -1, session)).status).toBe(400);
    expect(await errorMessage(await dismiss(id, 5, session), 404)).toBe('Filler not found');
    expect((await dismiss('not-a-uuid', 0, session)).status).toBe(400);
  });

  it('re-scores at once without the filler, idempotently, and undo restores every value', async () => {
    const { user, session } = await signedInUser(server);
    const id = await analyzedRecording(user.id);
    const before = await getRecording(id, session);

    const after = await recordingOf(await dismiss(id, 2, session));
    expect(after.fillerWords).toBe((before.fillerWords ?? 0) - 1);
    expect(after.detectedFillers).toEqual({ like: 2, um: 1, 'you know': 1 });
    expect(after.fillerPercentage).toBeLessThan(before.fillerPercentage ?? 0);
    expect(after.fillerPercentage).toBe(Math.round((4 / (after.wordCount ?? 1)) * 10_000) / 100);
    expect(after.fillerScore).toBeGreaterThanOrEqual(before.fillerScore);
    expect(after.fillerReasoning).toContain('You used 4 filler words');
    expect(after.fillerReasoning).not.toBe(before.fillerReasoning);
    expect(after.fillers[2]).toMatchObject({ word: 'um', dismissed: true });
    expect(after.fillers.filter((filler) => filler.dismissed)).toHaveLength(1);
    // Stored: a fresh read answers the same.
    expect(await getRecording(id, session)).toEqual(after);

    // Again: nothing changes.
    expect(await recordingOf(await dismiss(id, 2, session))).toEqual(after);

    // A filled pause teaches nothing.
    expect(await rules(session)).toEqual([]);

    const undone = await recordingOf(await restore(id, 2, session));
    expect(undone).toEqual(before);
    expect(await recordingOf(await restore(id, 2, session))).toEqual(before);
  });

  it('counts two dismissals sent at once, of different fillers', async () => {
    const { user, session } = await signedInUser(server);
    const id = await analyzedRecording(user.id);
    const [first, second] = await Promise.all([dismiss(id, 2, session), dismiss(id, 4, session)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const after = await getRecording(id, session);
    expect(after.fillerWords).toBe(3);
    expect(after.detectedFillers).toEqual({ like: 2, 'you know': 1 });
    expect(after.fillers.filter((filler) => filler.dismissed).map((f) => f.index)).toEqual([2, 4]);
    const rows = await server.db
      .select()
      .from(fillerDismissals)
      .where(eq(fillerDismissals.recordingId, id));
    expect(rows.map((row) => row.fillerIndex).sort()).toEqual([2, 4]);
  });
});

describe('what a dismissal teaches', () => {
  it('"like" after "I" becomes a rule; undo removes it unless another dismissal taught it', async () => {
    const { user, session } = await signedInUser(server);
    const first = await analyzedRecording(user.id);
    const second = await analyzedRecording(user.id);

    await recordingOf(await dismiss(first, 0, session));
    const taught = await rules(session);
    expect(taught.map((rule) => [rule.word, rule.previousWord])).toEqual([['like', 'i']]);

    // The same rule taught again, by another recording: still one rule.
    await recordingOf(await dismiss(second, 0, session));
    expect(await rules(session)).toHaveLength(1);

    // Undoing one leaves the rule the other also taught; undoing both removes it.
    await recordingOf(await restore(first, 0, session));
    expect(await rules(session)).toHaveLength(1);
    await recordingOf(await restore(second, 0, session));
    expect(await rules(session)).toEqual([]);
  });

  it('changes no recording already analysed', async () => {
    const { user, session } = await signedInUser(server);
    const first = await analyzedRecording(user.id);
    const other = await analyzedRecording(user.id);
    const untouched = await getRecording(other, session);
    await recordingOf(await dismiss(first, 0, session));
    expect(await getRecording(other, session)).toEqual(untouched);
  });
});

describe('what the filler count feeds', () => {
  it("moves the goal's figures, the stats and the crutch-phrase counts", async () => {
    const { user, session } = await signedInUser(server);
    const templates = goalTemplateListSchema.parse(
      await (await server.request('/api/goal-templates')).json(),
    );
    const template = templates.find((entry) => entry.title === 'Cut the Filler Words');
    const chosen = await postJson(
      server,
      '/api/goals/select',
      { templateId: template?.id, category: 'practice' },
      session,
    );
    expect(chosen.status).toBe(200);
    const id = await analyzedRecording(user.id);
    const [counted] = await server.db
      .select()
      .from(goalProgress)
      .where(eq(goalProgress.recordingId, id));
    const statsBefore = (await (
      await server.request('/api/user/analysis-stats', { session })
    ).json()) as { stats: { averageFillerWords: number } };

    const after = await recordingOf(await dismiss(id, 1, session));
    const [revised] = await server.db
      .select()
      .from(goalProgress)
      .where(eq(goalProgress.recordingId, id));
    expect(revised?.metricValue).toBe(after.fillerPercentage);
    expect(revised?.metricValue).toBeLessThan(counted?.metricValue ?? 0);
    const active = (await (await server.request('/api/goals/active', { session })).json()) as {
      goal: { currentValue: number | null };
    };
    expect(active.goal.currentValue).toBe(after.fillerPercentage);
    const statsAfter = (await (
      await server.request('/api/user/analysis-stats', { session })
    ).json()) as { stats: { averageFillerWords: number } };
    expect(statsAfter.stats.averageFillerWords).toBe(statsBefore.stats.averageFillerWords - 1);

    const phrases = await server.db
      .select()
      .from(recordingPhraseCounts)
      .where(eq(recordingPhraseCounts.recordingId, id));
    expect(phrases.find((row) => row.phrase === 'like')?.count).toBe(1);
  });
});

describe('GET and DELETE /api/user/filler-exceptions', () => {
  it('needs a signed-in user', async () => {
    expect((await server.request('/api/user/filler-exceptions')).status).toBe(401);
    expect((await server.request('/api/user/filler-exceptions', { method: 'DELETE' })).status).toBe(
      401,
    );
    expect(
      (
        await server.request('/api/user/filler-exceptions/5b3c7a2e-1f4d-4c6b-9e8a-2d1f0c9b8a71', {
          method: 'DELETE',
        })
      ).status,
    ).toBe(401);
  });

  it("removes one of the person's rules, refuses another's (404) and a bad id (400), clears all", async () => {
    const { user, session } = await signedInUser(server);
    const { session: stranger } = await signedInUser(server);
    const id = await analyzedRecording(user.id);
    await recordingOf(await dismiss(id, 0, session));
    await recordingOf(await dismiss(id, 1, session));
    await recordingOf(await dismiss(id, 3, session));
    const taught = await rules(session);
    expect(taught.map((rule) => `${rule.word}/${rule.previousWord}`)).toEqual([
      'like/i',
      'like/we',
      'you know/then',
    ]);
    const [first] = taught;
    const path1 = `/api/user/filler-exceptions/${first?.id}`;
    expect(
      await errorMessage(await server.request(path1, { method: 'DELETE', session: stranger }), 404),
    ).toBe('Rule not found');
    const bad = await server.request('/api/user/filler-exceptions/nope', {
      method: 'DELETE',
      session,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields.id).toEqual([
      'Rule not found',
    ]);
    expect((await server.request(path1, { method: 'DELETE', session })).status).toBe(204);
    expect(await rules(session)).toHaveLength(2);
    // The recording keeps its correction: removing a rule changes only later analyses.
    expect((await getRecording(id, session)).fillerWords).toBe(2);

    const cleared = await server.request('/api/user/filler-exceptions', {
      method: 'DELETE',
      session,
    });
    expect(cleared.status).toBe(204);
    expect(await rules(session)).toEqual([]);
  });
});

describe('an uploaded recording', () => {
  it('lowers fillerWords by one when its first filler is dismissed', async () => {
    const { session } = await signedInUser(server);
    const wav = espeak(
      'So, um, today I want to talk about why practice matters. Uh, when we practise every day, um, ' +
        'we get better. I like apples, and, uh, I like speaking clearly.',
      path.join(dir, 'fillers.wav'),
    );
    const body = transcribeForm(wavUpload(fs.readFileSync(wav)), { recordingMode: 'upload' });
    const uploaded = await recordingOf(
      await server.request('/api/transcribe', { method: 'POST', body, session }),
    );
    expect(uploaded.fillerWords).toBeGreaterThanOrEqual(1);
    expect(uploaded.fillers.length).toBe(uploaded.fillerWords);
    const after = await recordingOf(await dismiss(uploaded.id, 0, session));
    expect(after.fillerWords).toBe((uploaded.fillerWords ?? 0) - 1);
    expect((await getRecording(uploaded.id, session)).fillerWords).toBe(after.fillerWords);
  }, 180_000);
});
