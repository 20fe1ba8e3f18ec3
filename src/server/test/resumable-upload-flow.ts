import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { recordingSchema } from '@shared/recordings/schemas';
import { signedInUser } from './recording-helpers';
import type { TestServer } from './test-server';
import {
  createUpload,
  headUpload,
  patchUpload,
  transcribeUploaded,
  tusMetadata,
  uploadIdFrom,
} from './tus-requests';

/** The contents of every file under `root`: what an upload store keeps on disk. */
export function filesContents(root: string): Buffer[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)));
}

/** A 16 kHz mono 16-bit WAV's length in seconds, from its size. */
const wavSeconds = (wav: Buffer) => (wav.length - 44) / 32_000;

/**
 * The resumable upload's journey (decision 141), whatever the store: a recording sent in two
 * halves, the second resumed from the offset the server reports, others kept out, then analysed
 * through POST /api/transcribe {uploadId}. `stored` lists what the store holds of uploads (keys or
 * file names), to see the upload go once it is analysed.
 */
export function resumableUploadJourney(
  context: () => {
    server: TestServer;
    speechWav: Buffer;
    stored: () => Promise<string[]>;
    /** The raw contents of what the store keeps, wherever it keeps it. */
    storedBytes: () => Buffer[];
  },
) {
  it('takes a recording in two halves, resumes at the offset, keeps others out, and analyses it', async () => {
    const { server, speechWav, stored, storedBytes } = context();
    const fileName = 'quarterly-review-talk.wav';
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const half = Math.floor(speechWav.length / 2);

    const created = await createUpload(server, {
      session: owner.session,
      length: speechWav.length,
      metadata: tusMetadata({ filename: fileName, filetype: 'audio/wav' }),
    });
    expect(created.status).toBe(201);
    const uploadId = uploadIdFrom(created);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    expect(created.headers.get('upload-expires')).toBeTruthy();
    // Same origin only; and our security headers are on tus's answers too.
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await stored()).some((name) => name.includes(uploadId))).toBe(true);

    const first = await patchUpload(server, uploadId, {
      session: owner.session,
      offset: 0,
      bytes: speechWav.subarray(0, half),
    });
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // Encrypted at rest, as recordings are: neither the audio nor its name is there to read.
    const sample = speechWav.subarray(half - 4096, half - 4096 + 64);
    const raw = storedBytes();
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.some((bytes) => bytes.includes(sample))).toBe(false);
    expect(raw.some((bytes) => bytes.includes('quarterly-review'))).toBe(false);
    expect(raw.some((bytes) => bytes.includes(Buffer.from(fileName).toString('base64')))).toBe(
      false,
    );

    // Another person: as if the upload did not exist, for every method and for analysis.
    const theirs = await headUpload(server, uploadId, other.session);
    expect(theirs.status).toBe(404);
    const theirPatch = await patchUpload(server, uploadId, {
      session: other.session,
      offset: half,
      bytes: speechWav.subarray(half),
    });
    expect(theirPatch.status).toBe(404);
    expect(await theirPatch.json()).toMatchObject({ code: 'NOT_FOUND' });
    const theirAnalysis = await transcribeUploaded(server, { uploadId }, other.session);
    expect(theirAnalysis.status).toBe(404);
    expect(await theirAnalysis.json()).toMatchObject({ code: 'NOT_FOUND' });

    // Half of it cannot be analysed yet.
    const early = await transcribeUploaded(server, { uploadId }, owner.session);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      code: 'UPLOAD_INCOMPLETE',
      offset: half,
      length: speechWav.length,
    });

    const head = await headUpload(server, uploadId, owner.session);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(speechWav.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    const wrong = await patchUpload(server, uploadId, {
      session: owner.session,
      offset: 0,
      bytes: speechWav.subarray(0, 10),
    });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({ code: 'UPLOAD_OFFSET_MISMATCH' });

    const rest = await patchUpload(server, uploadId, {
      session: owner.session,
      offset: half,
      bytes: speechWav.subarray(half),
    });
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(speechWav.length));
    // The name and type the client gave come back whole from their sealed form.
    expect(await server.running.services.uploads.findOwn(owner.user.id, uploadId)).toMatchObject({
      fileName,
      fileType: 'audio/wav',
    });

    const analyzed = await transcribeUploaded(
      server,
      { uploadId, recordingMode: 'upload', speakingType: 'practice', practicePrompt: 'Resumed' },
      owner.session,
    );
    expect(analyzed.status).toBe(200);
    const recording = recordingSchema.parse(await analyzed.json());
    expect(recording.recordingSource).toBe('upload');
    expect(recording.practicePrompt).toBe('Resumed');
    expect(recording.duration).toBeCloseTo(wavSeconds(speechWav), 0);
    expect(recording.wordCount).toBeGreaterThan(3);

    // Analysed: the upload is gone, from the protocol and from the store.
    expect((await headUpload(server, uploadId, owner.session)).status).toBe(404);
    expect((await stored()).some((name) => name.includes(uploadId))).toBe(false);
    const again = await transcribeUploaded(server, { uploadId }, owner.session);
    expect(again.status).toBe(404);
  });
}
