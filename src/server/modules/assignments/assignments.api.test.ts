import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_MESSAGES,
  clientAssignmentListSchema,
  coachAssignmentDetailSchema,
  coachAssignmentListSchema,
  coachAssignmentSchema,
} from '@shared/assignments/schemas';
import { COACH_MESSAGES } from '@shared/coach/schemas';
import { jobStatusSchema, recordingSchema } from '@shared/recordings/schemas';
import { assignments, recordings } from '../../db/schema';
import { espeak, ffmpeg, tempDir } from '../../speech/test/fixtures';
import { type OutboxMail, postJson } from '../../test/auth-helpers';
import {
  signedInUser,
  transcribeForm,
  wavUpload,
  type UploadFile,
} from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

/*
 * Assignments (product rules R11.1-R11.4): who may call what, bad input, the coach's views, and the
 * refusals of a submission (ATTEMPTS_EXHAUSTED, VIDEO_REQUIRED, ASSIGNMENT_CLOSED, 404),
 * with the race of concurrent submissions for the last attempt.
 */

let server: TestServer;
const dir = tempDir('assignments-api');
let speech: UploadFile;
let silence: UploadFile;
let video: UploadFile;

beforeAll(async () => {
  server = await startTestServer();
  const wav = espeak(
    'I practise a little every day, and it helps me speak clearly.',
    path.join(dir, 'speech.wav'),
  );
  speech = wavUpload(fs.readFileSync(wav));
  const quiet = path.join(dir, 'silence.wav');
  ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '4', quiet);
  silence = wavUpload(fs.readFileSync(quiet), 'silence.wav');
  const mp4 = path.join(dir, 'talk.mp4');
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'color=c=gray:s=160x120:r=5', '-i', wav],
    ...['-shortest', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', mp4],
  );
  video = { bytes: fs.readFileSync(mp4), name: 'talk.mp4', type: 'video/mp4' };
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const coach = (overrides = {}) =>
  signedInUser(server, { userRole: 'coach', name: 'Carla Coach', ...overrides });
const clientOf = (coachId: string, overrides = {}) =>
  signedInUser(server, {
    userRole: 'client',
    coachId,
    isCoachManaged: true,
    name: 'Cody Client',
    ...overrides,
  });

async function coachWithClient() {
  const c = await coach();
  const client = await clientOf(c.user.id);
  return { coach: c, client };
}

const assignmentBody = (clientIds: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Elevator pitch',
  prompt: 'Pitch your project in one minute',
  clientIds,
  ...extra,
});

async function createAssignment(session: string, body: Record<string, unknown>) {
  const response = await postJson(server, '/api/coach/assignments', body, session);
  expect(response.status).toBe(201);
  return coachAssignmentSchema.parse(await response.json());
}

const submit = (session: string, file: UploadFile, assignmentId: string) =>
  server.request('/api/transcribe', {
    method: 'POST',
    session,
    body: transcribeForm(file, { assignmentId, recordingMode: 'upload' }),
  });

async function detail(session: string, id: string) {
  const response = await server.request(`/api/coach/assignments/${id}`, { session });
  expect(response.status).toBe(200);
  return coachAssignmentDetailSchema.parse(await response.json());
}

async function mailsTo(to: string): Promise<OutboxMail[]> {
  const response = await server.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as OutboxMail[];
}

async function errorOf(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as { code: string; message: string; fields?: Record<string, string[]> };
}

describe('assignments: who may call them', () => {
  const id = '00000000-0000-4000-8000-000000000000';

  it('401 for guests on every route', async () => {
    const calls = [
      postJson(server, '/api/coach/assignments', assignmentBody([id])),
      server.request('/api/coach/assignments'),
      server.request(`/api/coach/assignments/${id}`),
      server.request(`/api/coach/assignments/${id}`, { method: 'PATCH', json: { title: 'x' } }),
      server.request(`/api/coach/assignments/${id}/close`, { method: 'POST' }),
      server.request('/api/assignments'),
    ];
    for (const response of await Promise.all(calls)) {
      expect((await errorOf(response, 401)).code).toBe('UNAUTHENTICATED');
    }
  });

  it.each([
    ['a user', {}],
    ['a client', { userRole: 'client' as const }],
    ['an admin who is not a coach', { isAdmin: true }],
  ])('403 for %s on every coach route', async (_label, overrides) => {
    const { session } = await signedInUser(server, overrides);
    const { coach: owner, client } = await coachWithClient();
    const made = await createAssignment(owner.session, assignmentBody([client.user.id]));
    const calls = [
      postJson(server, '/api/coach/assignments', assignmentBody([client.user.id]), session),
      server.request('/api/coach/assignments', { session }),
      server.request(`/api/coach/assignments/${made.id}`, { session }),
      server.request(`/api/coach/assignments/${made.id}`, {
        method: 'PATCH',
        json: { title: 'Mine now' },
        session,
      }),
      server.request(`/api/coach/assignments/${made.id}/close`, { method: 'POST', session }),
    ];
    for (const response of await Promise.all(calls)) {
      const error = await errorOf(response, 403);
      expect(error).toMatchObject({ code: 'FORBIDDEN', message: COACH_MESSAGES.coachOnly });
    }
  });

  it('another coach finds neither the assignment nor the client (404), and changes nothing', async () => {
    const { coach: owner, client } = await coachWithClient();
    const other = await coach();
    const made = await createAssignment(owner.session, assignmentBody([client.user.id]));

    const byOther = [
      server.request(`/api/coach/assignments/${made.id}`, { session: other.session }),
      server.request(`/api/coach/assignments/${made.id}`, {
        method: 'PATCH',
        json: { title: 'Taken over' },
        session: other.session,
      }),
      server.request(`/api/coach/assignments/${made.id}/close`, {
        method: 'POST',
        session: other.session,
      }),
    ];
    for (const response of await Promise.all(byOther)) {
      expect(await errorOf(response, 404)).toMatchObject({
        code: 'NOT_FOUND',
        message: ASSIGNMENT_MESSAGES.notFound,
      });
    }
    // Their own list does not show it.
    const list = coachAssignmentListSchema.parse(
      await (await server.request('/api/coach/assignments', { session: other.session })).json(),
    );
    expect(list.map((a) => a.id)).not.toContain(made.id);
    // Nor may they give their assignment to this coach's client, or add the client to one.
    const stolen = await postJson(
      server,
      '/api/coach/assignments',
      assignmentBody([client.user.id]),
      other.session,
    );
    expect(await errorOf(stolen, 404)).toMatchObject({
      code: 'NOT_FOUND',
      fields: { clientIds: [COACH_MESSAGES.clientNotFound] },
    });
    const ownClient = await clientOf(other.user.id);
    const theirs = await createAssignment(other.session, assignmentBody([ownClient.user.id]));
    const added = await server.request(`/api/coach/assignments/${theirs.id}`, {
      method: 'PATCH',
      json: { addClientIds: [client.user.id] },
      session: other.session,
    });
    expect((await errorOf(added, 404)).code).toBe('NOT_FOUND');

    const after = await detail(owner.session, made.id);
    expect(after).toMatchObject({ title: 'Elevator pitch', status: 'open' });
    expect(after.clients.map((c) => c.clientId)).toEqual([client.user.id]);
  });

  it('a client sees only their own assignments, and submits only for them (404 otherwise)', async () => {
    const { coach: owner, client } = await coachWithClient();
    const sibling = await clientOf(owner.user.id, { name: 'Sam Sibling' });
    const made = await createAssignment(owner.session, assignmentBody([client.user.id]));
    const seen = clientAssignmentListSchema.parse(
      await (await server.request('/api/assignments', { session: sibling.session })).json(),
    );
    expect(seen).toEqual([]);
    const response = await submit(sibling.session, speech, made.id);
    expect(await errorOf(response, 404)).toMatchObject({
      code: 'NOT_FOUND',
      message: ASSIGNMENT_MESSAGES.notFound,
    });
    const unknown = await submit(client.session, speech, '00000000-0000-4000-8000-000000000001');
    expect((await errorOf(unknown, 404)).code).toBe('NOT_FOUND');
    // The coach cannot submit for their own assignment either.
    expect((await errorOf(await submit(owner.session, speech, made.id), 404)).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('assignments: bad input', () => {
  it.each([
    ['an empty title', { title: '  ' }, 'title', ASSIGNMENT_MESSAGES.titleRequired],
    ['a long title', { title: 'x'.repeat(121) }, 'title', ASSIGNMENT_MESSAGES.titleTooLong],
    ['no prompt', { prompt: '' }, 'prompt', ASSIGNMENT_MESSAGES.promptRequired],
    [
      'long instructions',
      { instructions: 'x'.repeat(2001) },
      'instructions',
      ASSIGNMENT_MESSAGES.instructionsTooLong,
    ],
    ['negative attempts', { maxAttempts: -1 }, 'maxAttempts', ASSIGNMENT_MESSAGES.maxAttempts],
    ['too many attempts', { maxAttempts: 21 }, 'maxAttempts', ASSIGNMENT_MESSAGES.maxAttempts],
    ['a past due date', { dueAt: '2020-01-01T00:00:00Z' }, 'dueAt', ASSIGNMENT_MESSAGES.dueAtPast],
    ['a date that is none', { dueAt: 'next friday' }, 'dueAt', ASSIGNMENT_MESSAGES.dueAtInvalid],
    ['no clients', { clientIds: [] }, 'clientIds', ASSIGNMENT_MESSAGES.clientsRequired],
  ])('400 with fields for %s', async (_label, change, field, message) => {
    const { coach: owner, client } = await coachWithClient();
    const response = await postJson(
      server,
      '/api/coach/assignments',
      { ...assignmentBody([client.user.id]), ...change },
      owner.session,
    );
    const error = await errorOf(response, 400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.[field]).toContain(message);
  });

  it('400 for an empty edit, a bad id, and a submission naming no assignment', async () => {
    const { coach: owner, client } = await coachWithClient();
    const made = await createAssignment(owner.session, assignmentBody([client.user.id]));
    const empty = await server.request(`/api/coach/assignments/${made.id}`, {
      method: 'PATCH',
      json: {},
      session: owner.session,
    });
    expect((await errorOf(empty, 400)).message).toBe(ASSIGNMENT_MESSAGES.nothingToChange);
    const badId = await server.request('/api/coach/assignments/not-an-id', {
      session: owner.session,
    });
    expect((await errorOf(badId, 400)).code).toBe('VALIDATION_FAILED');
    const badField = await submit(client.session, speech, 'not-an-id');
    expect(await errorOf(badField, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ASSIGNMENT_MESSAGES.assignmentId,
    });
  });
});

describe('assignments: a coach sets one, the client submits', () => {
  it('creates (201), emails the client, lists each client’s status, takes two attempts and refuses a third', async () => {
    const { coach: owner, client } = await coachWithClient();
    const quiet = await clientOf(owner.user.id, { name: 'Quinn Quiet', coachingEmails: false });
    const made = await createAssignment(
      owner.session,
      assignmentBody([client.user.id, quiet.user.id, client.user.id], {
        instructions: 'Stand up <b>tall</b>.',
        maxAttempts: 2,
        dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    expect(made).toMatchObject({
      maxAttempts: 2,
      videoRequired: false,
      status: 'open',
      instructions: 'Stand up <b>tall</b>.',
    });
    expect(made.clients.map((c) => [c.clientId, c.status, c.attemptsLeft])).toEqual([
      [client.user.id, 'not_started', 2],
      [quiet.user.id, 'not_started', 2],
    ]);

    const [mail] = await mailsTo(client.user.email);
    expect(mail?.subject).toBe('New assignment from Carla Coach: Elevator pitch');
    expect(mail?.text).toContain(`/practice?assignment=${made.id}`);
    expect(await mailsTo(quiet.user.email)).toEqual([]);

    const mine = clientAssignmentListSchema.parse(
      await (await server.request('/api/assignments', { session: client.session })).json(),
    );
    expect(mine).toMatchObject([
      { id: made.id, coachName: 'Carla Coach', attemptsUsed: 0, attemptsLeft: 2 },
    ]);

    const first = await submit(client.session, speech, made.id);
    expect(first.status, await first.clone().text()).toBe(200);
    const firstRecording = recordingSchema.parse(await first.json());
    const second = await submit(client.session, speech, made.id);
    expect(second.status).toBe(200);
    const third = await submit(client.session, speech, made.id);
    expect(await errorOf(third, 409)).toMatchObject({
      code: 'ATTEMPTS_EXHAUSTED',
      message: ASSIGNMENT_MESSAGES.attemptsExhausted,
    });

    const [stored] = await server.db
      .select({ assignmentId: recordings.assignmentId })
      .from(recordings)
      .where(eq(recordings.id, firstRecording.id));
    expect(stored?.assignmentId).toBe(made.id);

    const seen = await detail(owner.session, made.id);
    const row = seen.clients.find((c) => c.clientId === client.user.id);
    expect(row).toMatchObject({ status: 'attempts_used', attemptsUsed: 2, attemptsLeft: 0 });
    expect(row?.lastSubmittedAt).not.toBeNull();
    expect(row?.submissions).toHaveLength(2);
    const submission = row?.submissions.find((s) => s.recordingId === firstRecording.id);
    expect(submission).toMatchObject({
      analysisStatus: 'complete',
      mediaType: 'audio',
      bodyLanguage: null,
      paceWpm: firstRecording.paceWpm,
      fillerWords: firstRecording.fillerWords,
      clarityScore: firstRecording.clarityScore,
    });
    expect(submission?.paceWpm).toBeGreaterThan(0);
    expect(seen.clients.find((c) => c.clientId === quiet.user.id)?.submissions).toEqual([]);

    // The coach is told of each scored submission.
    const coachMails = await mailsTo(owner.user.email);
    expect(
      coachMails.filter((m) => m.subject === 'Cody Client submitted "Elevator pitch"'),
    ).toHaveLength(2);
    expect(coachMails[0]?.text).toContain(`/coach/assignments/${made.id}`);
  });

  it('N concurrent submissions for the last attempt admit exactly one', async () => {
    const { coach: owner, client } = await coachWithClient();
    const made = await createAssignment(
      owner.session,
      assignmentBody([client.user.id], { maxAttempts: 1 }),
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => submit(client.session, speech, made.id)),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const response of answers.filter((r) => r.status === 409)) {
      expect((await response.json()) as { code: string }).toMatchObject({
        code: 'ATTEMPTS_EXHAUSTED',
      });
    }
    const row = (await detail(owner.session, made.id)).clients[0];
    expect(row).toMatchObject({ attemptsUsed: 1, attemptsLeft: 0 });
    expect(row?.submissions).toHaveLength(1);
  });

  it('a recording in which no speech was heard uses no attempt', async () => {
    const { coach: owner, client } = await coachWithClient();
    const made = await createAssignment(
      owner.session,
      assignmentBody([client.user.id], { maxAttempts: 1 }),
    );
    const silent = await submit(client.session, silence, made.id);
    expect(silent.status, await silent.clone().text()).toBe(422);
    expect(await silent.json()).toMatchObject({ code: 'NO_SPEECH_DETECTED', reason: 'silence' });
    expect((await detail(owner.session, made.id)).clients[0]).toMatchObject({
      status: 'not_started',
      attemptsUsed: 0,
      attemptsLeft: 1,
    });
    // No mail for a recording that was not scored.
    expect(await mailsTo(owner.user.email)).toEqual([]);
    expect((await submit(client.session, speech, made.id)).status).toBe(200);
  });

  it('video required: audio is refused (400 VIDEO_REQUIRED), by what the file is and not its name', async () => {
    const { coach: owner, client } = await coachWithClient();
    const made = await createAssignment(
      owner.session,
      assignmentBody([client.user.id], { videoRequired: true, maxAttempts: 1 }),
    );
    const audio = await submit(client.session, speech, made.id);
    expect(await errorOf(audio, 400)).toMatchObject({
      code: 'VIDEO_REQUIRED',
      message: ASSIGNMENT_MESSAGES.videoRequired,
    });
    // Audio called a video is still audio.
    const disguised = { ...speech, name: 'talk.mp4', type: 'video/mp4' };
    expect((await errorOf(await submit(client.session, disguised, made.id), 400)).code).toBe(
      'VIDEO_REQUIRED',
    );
    // A live session in audio is refused alike, before it starts.
    const live = await postJson(
      server,
      '/api/live-sessions',
      { mediaType: 'audio', mimeType: 'audio/webm', assignmentId: made.id },
      client.session,
    );
    expect((await errorOf(live, 400)).code).toBe('VIDEO_REQUIRED');
    // Nothing was counted for the refusals.
    expect((await detail(owner.session, made.id)).clients[0]?.attemptsUsed).toBe(0);

    // A real video is admitted (its frames are read by the worker), and its figures follow.
    const accepted = await submit(client.session, video, made.id);
    expect(accepted.status, await accepted.clone().text()).toBe(202);
    const { jobId } = (await accepted.json()) as { jobId: string };
    const deadline = Date.now() + 240_000;
    let status = 'queued';
    while (Date.now() < deadline && !['completed', 'failed', 'dead_letter'].includes(status)) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const job = jobStatusSchema.parse(
        await (await server.request(`/api/jobs/${jobId}`, { session: client.session })).json(),
      );
      status = job.status;
    }
    expect(status).toBe('completed');
    const [submission] = (await detail(owner.session, made.id)).clients[0]?.submissions ?? [];
    expect(submission).toMatchObject({ mediaType: 'video' });
    expect(submission?.bodyLanguage).not.toBeNull();
    expect(submission?.paceWpm).toBeGreaterThan(0);
  }, 300_000);

  it('closed, or past due: 409 ASSIGNMENT_CLOSED; it leaves the client’s list; a closed one cannot be edited', async () => {
    const { coach: owner, client } = await coachWithClient();
    const closing = await createAssignment(owner.session, assignmentBody([client.user.id]));
    const lapsing = await createAssignment(owner.session, assignmentBody([client.user.id]));
    const closed = await server.request(`/api/coach/assignments/${closing.id}/close`, {
      method: 'POST',
      session: owner.session,
    });
    expect(closed.status).toBe(200);
    const closedBody = coachAssignmentSchema.parse(await closed.json());
    expect(closedBody.status).toBe('closed');
    // Idempotent: closing again keeps the first time.
    const again = coachAssignmentSchema.parse(
      await (
        await server.request(`/api/coach/assignments/${closing.id}/close`, {
          method: 'POST',
          session: owner.session,
        })
      ).json(),
    );
    expect(again.closedAt).toBe(closedBody.closedAt);
    await server.db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(assignments.id, lapsing.id));

    for (const id of [closing.id, lapsing.id]) {
      expect(await errorOf(await submit(client.session, speech, id), 409)).toMatchObject({
        code: 'ASSIGNMENT_CLOSED',
        message: ASSIGNMENT_MESSAGES.closed,
      });
      const live = await postJson(
        server,
        '/api/live-sessions',
        { mediaType: 'audio', mimeType: 'audio/webm', assignmentId: id },
        client.session,
      );
      expect((await errorOf(live, 409)).code).toBe('ASSIGNMENT_CLOSED');
    }
    const mine = clientAssignmentListSchema.parse(
      await (await server.request('/api/assignments', { session: client.session })).json(),
    );
    expect(mine).toEqual([]);

    const edit = await server.request(`/api/coach/assignments/${closing.id}`, {
      method: 'PATCH',
      json: { title: 'Reopened?' },
      session: owner.session,
    });
    expect((await errorOf(edit, 409)).code).toBe('ASSIGNMENT_CLOSED');
    // Past due is not closed: the coach may move the date, and it takes submissions again.
    const moved = await server.request(`/api/coach/assignments/${lapsing.id}`, {
      method: 'PATCH',
      json: { dueAt: new Date(Date.now() + 3_600_000).toISOString() },
      session: owner.session,
    });
    expect(coachAssignmentSchema.parse(await moved.json()).status).toBe('open');
  });

  it('an open live session holds an attempt; a discarded one gives it back', async () => {
    const { coach: owner, client } = await coachWithClient();
    const made = await createAssignment(
      owner.session,
      assignmentBody([client.user.id], { maxAttempts: 1 }),
    );
    const live = await postJson(
      server,
      '/api/live-sessions',
      { mediaType: 'audio', mimeType: 'audio/webm', assignmentId: made.id },
      client.session,
    );
    expect(live.status, await live.clone().text()).toBe(201);
    const { id } = (await live.json()) as { id: string };
    expect((await errorOf(await submit(client.session, speech, made.id), 409)).code).toBe(
      'ATTEMPTS_EXHAUSTED',
    );
    const discarded = await server.request(`/api/live-sessions/${id}`, {
      method: 'DELETE',
      session: client.session,
    });
    expect(discarded.status).toBeLessThan(300);
    expect((await submit(client.session, speech, made.id)).status).toBe(200);
  });

  it('edits, and gives the assignment to more clients, who are emailed; attempts used stay', async () => {
    const { coach: owner, client } = await coachWithClient();
    const later = await clientOf(owner.user.id, { name: 'Lee Later' });
    const made = await createAssignment(owner.session, assignmentBody([client.user.id]));
    const response = await server.request(`/api/coach/assignments/${made.id}`, {
      method: 'PATCH',
      json: {
        title: 'Two-minute pitch',
        maxAttempts: 3,
        videoRequired: false,
        instructions: '',
        addClientIds: [client.user.id, later.user.id],
      },
      session: owner.session,
    });
    expect(response.status).toBe(200);
    const edited = coachAssignmentSchema.parse(await response.json());
    expect(edited).toMatchObject({ title: 'Two-minute pitch', maxAttempts: 3, instructions: null });
    expect(edited.clients.map((c) => c.clientId)).toEqual([client.user.id, later.user.id]);
    // The client who had it is not emailed again; the new one is, with the new title.
    expect(await mailsTo(client.user.email)).toHaveLength(1);
    const [mail] = await mailsTo(later.user.email);
    expect(mail?.subject).toBe('New assignment from Carla Coach: Two-minute pitch');
  });
});

describe('assignments: coaching emails', () => {
  it('escape what coaches and clients wrote in the HTML, and respect the setting', async () => {
    const c = await coach({ name: 'Carla <i>Coach</i>' });
    const client = await clientOf(c.user.id);
    const made = await createAssignment(
      c.session,
      assignmentBody([client.user.id], { title: '<script>alert(1)</script>' }),
    );
    const [mail] = await mailsTo(client.user.email);
    expect(mail?.text).toContain('<script>alert(1)</script>');
    expect(mail?.html).not.toContain('<script>alert(1)</script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<i>Coach</i>');

    // The coach turns coaching emails off: a submission sends them nothing.
    const off = await server.request('/api/auth/preferences', {
      method: 'PATCH',
      json: { coachingEmails: false },
      session: c.session,
    });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { user: { coachingEmails: boolean } }).user.coachingEmails).toBe(
      false,
    );
    expect((await submit(client.session, speech, made.id)).status).toBe(200);
    expect(await mailsTo(c.user.email)).toEqual([]);
  });

  it('PATCH /api/auth/preferences takes coachingEmails alone, and refuses an empty body', async () => {
    const { session } = await signedInUser(server);
    const empty = await server.request('/api/auth/preferences', {
      method: 'PATCH',
      json: {},
      session,
    });
    expect((await errorOf(empty, 400)).code).toBe('VALIDATION_FAILED');
    const wrong = await server.request('/api/auth/preferences', {
      method: 'PATCH',
      json: { coachingEmails: 'yes' },
      session,
    });
    expect((await errorOf(wrong, 400)).fields?.coachingEmails).toBeDefined();
    const me = await server.request('/api/auth/me', { session });
    expect(((await me.json()) as { user: { coachingEmails: boolean } }).user.coachingEmails).toBe(
      true,
    );
  });
});
