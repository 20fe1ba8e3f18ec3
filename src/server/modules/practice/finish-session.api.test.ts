import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, practiceSessions, recordings, users } from '../../db/schema';
import { createMailer } from '../../email/mailer';
import { createEmailService } from '../../email/send-email';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { NewRecording } from '../recordings';
import { finishSession } from './finish-session';
import { createJob, updateJob } from './job-repository';
import { createLedgerEntry } from './practice-ledger-repository';

let server: TestServer;
let services: Parameters<typeof finishSession>[1];
beforeAll(async () => {
  server = await startTestServer();
  const { config } = server.running;
  services = { config, email: createEmailService(server.db, createMailer(config)) };
});
afterAll(() => server?.close());

const scored = (userId: string): NewRecording => ({
  userId,
  transcript: 'Today I want to talk about practice.',
  analysisStatus: 'complete',
  wordCount: 7,
  duration: 30,
});

async function sessionsOf(userId: string) {
  const [user] = await server.db.select().from(users).where(eq(users.id, userId));
  const stored = await server.db.select().from(recordings).where(eq(recordings.userId, userId));
  return { totalSessions: user?.totalSessions, recordings: stored.map((row) => row.id) };
}

describe('finishing a practice session', () => {
  it('counts a session once when its finish runs several times at once', async () => {
    const user = await createUser(server.db);
    const entry = await createLedgerEntry(server.db, { userId: user.id });
    const finishes = await Promise.all(
      Array.from({ length: 4 }, () =>
        finishSession(server.db, services, {
          kind: 'analyzed',
          ledger: { entryId: entry.id },
          recording: scored(user.id),
        }),
      ),
    );
    expect(finishes.filter((finish) => finish.finishedNow)).toHaveLength(1);
    const ids = new Set(finishes.map((finish) => finish.recording.id));
    expect(ids.size).toBe(1);
    expect(await sessionsOf(user.id)).toEqual({ totalSessions: 1, recordings: [...ids] });
    const [linked] = await server.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.id, entry.id));
    expect(linked?.recordingId).toBe([...ids][0]);
  });

  it('counts a job once when a retried run finishes beside the run presumed lost', async () => {
    const user = await createUser(server.db);
    const job = await createJob(server.db, { userId: user.id, jobType: 'analysis' });
    await createLedgerEntry(server.db, { userId: user.id, jobId: job.id });
    const run = () =>
      finishSession(server.db, services, {
        kind: 'analyzed',
        ledger: { jobId: job.id },
        recording: scored(user.id),
        inTransaction: async (tx, recording) => {
          await updateJob(tx, job.id, { status: 'completed', recordingId: recording.id });
        },
      });
    const [first, second] = await Promise.all([run(), run()]);
    expect([first?.finishedNow, second?.finishedNow].sort()).toEqual([false, true]);
    expect(first?.recording.id).toBe(second?.recording.id);
    expect((await sessionsOf(user.id)).totalSessions).toBe(1);
    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.recordingId).toBe(first?.recording.id);
    // A run after the job's ledger entry is gone still finds the job finished.
    await server.db.delete(practiceSessions).where(eq(practiceSessions.jobId, job.id));
    const late = await run();
    expect(late.finishedNow).toBe(false);
    expect((await sessionsOf(user.id)).recordings).toHaveLength(1);
  });

  it('does not count a recording that waits for its speaker, then counts the choice once', async () => {
    const user = await createUser(server.db);
    const entry = await createLedgerEntry(server.db, { userId: user.id });
    const { recording } = await finishSession(server.db, services, {
      kind: 'analyzed',
      ledger: { entryId: entry.id },
      recording: { ...scored(user.id), analysisStatus: 'awaiting_speaker' },
    });
    expect((await sessionsOf(user.id)).totalSessions).toBe(0);
    const choose = (speaker: string) =>
      finishSession(server.db, services, {
        kind: 'speaker',
        recordingId: recording.id,
        speaker,
        columns: { analysisStatus: 'complete' },
        voice: null,
      });
    const choices = await Promise.all([choose('A'), choose('A'), choose('A')]);
    expect(choices.filter((choice) => choice.finishedNow)).toHaveLength(1);
    expect(choices.map((choice) => choice.recording.selectedSpeaker)).toEqual(['A', 'A', 'A']);
    expect((await sessionsOf(user.id)).totalSessions).toBe(1);
    await expect(choose('B')).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
