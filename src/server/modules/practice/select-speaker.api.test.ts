import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSchema, type Recording } from '@shared/recordings/schemas';
import { ALL_VOICES } from '@shared/recordings/speakers';
import { recordings, users, voiceProfiles } from '../../db/schema';
import { errorMessage, postJson } from '../../test/auth-helpers';
import type { createUser } from '../../test/factories';
import { signedInUser, transcribeForm, wavUpload } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { whileEverySlotIsHeld } from '../../test/work-pool-helpers';
import { espeakDialogue, tempDir } from '../../speech/test/fixtures';

let server: TestServer;
const dir = tempDir('select-speaker');
let dialogue: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  dialogue = fs.readFileSync(espeakDialogue(dir).path);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const signedIn = (overrides: Parameters<typeof createUser>[1] = {}) =>
  signedInUser(server, overrides);

async function uploadDialogue(session: string): Promise<Recording> {
  const body = transcribeForm(wavUpload(dialogue, 'call.wav'));
  const response = await server.request('/api/transcribe', { method: 'POST', body, session });
  expect(response.status).toBe(200);
  return recordingSchema.parse(await response.json());
}

const select = (id: string, speaker: unknown, session?: string) =>
  postJson(server, `/api/recordings/${id}/select-speaker`, { speaker }, session);

describe('speaker selection', () => {
  it('stops a two-person recording before scoring, then scores only the chosen voice', async () => {
    const { user, session } = await signedIn();
    const waiting = await uploadDialogue(session);
    expect(waiting.analysisStatus).toBe('awaiting_speaker');
    expect(new Set(waiting.speakerUtterances.map((u) => u.speaker))).toEqual(new Set(['A', 'B']));
    expect(waiting.suggestedSpeaker).toBeNull();
    // Nothing is scored yet, and the session does not count yet.
    expect(waiting.analysisCompletedAt).toBeNull();
    const [before] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(before?.totalSessions).toBe(0);

    const response = await select(waiting.id, 'B', session);
    expect(response.status).toBe(200);
    const scored = recordingSchema.parse(await response.json());
    expect(scored.analysisStatus).toBe('complete');
    expect(scored.selectedSpeaker).toBe('B');
    const wordsOfB = waiting.wordTimestamps.filter((w) => w.speaker === 'B').length;
    expect(scored.wordCount).toBe(wordsOfB);
    expect(scored.wordCount).toBeLessThan(waiting.wordCount ?? 0);
    expect(scored.energyLevel).not.toBeNull();

    const [after] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.totalSessions).toBe(1);
    // Choosing again is refused: the recording is complete.
    expect(await errorMessage(await select(waiting.id, 'A', session), 409)).toBe(
      'This recording has already been analysed.',
    );

    // The chosen voice is remembered and suggested next time.
    const [profile] = await server.db
      .select()
      .from(voiceProfiles)
      .where(eq(voiceProfiles.userId, user.id));
    expect(profile?.enrollmentRecordingId).toBe(waiting.id);
    const next = await uploadDialogue(session);
    const detail = recordingSchema.parse(
      await (await server.request(`/api/recordings/${next.id}`, { session })).json(),
    );
    expect(detail.suggestedSpeaker).toBe('B');
    // Two dialogues analysed in the request, the first loading the speaker model: minutes
    // under the load of the whole suite on two cores.
  }, 240_000);

  it('counts the session once when the speaker is chosen by several requests at once', async () => {
    // Media dropped after analysis: the first choice to finish removes what the others read.
    const { user, session } = await signedIn({ deleteAudioAfterAnalysis: true });
    const waiting = await uploadDialogue(session);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => select(waiting.id, 'A', session)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const recordings = await Promise.all(
      answers.map(async (answer) => recordingSchema.parse(await answer.json())),
    );
    // Every request answers the one result.
    for (const recording of recordings) {
      expect(recording).toMatchObject({
        id: waiting.id,
        analysisStatus: 'complete',
        selectedSpeaker: 'A',
      });
      expect(recording.analysisCompletedAt).toBe(recordings[0]?.analysisCompletedAt);
    }
    const [after] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.totalSessions).toBe(1);
    const profiles = await server.db
      .select()
      .from(voiceProfiles)
      .where(eq(voiceProfiles.userId, user.id));
    expect(profiles).toHaveLength(1);
    // The other voice cannot be chosen now.
    expect((await select(waiting.id, 'B', session)).status).toBe(409);
  }, 240_000);

  it('scores in one of the prompt slots, waiting while others hold them', async () => {
    const { session } = await signedIn();
    const waiting = await uploadDialogue(session);
    const pool = server.running.services.promptPool;
    const response = await whileEverySlotIsHeld(pool, () => select(waiting.id, 'A', session));
    expect(response.status).toBe(200);
    expect(recordingSchema.parse(await response.json()).analysisStatus).toBe('complete');
    expect(pool.busy).toBe(0);
  }, 240_000);

  it('checks the speaker, the owner and the sign-in; every voice can be chosen', async () => {
    const owner = await signedIn();
    const waiting = await uploadDialogue(owner.session);
    expect(await errorMessage(await select(waiting.id, 'Z', owner.session), 400)).toBe(
      'Please choose one of the speakers heard in this recording.',
    );
    expect(await errorMessage(await select(waiting.id, '', owner.session), 400)).toBe(
      'Please choose a speaker',
    );
    const stranger = await signedIn();
    expect((await select(waiting.id, 'A', stranger.session)).status).toBe(404);
    expect((await select(waiting.id, ALL_VOICES, stranger.session)).status).toBe(404);
    expect((await select(waiting.id, 'A')).status).toBe(401);

    // Whether the voices may be one person follows their signatures: far apart, no doubt;
    // nearly as alike as one person's sides, the page is told the count is a guess.
    const along = (axis: number, tilt: number) => {
      const v = Array.from({ length: 128 }, (_, i) => (i === axis ? 1 : i === 0 ? tilt : 0));
      const norm = Math.hypot(...v);
      return v.map((x) => x / norm);
    };
    const mayBeOne = async (signatures: Record<string, number[]>) => {
      await server.db
        .update(recordings)
        .set({ voiceSignatures: signatures })
        .where(eq(recordings.id, waiting.id));
      const detail = recordingSchema.parse(
        await (
          await server.request(`/api/recordings/${waiting.id}`, { session: owner.session })
        ).json(),
      );
      return detail.speakersMayBeOne;
    };
    expect(await mayBeOne({ A: along(0, 0), B: along(1, 0) })).toBe(false);
    expect(await mayBeOne({ A: along(0, 0), B: along(1, 1.4) })).toBe(true);

    // "All of these are me": every word is scored, no one voice is remembered.
    const all = await select(waiting.id, ALL_VOICES, owner.session);
    expect(all.status).toBe(200);
    const scored = recordingSchema.parse(await all.json());
    expect(scored).toMatchObject({ analysisStatus: 'complete', selectedSpeaker: null });
    expect(scored.wordCount).toBe(waiting.wordCount);
    expect(scored.speakersMayBeOne).toBe(false);
    const [after] = await server.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(after?.totalSessions).toBe(1);
    const profiles = await server.db
      .select()
      .from(voiceProfiles)
      .where(eq(voiceProfiles.userId, owner.user.id));
    expect(profiles).toHaveLength(0);
    // The same choice again answers the result; one voice now is refused.
    expect((await select(waiting.id, ALL_VOICES, owner.session)).status).toBe(200);
    expect((await select(waiting.id, 'A', owner.session)).status).toBe(409);
  }, 240_000);

  it('keeps the audio until the speaker is chosen, then deletes it if the user asked', async () => {
    const { session } = await signedIn({ deleteAudioAfterAnalysis: true });
    const waiting = await uploadDialogue(session);
    expect(waiting.hasMedia).toBe(true);
    const scored = recordingSchema.parse(await (await select(waiting.id, 'A', session)).json());
    expect(scored.hasMedia).toBe(false);
    expect(scored.energyLevel).not.toBeNull();
  });
});
