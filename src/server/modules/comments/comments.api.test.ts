import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_ACCOUNT_MAX } from '@shared/abuse/rate-limits';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  recordingCommentListSchema,
  recordingCommentSchema,
} from '@shared/recordings/comment-schemas';
import { recordingSchema } from '@shared/recordings/schemas';
import { latestMail, postJson } from '../../test/auth-helpers';
import { createScoredRecording } from '../../test/progress-factories';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { updateUser } from '../auth';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const coach = (name = 'Carla Coach') => signedInUser(server, { userRole: 'coach', name });

/** A coach, their client (name Cody Client) and one 180-second analysed recording of the client. */
async function coachingWorld(clientOverrides: { coachingEmails?: boolean } = {}) {
  const theCoach = await coach();
  const client = await signedInUser(server, {
    userRole: 'client',
    name: 'Cody Client',
    coachId: theCoach.user.id,
    isCoachManaged: true,
    ...clientOverrides,
  });
  const recording = await createScoredRecording(server.db, client.user.id, { duration: 180 });
  return { coach: theCoach, client, recording };
}

const commentsPath = (recordingId: string) => `/api/recordings/${recordingId}/comments`;

async function postComment(recordingId: string, json: unknown, session?: string) {
  return postJson(server, commentsPath(recordingId), json, session);
}

async function created(response: Response) {
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return recordingCommentSchema.parse(JSON.parse(text));
}

async function listOf(recordingId: string, session: string) {
  const response = await server.request(commentsPath(recordingId), { session });
  expect(response.status).toBe(200);
  return recordingCommentListSchema.parse(await response.json());
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; fields: Record<string, string[]> };
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.fields;
}

describe('comments: who may call them', () => {
  it('asks guests to sign in (401) on every comment route', async () => {
    const { recording } = await coachingWorld();
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      server.request(commentsPath(recording.id)),
      postComment(recording.id, { atSeconds: 1, text: 'Hello' }),
      server.request(`${commentsPath(recording.id)}/${id}`, { method: 'DELETE' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it.each([
    ['another coach', { userRole: 'coach' as const }],
    ['another user', {}],
    ['an admin', { isAdmin: true }],
  ])('answers %s 404 everywhere, as if the recording did not exist', async (_label, overrides) => {
    const world = await coachingWorld();
    const comment = await created(
      await postComment(world.recording.id, { atSeconds: 2, text: 'Mine' }, world.coach.session),
    );
    const stranger = await signedInUser(server, overrides);
    const answers = await Promise.all([
      server.request(commentsPath(world.recording.id), { session: stranger.session }),
      postComment(world.recording.id, { atSeconds: 1, text: 'hi' }, stranger.session),
      server.request(`${commentsPath(world.recording.id)}/${comment.id}`, {
        method: 'DELETE',
        session: stranger.session,
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await listOf(world.recording.id, world.client.session)).toHaveLength(1);
  });

  it("refuses the client's coach once they are no longer a coach", async () => {
    const world = await coachingWorld();
    // Through the repository, as every write to users goes: the login cache hears of it.
    await updateUser(server.db, world.coach.user.id, { userRole: 'user' });
    const answer = await postComment(
      world.recording.id,
      { atSeconds: 1, text: 'hi' },
      world.coach.session,
    );
    expect(answer.status).toBe(404);
  });

  it('answers 404 for a recording that does not exist', async () => {
    const { coach: theCoach } = await coachingWorld();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await server.request(commentsPath(missing), { session: theCoach.session })).status,
    ).toBe(404);
  });
});

describe('comments: what they take', () => {
  it.each([
    ['empty text', { atSeconds: 1, text: '   ' }, 'text', COMMENT_MESSAGES.textRequired],
    [
      'text over the limit',
      { atSeconds: 1, text: 'a'.repeat(COMMENT_MAX_LENGTH + 1) },
      'text',
      COMMENT_MESSAGES.textTooLong,
    ],
    [
      'a negative time',
      { atSeconds: -0.5, text: 'Hi' },
      'atSeconds',
      COMMENT_MESSAGES.timeNegative,
    ],
    ['a time that is not a number', { atSeconds: '4', text: 'Hi' }, 'atSeconds', undefined],
    [
      'a time past the end',
      { atSeconds: 180.5, text: 'Hi' },
      'atSeconds',
      COMMENT_MESSAGES.timePastEnd(180),
    ],
  ])('refuses %s with 400 and the field', async (_label, json, field, message) => {
    const world = await coachingWorld();
    const fields = await fieldsOf(await postComment(world.recording.id, json, world.coach.session));
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toEqual([message]);
    expect(await listOf(world.recording.id, world.coach.session)).toEqual([]);
  });

  it('takes a comment of exactly the limit, trimmed, and a time at the very end', async () => {
    const world = await coachingWorld();
    const text = 'b'.repeat(COMMENT_MAX_LENGTH);
    const comment = await created(
      await postComment(
        world.recording.id,
        { atSeconds: 180, text: `  ${text}  ` },
        world.coach.session,
      ),
    );
    expect(comment.text).toBe(text);
    expect(comment.atSeconds).toBe(180);
  });

  it("refuses a reply to another recording's comment", async () => {
    const world = await coachingWorld();
    const elsewhere = await createScoredRecording(server.db, world.client.user.id);
    const foreign = await created(
      await postComment(elsewhere.id, { atSeconds: 1, text: 'Other take' }, world.coach.session),
    );
    const fields = await fieldsOf(
      await postComment(
        world.recording.id,
        { atSeconds: 1, text: 'Reply', replyToId: foreign.id },
        world.client.session,
      ),
    );
    expect(fields.replyToId).toEqual([COMMENT_MESSAGES.replyNotFound]);
  });
});

describe('comments: a coach comments, the client reads and replies', () => {
  it('stores the coach comment, shows it to the client in time order, and takes replies', async () => {
    const world = await coachingWorld();
    const late = await created(
      await postComment(
        world.recording.id,
        { atSeconds: 60, text: 'Strong close.' },
        world.coach.session,
      ),
    );
    const early = await created(
      await postComment(
        world.recording.id,
        { atSeconds: 4.5, text: "Slow down on 'ask not'." },
        world.coach.session,
      ),
    );
    expect(early).toMatchObject({
      recordingId: world.recording.id,
      atSeconds: 4.5,
      text: "Slow down on 'ask not'.",
      replyToId: null,
      author: { id: world.coach.user.id, name: 'Carla Coach', role: 'coach' },
      canDelete: true,
    });

    const reply = await created(
      await postComment(
        world.recording.id,
        { atSeconds: 4.5, text: 'Will do!', replyToId: early.id },
        world.client.session,
      ),
    );
    expect(reply).toMatchObject({
      replyToId: early.id,
      author: { id: world.client.user.id, name: 'Cody Client', role: 'owner' },
      canDelete: true,
    });

    const seenByClient = await listOf(world.recording.id, world.client.session);
    expect(seenByClient.map((c) => [c.id, c.canDelete])).toEqual([
      [early.id, false],
      [reply.id, true],
      [late.id, false],
    ]);
    const seenByCoach = await listOf(world.recording.id, world.coach.session);
    expect(seenByCoach.map((c) => [c.id, c.canDelete])).toEqual([
      [early.id, true],
      [reply.id, false],
      [late.id, true],
    ]);
  });

  it('lets the owner keep notes of their own, without a coach', async () => {
    const owner = await signedInUser(server);
    const recording = await createScoredRecording(server.db, owner.user.id, { duration: 30 });
    const note = await created(
      await postComment(recording.id, { atSeconds: 12, text: 'Breathe here' }, owner.session),
    );
    expect(note.author.role).toBe('owner');
    expect(await listOf(recording.id, owner.session)).toHaveLength(1);
  });

  it('mails the client the moment and the escaped text, with a link to the recording', async () => {
    const world = await coachingWorld();
    await created(
      await postComment(
        world.recording.id,
        { atSeconds: 4.5, text: 'Try <b>this</b> & "that"' },
        world.coach.session,
      ),
    );
    const mail = await latestMail(server, world.client.user.email);
    expect(mail.subject).toBe('Carla Coach commented on your recording');
    expect(mail.text).toContain('at 0:04');
    expect(mail.text).toContain('Try <b>this</b> & "that"');
    expect(mail.text).toContain(`/recordings/${world.recording.id}`);
    expect(mail.html).toContain('Try &lt;b&gt;this&lt;/b&gt; &amp; &quot;that&quot;');
    expect(mail.html).not.toContain('<b>this</b>');
  });

  it('sends no mail when the client turned coaching emails off, nor for their own replies', async () => {
    const world = await coachingWorld({ coachingEmails: false });
    await created(
      await postComment(
        world.recording.id,
        { atSeconds: 1, text: 'Quiet one' },
        world.coach.session,
      ),
    );
    const own = await coachingWorld();
    await created(
      await postComment(own.recording.id, { atSeconds: 1, text: 'My note' }, own.client.session),
    );
    for (const email of [world.client.user.email, own.client.user.email]) {
      const response = await server.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      expect(await response.json()).toEqual([]);
    }
  });
});

describe('comments: deleting', () => {
  it('deletes by the author only; the owner cannot remove the coach comment', async () => {
    const world = await coachingWorld();
    const comment = await created(
      await postComment(world.recording.id, { atSeconds: 3, text: 'Pause' }, world.coach.session),
    );
    const reply = await created(
      await postComment(
        world.recording.id,
        { atSeconds: 3, text: 'OK', replyToId: comment.id },
        world.client.session,
      ),
    );
    const path = `${commentsPath(world.recording.id)}/${comment.id}`;
    const refused = await server.request(path, { method: 'DELETE', session: world.client.session });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: COMMENT_MESSAGES.notAuthor,
    });
    expect(await listOf(world.recording.id, world.client.session)).toHaveLength(2);

    const deleted = await server.request(path, { method: 'DELETE', session: world.coach.session });
    expect(deleted.status).toBe(204);
    // The client's reply went with the comment it answered.
    expect(await listOf(world.recording.id, world.client.session)).toEqual([]);
    const replyPath = `${commentsPath(world.recording.id)}/${reply.id}`;
    expect(
      (await server.request(replyPath, { method: 'DELETE', session: world.client.session })).status,
    ).toBe(404);

    const again = await server.request(path, { method: 'DELETE', session: world.coach.session });
    expect(again.status).toBe(404);
  });

  it('finds no comment of another recording under this one', async () => {
    const world = await coachingWorld();
    const elsewhere = await createScoredRecording(server.db, world.client.user.id);
    const comment = await created(
      await postComment(elsewhere.id, { atSeconds: 1, text: 'There' }, world.coach.session),
    );
    const answer = await server.request(`${commentsPath(world.recording.id)}/${comment.id}`, {
      method: 'DELETE',
      session: world.coach.session,
    });
    expect(answer.status).toBe(404);
    expect(await listOf(elsewhere.id, world.coach.session)).toHaveLength(1);
  });

  it('settles a reply racing the deletion of its comment: never a crash', async () => {
    const world = await coachingWorld();
    for (let round = 0; round < 5; round += 1) {
      const parent = await created(
        await postComment(
          world.recording.id,
          { atSeconds: 2, text: `Q${round}` },
          world.coach.session,
        ),
      );
      const [reply, deletion] = await Promise.all([
        postComment(
          world.recording.id,
          { atSeconds: 2, text: `A${round}`, replyToId: parent.id },
          world.client.session,
        ),
        server.request(`${commentsPath(world.recording.id)}/${parent.id}`, {
          method: 'DELETE',
          session: world.coach.session,
        }),
      ]);
      expect(deletion.status).toBe(204);
      // Either the reply came first (and went with its comment) or it found none.
      expect([201, 400]).toContain(reply.status);
    }
    expect(await listOf(world.recording.id, world.coach.session)).toEqual([]);
  });

  it('deletes the replies under a comment, replies to replies too, and nothing else', async () => {
    const world = await coachingWorld();
    const post = async (json: object, session: string) =>
      created(await postComment(world.recording.id, json, session));
    const head = await post({ atSeconds: 5, text: 'Head' }, world.coach.session);
    const answer = await post(
      { atSeconds: 5, text: 'Answer', replyToId: head.id },
      world.client.session,
    );
    const deeper = await post(
      { atSeconds: 5, text: 'Deeper', replyToId: answer.id },
      world.coach.session,
    );
    const sibling = await post(
      { atSeconds: 5, text: 'Sibling', replyToId: head.id },
      world.coach.session,
    );
    const other = await post({ atSeconds: 9, text: 'Other' }, world.coach.session);
    const otherReply = await post(
      { atSeconds: 9, text: 'Other reply', replyToId: other.id },
      world.client.session,
    );
    const elsewhere = await createScoredRecording(server.db, world.client.user.id);
    const kept = await created(
      await postComment(elsewhere.id, { atSeconds: 1, text: 'Kept' }, world.coach.session),
    );
    const remove = (id: string, session: string) =>
      server.request(`${commentsPath(world.recording.id)}/${id}`, { method: 'DELETE', session });

    // The client deletes their reply: the coach's answer to it goes too, the thread stays.
    expect((await remove(answer.id, world.client.session)).status).toBe(204);
    const afterReply = await listOf(world.recording.id, world.coach.session);
    expect(afterReply.map((c) => c.id)).toEqual([head.id, sibling.id, other.id, otherReply.id]);
    expect(afterReply.find((c) => c.id === sibling.id)?.replyToId).toBe(head.id);
    expect(deeper.replyToId).toBe(answer.id);

    // The coach deletes the head: the whole thread goes, the other thread stays.
    expect((await remove(head.id, world.coach.session)).status).toBe(204);
    const afterHead = await listOf(world.recording.id, world.client.session);
    expect(afterHead.map((c) => [c.id, c.replyToId])).toEqual([
      [other.id, null],
      [otherReply.id, other.id],
    ]);
    expect((await listOf(elsewhere.id, world.client.session)).map((c) => c.id)).toEqual([kept.id]);
  });

  it('leaves no reply behind when replies race the deletion of their thread', async () => {
    const world = await coachingWorld();
    const head = await created(
      await postComment(world.recording.id, { atSeconds: 2, text: 'Q' }, world.coach.session),
    );
    const first = await created(
      await postComment(
        world.recording.id,
        { atSeconds: 2, text: 'A', replyToId: head.id },
        world.client.session,
      ),
    );
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, (_, index) =>
        postComment(
          world.recording.id,
          { atSeconds: 2, text: `More ${index}`, replyToId: index % 2 ? head.id : first.id },
          world.client.session,
        ),
      ),
      server.request(`${commentsPath(world.recording.id)}/${head.id}`, {
        method: 'DELETE',
        session: world.coach.session,
      }),
    ]);
    expect(answers.at(-1)?.status).toBe(204);
    for (const reply of answers.slice(0, -1)) expect([201, 400]).toContain(reply.status);
    expect(await listOf(world.recording.id, world.coach.session)).toEqual([]);
  });
});

describe('comments: rate limit', () => {
  it(`refuses the comment after ${COMMENT_ACCOUNT_MAX} in an hour with 429`, async () => {
    const owner = await signedInUser(server);
    const recording = await createScoredRecording(server.db, owner.user.id, { duration: 30 });
    for (let index = 0; index < COMMENT_ACCOUNT_MAX; index += 1) {
      const answer = await postComment(
        recording.id,
        { atSeconds: 1, text: `n${index}` },
        owner.session,
      );
      expect(answer.status).toBe(201);
    }
    const refused = await postComment(
      recording.id,
      { atSeconds: 1, text: 'one more' },
      owner.session,
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  }, 120_000);
});

describe("the coach's view of a client's recording", () => {
  const path = (clientId: string, recordingId: string) =>
    `/api/coach/clients/${clientId}/recordings/${recordingId}`;

  it('gives the coach the recording with its analysis', async () => {
    const world = await coachingWorld();
    const response = await server.request(path(world.client.user.id, world.recording.id), {
      session: world.coach.session,
    });
    expect(response.status).toBe(200);
    const recording = recordingSchema.parse(await response.json());
    expect(recording).toMatchObject({ id: world.recording.id, duration: 180 });
  });

  it('is for the coach of that client only', async () => {
    const world = await coachingWorld();
    const url = path(world.client.user.id, world.recording.id);
    expect((await server.request(url)).status).toBe(401);
    expect((await server.request(url, { session: world.client.session })).status).toBe(403);
    const other = await coach('Oscar Othercoach');
    expect((await server.request(url, { session: other.session })).status).toBe(404);
    // A recording of someone else, asked under the coach's client, is missing too.
    const stranger = await signedInUser(server);
    const theirs = await createScoredRecording(server.db, stranger.user.id);
    const mixed = await server.request(path(world.client.user.id, theirs.id), {
      session: world.coach.session,
    });
    expect(mixed.status).toBe(404);
  });
});
