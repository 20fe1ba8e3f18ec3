import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillerExceptions } from '../db/schema';
import { createLocalMediaStore } from '../media/local-media-store';
import { resolveMediaKey } from '../media/media-key';
import { hashSecret } from '../modules/auth';
import { createJob } from '../modules/practice/job-repository';
import { uniqueEmail } from '../test/auth-helpers';
import { createUser, signInAs } from '../test/factories';
import { operationsOf } from '../test/fuzz-requests';
import { createScoredRecording } from '../test/progress-factories';
import { transcribeForm } from '../test/recording-helpers';
import { startTestServer, type TestServer } from '../test/test-server';

/*
 * Who may call what: every operation of the app's OpenAPI document, asked
 * by each actor below, against ONE table of expected outcomes. A route added to the document
 * without a row fails the first test, so every new route gets a policy.
 *
 * Each row names a VALID request (Fastify validates the body before the handler looks at the
 * login, so a bad body would answer 400 even to a guest) and the object it is about. The
 * outcome per actor is what the product should do (docs/decisions.md: admins only for the
 * admin routes and the queue probe, coaches for /api/coach/*, a coach only for their own
 * clients, a recording's owner alone for it except its media, which its owner's coach may
 * replay; another person's object answers 404, as if it did not exist):
 *   401 / 403 / 404  refused, with the policy's code (UNAUTHENTICATED; FORBIDDEN or
 *                    ADMIN_REQUIRED; NOT_FOUND);
 *   'allowed'        anything else under 500: the request got past the policy (a 400, 409 or
 *                    415 about the request itself still counts, but not a schema refusal,
 *                    VALIDATION_FAILED, which would mean the table's request is wrong, nor
 *                    429, which would mean the test was throttled).
 */

const ACTORS = [
  'guest',
  'free',
  'premium',
  'coach',
  'client',
  'other',
  'otherCoach',
  'admin',
] as const;
type Actor = (typeof ACTORS)[number];
type Member = Exclude<Actor, 'guest'>;

const LABELS: Record<Actor, string> = {
  guest: 'guest',
  free: 'free user',
  premium: 'premium user',
  coach: 'coach',
  client: "the coach's client",
  other: 'another user',
  // Not in the issue's list: without a second coach, "a coach sees only their own clients"
  // would go untested.
  otherCoach: 'another coach',
  admin: 'admin',
};

type Outcome = 401 | 403 | 404 | 'allowed';
type Policy = Record<Actor, Outcome>;

const policy = (rest: Outcome, cells: Partial<Policy>): Policy =>
  Object.fromEntries(ACTORS.map((actor) => [actor, cells[actor] ?? rest])) as Policy;

/** Anyone, signed in or not. */
const EVERYONE = policy('allowed', {});
/** Any signed-in person, about their own account or data. */
const SIGNED_IN = policy('allowed', { guest: 401 });
const ADMINS = policy(403, { guest: 401, admin: 'allowed' });
const COACHES = policy(403, { guest: 401, coach: 'allowed', otherCoach: 'allowed' });
/** A coach route about the coach's client: their coach only; another coach sees no such client. */
const THE_CLIENTS_COACH = policy(403, { guest: 401, coach: 'allowed', otherCoach: 404 });
/** An object that is `owner`'s alone: every other signed-in person gets 404. */
const OWNER = (owner: Member, also: Partial<Policy> = {}) =>
  policy(404, { guest: 401, [owner]: 'allowed', ...also });

const PASSWORD = 'correct-horse-battery';
const json = (value: unknown) => ({ json: value });

let server: TestServer;
let passwordHash: string;
let goalTemplateId: string;

interface Person {
  user: Awaited<ReturnType<typeof createUser>>;
  /** The token of the person's login. */
  login: string;
}

/** What one request sends, besides its method and the actor's login. */
interface Call {
  params?: Record<string, string>;
  query?: string;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
}

async function okJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * The people and objects the requests are about, made the first time a row asks for them.
 * One world is shared by the rows whose requests change nothing that matters; a row marked
 * `fresh` gets a new world per cell, so a sign-out, a deletion or a payment in one cell
 * never reaches another.
 */
class World {
  readonly #people = new Map<Member, Promise<Person>>();
  readonly #things = new Map<string, Promise<unknown>>();

  person(who: Member): Promise<Person> {
    let made = this.#people.get(who);
    if (!made) {
      made = this.#makePerson(who);
      this.#people.set(who, made);
    }
    return made;
  }

  async loginOf(actor: Actor) {
    return actor === 'guest' ? undefined : (await this.person(actor)).login;
  }

  async #makePerson(who: Member): Promise<Person> {
    const roles: Record<Member, () => Promise<Parameters<typeof createUser>[1]>> = {
      free: async () => ({}),
      premium: async () => ({ subscriptionStatus: 'active', subscriptionPlan: 'monthly' }),
      coach: async () => ({ userRole: 'coach' }),
      client: async () => ({
        userRole: 'client',
        coachId: (await this.person('coach')).user.id,
        isCoachManaged: true,
      }),
      other: async () => ({}),
      otherCoach: async () => ({ userRole: 'coach' }),
      admin: async () => ({ isAdmin: true }),
    };
    const user = await createUser(server.db, {
      email: uniqueEmail(who.toLowerCase()),
      passwordHash,
      ...(await roles[who]()),
    });
    return { user, login: await signInAs(server.db, user.id) };
  }

  #once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let made = this.#things.get(key) as Promise<T> | undefined;
    if (!made) {
      made = make();
      this.#things.set(key, made);
    }
    return made;
  }

  /** The free user's analysed recording. */
  recording() {
    return this.#once('recording', async () =>
      createScoredRecording(server.db, (await this.person('free')).user.id),
    );
  }

  /** The free user's active goal, chosen as the goal picker chooses it. */
  goal() {
    return this.#once('goal', async () => {
      const response = await server.request('/api/goals/select', {
        method: 'POST',
        session: (await this.person('free')).login,
        json: { templateId: goalTemplateId, category: 'practice' },
      });
      return (await okJson<{ goal: { id: string } }>(response, 'selecting a goal')).goal;
    });
  }

  /** A finished analysis job of the free user. */
  job() {
    return this.#once('job', async () =>
      createJob(server.db, {
        userId: (await this.person('free')).user.id,
        jobType: 'transcription',
        status: 'completed',
        progress: 100,
      }),
    );
  }

  /** The free user's open live session, opened as the practice page opens one. */
  liveSession() {
    return this.#once('live', async () => {
      const response = await server.request('/api/live-sessions', {
        method: 'POST',
        session: (await this.person('free')).login,
        json: { mediaType: 'audio', mimeType: 'audio/webm' },
      });
      return okJson<{ id: string }>(response, 'opening a live session');
    });
  }

  /** An unfinished resumable upload of the free user, created as tus-js-client creates one. */
  upload() {
    return this.#once('upload', async () => {
      const response = await server.request('/api/uploads', {
        method: 'POST',
        session: (await this.person('free')).login,
        headers: TUS_CREATION,
      });
      if (response.status !== 201) throw new Error(`creating an upload: ${response.status}`);
      return { id: (response.headers.get('location') ?? '').split('/').pop() ?? '' };
    });
  }

  /** An analysed recording of the coach's client, with its audio in the media store. */
  clientRecordingWithMedia() {
    return this.#once('client-media', async () => {
      const { config } = server.running;
      const store = createLocalMediaStore({
        root: config.mediaDir,
        key: resolveMediaKey({
          configured: config.MEDIA_ENCRYPTION_KEY,
          mediaDir: config.mediaDir,
        }),
      });
      const stored = await store.save(Readable.from([silentWav()]), { prefix: 'recordings' });
      return createScoredRecording(server.db, (await this.person('client')).user.id, {
        mediaFilePath: stored.key,
        mediaSizeBytes: stored.size,
        mediaType: 'audio',
        mediaMimeType: 'audio/wav',
      });
    });
  }

  /** The coach's assignment for their client (product rules R11.1), made as the dialog makes it. */
  assignment() {
    return this.#once('assignment', async () => {
      const response = await server.request('/api/coach/assignments', {
        method: 'POST',
        session: (await this.person('coach')).login,
        json: assignmentFor((await this.person('client')).user.id),
      });
      return okJson<{ id: string }>(response, 'setting an assignment');
    });
  }

  /** A test-mode checkout the free user started. */
  checkout() {
    return this.#once('checkout', async () => {
      const response = await server.request('/api/create-subscription', {
        method: 'POST',
        session: (await this.person('free')).login,
        json: { plan: 'monthly' },
      });
      return okJson<{ sessionId: string }>(response, 'starting a checkout');
    });
  }

  /** An account with a known password, for the sign-in row (never one of the actors). */
  signInAccount() {
    return this.#once('sign-in', () =>
      createUser(server.db, { email: uniqueEmail('sign-in'), passwordHash }),
    );
  }

  /** An account with an unused temporary password, made as the development helper makes it. */
  temporaryAccount() {
    return this.#once('temporary', async () => {
      const response = await server.request('/api/dev/temporary-user', {
        method: 'POST',
        json: { name: 'Temporary Speaker', email: uniqueEmail('temporary') },
      });
      return okJson<{ email: string; temporaryPassword: string }>(response, 'a temporary user');
    });
  }
}

/** A second of 16 kHz mono silence as a WAV file. */
function silentWav() {
  const samples = Buffer.alloc(16_000 * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

interface Row {
  /** A valid request for this operation in `world` (none: no parameters and no body). */
  call?: (world: World) => Call | Promise<Call>;
  /** The request changes its actor or its object: each cell gets a world of its own. */
  fresh?: true;
  expect: Policy;
}

const person = (name: string) => ({ name, email: uniqueEmail('new') });
const assignmentFor = (clientId: string) => ({
  title: 'Elevator pitch',
  prompt: 'Pitch your project in one minute',
  clientIds: [clientId],
});
/** A tus 1.0.0 creation of a 100-byte upload. */
const TUS_CREATION = { 'tus-resumable': '1.0.0', 'upload-length': '100' };

/**
 * THE TABLE: one row per operation of the OpenAPI document, `METHOD /openapi/{path}`.
 * Development helpers and the test-mode checkout are in the document because the test server
 * listens on loopback (decisions 95 and 99); they answer 404 to anyone elsewhere and are not
 * registered in production. The Stripe webhook is hidden from the document, so it has no row.
 */
const TABLE: Record<string, Row> = {
  // ---- System
  'GET /api/health': { expect: EVERYONE },
  // Holds the request until a worker answers: admins only (decision 109).
  'POST /api/health/queue': { expect: ADMINS },

  // ---- Accounts. Signing up, in and out and the password reset are open to anyone.
  'GET /api/auth/me': { expect: EVERYONE },
  'POST /api/auth/signup': {
    call: () => json({ ...person('New Speaker'), password: PASSWORD }),
    expect: EVERYONE,
  },
  // No such sign-up: 400 BAD_REQUEST, past the policy.
  'POST /api/auth/verify-email': {
    call: () => json({ email: uniqueEmail('unverified'), code: '123456' }),
    expect: EVERYONE,
  },
  // Signs in as another account, replacing the caller's login.
  'POST /api/auth/signin': {
    fresh: true,
    call: async (world) => json({ email: (await world.signInAccount()).email, password: PASSWORD }),
    expect: EVERYONE,
  },
  'POST /api/auth/signout': { fresh: true, expect: EVERYONE },
  'POST /api/auth/forgot-password': {
    call: () => json({ email: uniqueEmail('forgetful') }),
    expect: EVERYONE,
  },
  // An unknown token: 400 BAD_REQUEST, past the policy.
  'POST /api/auth/reset-password': {
    call: () => json({ token: 'no-such-reset-token', password: 'a-new-password' }),
    expect: EVERYONE,
  },
  'POST /api/auth/login-temp-password': {
    fresh: true,
    call: async (world) => {
      const account = await world.temporaryAccount();
      return json({ email: account.email, temporaryPassword: account.temporaryPassword });
    },
    expect: EVERYONE,
  },
  'PUT /api/auth/profile': {
    fresh: true,
    call: () => json({ name: 'Renamed Speaker' }),
    expect: SIGNED_IN,
  },
  'PATCH /api/auth/preferences': {
    fresh: true,
    call: () => json({ deleteAudioAfterAnalysis: true }),
    expect: SIGNED_IN,
  },
  // No email change pending: 400 BAD_REQUEST, past the policy.
  'POST /api/auth/verify-email-change': { call: () => json({ code: '123456' }), expect: SIGNED_IN },
  'PATCH /api/auth/password': {
    fresh: true,
    call: () =>
      json({
        currentPassword: PASSWORD,
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      }),
    expect: SIGNED_IN,
  },
  'DELETE /api/auth/account': { fresh: true, expect: SIGNED_IN },

  // ---- Goals: each person's own.
  'GET /api/goal-templates': { expect: EVERYONE },
  'POST /api/goals/select': {
    fresh: true,
    call: () => json({ templateId: goalTemplateId, category: 'practice' }),
    expect: SIGNED_IN,
  },
  'GET /api/goals': { expect: SIGNED_IN },
  'GET /api/goals/active': { expect: SIGNED_IN },
  'POST /api/goals/{id}/session': {
    call: async (world) => ({
      params: { id: (await world.goal()).id },
      json: { recordingId: (await world.recording()).id },
    }),
    expect: OWNER('free'),
  },
  'GET /api/goals/{id}/progress': {
    call: async (world) => ({ params: { id: (await world.goal()).id } }),
    expect: OWNER('free'),
  },

  // ---- Practice: recordings and jobs are their owner's alone (decision 52).
  // The smallest upload that gets past the sign-in check: a text file, refused as 415
  // UNSUPPORTED_MEDIA_TYPE before anything is stored or counted.
  'POST /api/transcribe': {
    call: () => ({
      body: transcribeForm({
        bytes: Buffer.from('not a recording'),
        name: 'notes.txt',
        type: 'text/plain',
      }),
    }),
    expect: SIGNED_IN,
  },
  'GET /api/jobs/{jobId}': {
    call: async (world) => ({ params: { jobId: (await world.job()).id } }),
    expect: OWNER('free'),
  },
  'GET /api/user/practice-limit': { expect: SIGNED_IN },
  'GET /api/recordings': { expect: SIGNED_IN },
  'GET /api/recordings/{id}': {
    call: async (world) => ({ params: { id: (await world.recording()).id } }),
    expect: OWNER('free'),
  },
  'DELETE /api/recordings/{id}': {
    fresh: true,
    call: async (world) => ({ params: { id: (await world.recording()).id } }),
    expect: OWNER('free'),
  },
  // Not a multi-speaker recording: 409 CONFLICT for its owner, past the policy.
  'POST /api/recordings/{id}/select-speaker': {
    call: async (world) => ({
      params: { id: (await world.recording()).id },
      json: { speaker: 'A' },
    }),
    expect: OWNER('free'),
  },
  // The client's recording: its owner and the owner's coach may replay it (decision 52).
  'GET /api/recordings/{id}/media': {
    call: async (world) => ({ params: { id: (await world.clientRecordingWithMedia()).id } }),
    expect: OWNER('client', { coach: 'allowed' }),
  },

  // ---- Resumable uploads (tus): any signed-in person creates; an upload is its creator's
  // alone, another person's reads as missing (HEAD, not in the document, is tested with the
  // routes). OPTIONS only says what the server offers.
  'OPTIONS /api/uploads': { expect: EVERYONE },
  'POST /api/uploads': { call: () => ({ headers: TUS_CREATION }), expect: SIGNED_IN },
  'PATCH /api/uploads/{uploadId}': {
    fresh: true,
    call: async (world) => ({
      params: { uploadId: (await world.upload()).id },
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(10),
    }),
    expect: OWNER('free'),
  },
  'DELETE /api/uploads/{uploadId}': {
    fresh: true,
    call: async (world) => ({
      params: { uploadId: (await world.upload()).id },
      headers: { 'tus-resumable': '1.0.0' },
    }),
    expect: OWNER('free'),
  },

  // ---- Live practice: a live session is its owner's alone.
  'POST /api/live-sessions': {
    fresh: true,
    call: () => json({ mediaType: 'audio', mimeType: 'audio/webm' }),
    expect: SIGNED_IN,
  },
  'GET /api/live-sessions/open': { expect: SIGNED_IN },
  // Bytes that are no media: 400 INVALID_PIECE for the owner, past the policy.
  'PUT /api/live-sessions/{id}/pieces/{seq}': {
    call: async (world) => ({
      params: { id: (await world.liveSession()).id, seq: '0' },
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(Buffer.from('not a media piece')),
    }),
    expect: OWNER('free'),
  },
  // Nothing received yet: 422 RECORDING_TOO_SHORT for the owner, past the policy. The body
  // is `.optional()` in the route, but the document marks it required and a request without
  // one is refused 400 VALIDATION_FAILED (before the sign-in check), so the row sends {}.
  'POST /api/live-sessions/{id}/finish': {
    fresh: true,
    call: async (world) => ({ params: { id: (await world.liveSession()).id }, json: {} }),
    expect: OWNER('free'),
  },
  'DELETE /api/live-sessions/{id}': {
    fresh: true,
    call: async (world) => ({ params: { id: (await world.liveSession()).id } }),
    expect: OWNER('free'),
  },

  // ---- Progress: each reads the signed-in person's own data.
  'GET /api/daily-prompt': { expect: EVERYONE },
  'GET /api/user/analysis-stats': { expect: SIGNED_IN },
  'GET /api/user/stats': { expect: SIGNED_IN },
  'GET /api/mastery/overview': { expect: SIGNED_IN },
  'GET /api/mastery/skills': { expect: SIGNED_IN },
  'GET /api/challenges/active': { expect: SIGNED_IN },
  'GET /api/achievements': { expect: SIGNED_IN },
  'GET /api/dashboard': { expect: SIGNED_IN },

  // ---- Coaches: coaches only, and a coach only for their own clients.
  'GET /api/coach/clients': { expect: COACHES },
  'GET /api/coach/client-results': { expect: COACHES },
  'GET /api/coach/clients/{id}/recordings': {
    call: async (world) => ({ params: { id: (await world.person('client')).user.id } }),
    expect: THE_CLIENTS_COACH,
  },
  'POST /api/coach/create-client': {
    fresh: true,
    call: () => json(person('New Client')),
    expect: COACHES,
  },
  'DELETE /api/coach/clients/{id}': {
    fresh: true,
    call: async (world) => ({ params: { id: (await world.person('client')).user.id } }),
    expect: THE_CLIENTS_COACH,
  },
  'POST /api/coach/switch-to-premium': { fresh: true, expect: COACHES },
  // Not switched: 409 CONFLICT for a coach, past the policy.
  'POST /api/coach/switch-back': { fresh: true, expect: COACHES },

  // ---- Assignments (product rules R11.1): a coach's own, for their own clients; another coach
  // finds neither (404). Each client lists their own open ones.
  'POST /api/coach/assignments': {
    call: async (world) => json(assignmentFor((await world.person('client')).user.id)),
    expect: THE_CLIENTS_COACH,
  },
  'GET /api/coach/assignments': { expect: COACHES },
  'GET /api/coach/assignments/{id}': {
    call: async (world) => ({ params: { id: (await world.assignment()).id } }),
    expect: THE_CLIENTS_COACH,
  },
  'PATCH /api/coach/assignments/{id}': {
    call: async (world) => ({
      params: { id: (await world.assignment()).id },
      json: { instructions: 'Stand up while you speak.' },
    }),
    expect: THE_CLIENTS_COACH,
  },
  'POST /api/coach/assignments/{id}/close': {
    fresh: true,
    call: async (world) => ({ params: { id: (await world.assignment()).id } }),
    expect: THE_CLIENTS_COACH,
  },
  'GET /api/assignments': { expect: SIGNED_IN },

  // ---- Admins only.
  'GET /api/admin/stats': { expect: ADMINS },
  'POST /api/admin/create-coach': { call: () => json(person('New Coach')), expect: ADMINS },
  'POST /api/admin/create-user': {
    call: () => json({ ...person('New User'), userType: 'basic' }),
    expect: ADMINS,
  },

  // ---- Contact: anyone may write.
  'POST /api/contact': {
    call: () =>
      json({
        name: 'Curious Speaker',
        email: uniqueEmail('contact'),
        subject: 'A question',
        message: 'How does the yearly plan work, please?',
      }),
    expect: EVERYONE,
  },

  // ---- Billing: each person's own subscription (coaches, clients and premium users get
  // 409 from checkout: decision 74; past the policy all the same).
  'GET /api/plans': { expect: EVERYONE },
  'GET /api/subscription-status': { expect: SIGNED_IN },
  'POST /api/create-subscription': {
    fresh: true,
    call: () => json({ plan: 'monthly' }),
    expect: SIGNED_IN,
  },
  // Nothing to cancel or reactivate: 409 CONFLICT, past the policy.
  'POST /api/cancel-subscription': { fresh: true, expect: SIGNED_IN },
  'POST /api/reactivate-subscription': { fresh: true, expect: SIGNED_IN },
  // Someone else's checkout reads as missing (confirm-checkout.ts).
  'POST /api/subscription/confirm': {
    call: async (world) => json({ sessionId: (await world.checkout()).sessionId }),
    expect: OWNER('free'),
  },
  // Test mode's stand-in for Stripe's hosted checkout page: like Stripe's, its unguessable
  // address is the key, whoever holds it (a buyer need not be signed in at the page).
  'GET /test-mode/checkout/{id}': {
    call: async (world) => ({ params: { id: (await world.checkout()).sessionId } }),
    expect: EVERYONE,
  },
  'POST /test-mode/checkout/{id}/pay': {
    fresh: true,
    call: async (world) => ({
      params: { id: (await world.checkout()).sessionId },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4242+4242+4242+4242',
    }),
    expect: EVERYONE,
  },
  'POST /test-mode/checkout/{id}/cancel': {
    fresh: true,
    call: async (world) => ({ params: { id: (await world.checkout()).sessionId } }),
    expect: EVERYONE,
  },

  // ---- Development helpers: anyone on this machine (decision 95).
  'GET /api/dev/outbox': { call: () => ({ query: 'to=nobody%40example.com' }), expect: EVERYONE },
  'POST /api/dev/temporary-user': {
    call: () => json(person('Temporary Speaker')),
    expect: EVERYONE,
  },
  'POST /api/dev/practice-history': {
    fresh: true,
    call: () => json({ sessions: [{ daysAgo: 1 }] }),
    expect: SIGNED_IN,
  },

  // ---- Timestamped comments (product rules R11.6): the recording's owner and the owner's coach;
  // anyone else finds no such recording. A comment is deleted by its author alone: the owner, who
  // sees the coach's comment, is refused 403.
  'GET /api/recordings/{id}/comments': {
    call: async (world) => ({ params: { id: (await world.clientRecordingWithMedia()).id } }),
    expect: OWNER('client', { coach: 'allowed' }),
  },
  'POST /api/recordings/{id}/comments': {
    call: async (world) => ({
      params: { id: (await world.clientRecordingWithMedia()).id },
      json: { atSeconds: 0.5, text: 'Pause here.' },
    }),
    expect: OWNER('client', { coach: 'allowed' }),
  },
  'DELETE /api/recordings/{id}/comments/{commentId}': {
    fresh: true,
    call: async (world) => {
      const recording = await world.clientRecordingWithMedia();
      const response = await server.request(`/api/recordings/${recording.id}/comments`, {
        method: 'POST',
        session: (await world.person('coach')).login,
        json: { atSeconds: 0.5, text: 'Pause here.' },
      });
      const comment = await okJson<{ id: string }>(response, "the coach's comment");
      return { params: { id: recording.id, commentId: comment.id } };
    },
    expect: OWNER('client', { client: 403, coach: 'allowed' }),
  },
  // The coach reads a client's recording to replay and comment on it (decision 147).
  'GET /api/coach/clients/{id}/recordings/{recordingId}': {
    call: async (world) => ({
      params: {
        id: (await world.person('client')).user.id,
        recordingId: (await world.clientRecordingWithMedia()).id,
      },
    }),
    expect: THE_CLIENTS_COACH,
  },

  // ---- Crutch phrases across sessions (product rules R11.8): the person's own, and a coach's
  // own client's.
  'GET /api/progress/crutch-phrases': { expect: SIGNED_IN },
  'GET /api/coach/clients/{id}/crutch-phrases': {
    call: async (world) => ({ params: { id: (await world.person('client')).user.id } }),
    expect: THE_CLIENTS_COACH,
  },
  // ---- Correctable fillers (product rules R11.9, R11.10): the recording's owner alone (their
  // coach included among the others, who find no such recording); a rule taught is its person's
  // alone.
  'POST /api/recordings/{id}/fillers/{index}/dismiss': {
    fresh: true,
    call: async (world) => ({ params: { id: (await recordingWithFiller(world)).id, index: '0' } }),
    expect: OWNER('free'),
  },
  'DELETE /api/recordings/{id}/fillers/{index}/dismiss': {
    fresh: true,
    call: async (world) => ({ params: { id: (await recordingWithFiller(world)).id, index: '0' } }),
    expect: OWNER('free'),
  },
  'GET /api/user/filler-exceptions': { expect: SIGNED_IN },
  'DELETE /api/user/filler-exceptions': { fresh: true, expect: SIGNED_IN },
  'DELETE /api/user/filler-exceptions/{id}': {
    fresh: true,
    call: async (world) => {
      const [rule] = await server.db
        .insert(fillerExceptions)
        .values({ userId: (await world.person('free')).user.id, word: 'like', previousWord: 'i' })
        .returning();
      return { params: { id: rule?.id ?? '' } };
    },
    expect: OWNER('free'),
  },
};

/** The free user's recording whose words hold one filled pause (its filler 0). */
async function recordingWithFiller(world: World) {
  const words = ['so', 'um', 'we', 'went', 'there'].map((word, i) => ({
    word,
    start: i * 0.4,
    end: i * 0.4 + 0.3,
    confidence: 0.95,
  }));
  return createScoredRecording(server.db, (await world.person('free')).user.id, {
    wordTimestamps: words,
    transcriptPunctuated: false,
    wordCount: words.length,
  });
}

const POLICY_CODES: Record<Exclude<Outcome, 'allowed'>, readonly string[]> = {
  401: ['UNAUTHENTICATED'],
  403: ['FORBIDDEN', 'ADMIN_REQUIRED'],
  404: ['NOT_FOUND'],
};

interface Answer {
  status: number;
  code: string | null;
  text: string;
}

async function send(key: string, call: Call, login: string | undefined): Promise<Answer> {
  const [method, pattern = ''] = key.split(' ');
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${key}: the row gives no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const response = await server.request(`${path}${call.query ? `?${call.query}` : ''}`, {
    method,
    redirect: 'manual',
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.json !== undefined ? { json: call.json } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    ...(login ? { session: login } : {}),
  });
  const text = await response.text();
  let code: string | null = null;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // Not JSON (a page, media, a redirect): no code.
  }
  return { status: response.status, code, text };
}

/** Why the answer is not the expected outcome; null when it is. */
function mismatch(expected: Outcome, { status, code }: Answer): string | null {
  const answered = `answered ${status}${code ? ` ${code}` : ''}`;
  if (expected === 'allowed') {
    if (status === 401 || status === 403 || status === 404 || status >= 500) return answered;
    if (code === 'VALIDATION_FAILED') return `${answered}: the table's request is invalid`;
    if (status === 429) return `${answered}: the test was rate-limited`;
    return null;
  }
  if (status !== expected) return answered;
  if (!code || !POLICY_CODES[expected].includes(code)) return `${answered}, not a policy refusal`;
  return null;
}

let shared: World;

beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashSecret(PASSWORD);
  const templates = await okJson<{ id: string }[]>(
    await server.request('/api/goal-templates'),
    'the goal templates',
  );
  if (!templates[0]) throw new Error('No goal templates were seeded');
  goalTemplateId = templates[0].id;
  shared = new World();
});
afterAll(() => server?.close());

describe('the policy matrix', () => {
  it('has one row per operation of the OpenAPI document', async () => {
    const document = await okJson<Parameters<typeof operationsOf>[0]>(
      await server.request('/api/docs/json'),
      'the OpenAPI document',
    );
    const documented = operationsOf(document).map(
      (operation) => `${operation.method} ${operation.path}`,
    );
    const rows = Object.keys(TABLE);
    // A route without a row needs its policy written down; a row without a route is stale.
    expect({
      withoutRow: documented.filter((key) => !rows.includes(key)),
      withoutRoute: rows.filter((key) => !documented.includes(key)),
    }).toEqual({ withoutRow: [], withoutRoute: [] });
  });

  it.each(Object.keys(TABLE))('%s', async (key) => {
    const row = TABLE[key] as Row;
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const world = row.fresh ? new World() : shared;
      const call = (await row.call?.(world)) ?? {};
      const expected = row.expect[actor];
      let problem: string | null;
      let text = '';
      try {
        const answer = await send(key, call, await world.loginOf(actor));
        text = answer.text;
        problem = mismatch(expected, answer);
      } catch (error) {
        // The test server's own checks (an undeclared error code) throw after the answer.
        problem = error instanceof Error ? error.message : String(error);
      }
      if (problem) {
        failures.push(`${LABELS[actor]}: expected ${expected}, ${problem} ${text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
