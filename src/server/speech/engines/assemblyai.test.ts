import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Transcript } from 'assemblyai';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { PcmFile } from '../decode';
import { tempDir } from '../test/fixtures';
import { ANALYSIS_SAMPLE_RATE } from '../types';
import { AssemblyAiError, createAssemblyAiTranscriber } from './assemblyai';

const API_KEY = 'test-assemblyai-key';
const TRANSCRIPT_ID = '9ea68fd3-f953-42c1-9742-976c447fb463';
const UPLOAD_URL = 'https://cdn.assemblyai.com/upload/f756988d-47e2-4ca3-96ce-04bb168f8f2a';

/** Shaped like the API's own example transcript (the SDK's `Transcript` type checks it). */
const COMPLETED = {
  id: TRANSCRIPT_ID,
  status: 'completed',
  audio_url: UPLOAD_URL,
  speech_model: null,
  language_code: 'en_us',
  punctuate: true,
  format_text: true,
  disfluencies: true,
  speaker_labels: true,
  audio_duration: 4,
  confidence: 0.93,
  text: 'Um, so today I want to talk about, uh, pacing. Great.',
  words: [
    { text: 'Um,', start: 240, end: 520, confidence: 0.81, speaker: 'A' },
    { text: 'so', start: 600, end: 760, confidence: 0.99, speaker: 'A' },
    { text: 'today', start: 780, end: 1100, confidence: 0.99998, speaker: 'A' },
    { text: 'I', start: 1120, end: 1200, confidence: 1, speaker: 'A' },
    { text: 'want', start: 1210, end: 1400, confidence: 0.97, speaker: 'A' },
    { text: 'to', start: 1410, end: 1480, confidence: 0.99, speaker: 'A' },
    { text: 'talk', start: 1500, end: 1760, confidence: 0.96, speaker: 'A' },
    { text: 'about,', start: 1780, end: 2100, confidence: 0.9, speaker: 'A' },
    { text: 'uh,', start: 2300, end: 2550, confidence: 0.62, speaker: 'A' },
    { text: 'pacing.', start: 2600, end: 3050, confidence: 0.88, speaker: 'A' },
    { text: 'Great.', start: 3400, end: 3800, confidence: 0.95, speaker: 'B' },
  ],
  utterances: [
    {
      speaker: 'A',
      start: 240,
      end: 3050,
      confidence: 0.91,
      text: 'Um, so today I want to talk about, uh, pacing.',
      words: [],
    },
    { speaker: 'B', start: 3400, end: 3800, confidence: 0.95, text: 'Great.', words: [] },
  ],
} satisfies Partial<Transcript>;

const TRANSCODING_ERROR =
  'Transcoding failed. File does not appear to contain audio. File type is application/octet-stream (data).';

interface FakeServerOptions {
  /** Statuses the transcript reports on successive polls; the last one repeats. */
  statuses: Transcript['status'][];
  /** Never answer the upload, as a stalled connection would not. */
  holdUpload?: boolean;
}

interface Received {
  authorizations: (string | undefined)[];
  upload: Buffer | null;
  uploadContentType: string | undefined;
  transcriptRequest: Record<string, unknown> | null;
  polls: number;
  /** Resolves once the whole upload has arrived. */
  uploaded: Promise<void>;
}

const servers: http.Server[] = [];
const closeServers = () =>
  Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
const dir = tempDir('speech-assemblyai');
afterEach(closeServers);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Speaks AssemblyAI's v2 HTTP protocol: upload, submit, then poll until done. */
async function startFakeAssemblyAi(options: FakeServerOptions) {
  let markUploaded = () => {};
  const received: Received = {
    uploaded: new Promise((resolve) => (markUploaded = resolve)),
    authorizations: [],
    upload: null,
    uploadContentType: undefined,
    transcriptRequest: null,
    polls: 0,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.authorizations.push(req.headers.authorization);
      if (req.headers.authorization !== API_KEY) {
        json(res, 401, { error: 'Authentication error, API token missing/invalid' });
      } else if (req.method === 'POST' && req.url === '/v2/upload') {
        received.upload = Buffer.concat(chunks);
        received.uploadContentType = req.headers['content-type'];
        markUploaded();
        if (!options.holdUpload) json(res, 200, { upload_url: UPLOAD_URL });
      } else if (req.method === 'POST' && req.url === '/v2/transcript') {
        const request = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        received.transcriptRequest = request;
        json(res, 200, { ...request, id: TRANSCRIPT_ID, status: 'queued' });
      } else if (req.method === 'GET' && req.url === `/v2/transcript/${TRANSCRIPT_ID}`) {
        const status =
          options.statuses[Math.min(received.polls, options.statuses.length - 1)] ?? 'queued';
        received.polls += 1;
        const failure = status === 'error' ? { error: TRANSCODING_ERROR } : {};
        if (status === 'completed') json(res, 200, COMPLETED);
        else json(res, 200, { id: TRANSCRIPT_ID, status, audio_url: UPLOAD_URL, ...failure });
      } else {
        json(res, 404, { error: 'Not found' });
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, received };
}

/** Half a second of a 220 Hz tone as 16 kHz mono s16le, the shape decodeToPcmFile leaves. */
function writeTonePcm(name: string): PcmFile {
  const sampleCount = ANALYSIS_SAMPLE_RATE / 2;
  const data = Buffer.alloc(sampleCount * 2);
  for (let i = 0; i < sampleCount; i += 1) {
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / 16000)), i * 2);
  }
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return {
    path: file,
    sampleRate: ANALYSIS_SAMPLE_RATE,
    sampleCount,
    durationSeconds: sampleCount / ANALYSIS_SAMPLE_RATE,
    peak: 8000 / 32768,
  };
}

const workDirs = () =>
  fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('cadence-assemblyai-'));

async function rejection(work: Promise<unknown>): Promise<Error> {
  try {
    await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}

describe('the AssemblyAI transcriber', () => {
  it('uploads a WAV, asks for fillers and speakers, and maps words to seconds', async () => {
    const fake = await startFakeAssemblyAi({
      statuses: ['queued', 'processing', 'processing', 'completed'],
    });
    const pcm = writeTonePcm('success.pcm');
    const transcriber = createAssemblyAiTranscriber({
      apiKey: API_KEY,
      baseUrl: fake.baseUrl,
      pollingIntervalMs: 5,
    });
    const progress: number[] = [];
    const workDirsBefore = workDirs().length;

    const result = await transcriber.transcribe(pcm, { onProgress: (f) => progress.push(f) });

    expect(transcriber.name).toBe('assemblyai');
    expect(transcriber.capabilities).toEqual([
      'word-timestamps',
      'word-confidence',
      'punctuation',
      'disfluencies',
      'speaker-labels',
    ]);
    expect(result.engine).toBe('assemblyai');
    expect(result.punctuated).toBe(true);
    expect(result.words).toHaveLength(COMPLETED.words.length);
    expect(result.words[0]).toEqual({
      word: 'Um,',
      start: 0.24,
      end: 0.52,
      confidence: 0.81,
      speaker: 'A',
    });
    expect(result.words.at(-1)).toEqual({
      word: 'Great.',
      start: 3.4,
      end: 3.8,
      confidence: 0.95,
      speaker: 'B',
    });
    expect(result.words.map((w) => w.word).join(' ')).toBe(COMPLETED.text);

    expect(fake.received.authorizations.every((header) => header === API_KEY)).toBe(true);
    const upload = fake.received.upload!;
    expect(fake.received.uploadContentType).toBe('application/octet-stream');
    expect(upload.length).toBe(44 + pcm.sampleCount * 2);
    expect(upload.subarray(0, 4).toString()).toBe('RIFF');
    expect(upload.subarray(8, 12).toString()).toBe('WAVE');
    expect(upload.readUInt32LE(24)).toBe(ANALYSIS_SAMPLE_RATE);
    expect(upload.subarray(44).equals(fs.readFileSync(pcm.path))).toBe(true);

    expect(fake.received.transcriptRequest).toEqual({
      audio_url: UPLOAD_URL,
      disfluencies: true,
      speaker_labels: true,
    });
    expect(fake.received.polls).toBe(4);
    expect(progress).toEqual([0.3, 0.5, 1]);
    expect(workDirs().length).toBe(workDirsBefore);
  });

  it('says the key was refused when AssemblyAI answers 401', async () => {
    const fake = await startFakeAssemblyAi({ statuses: ['completed'] });
    const transcriber = createAssemblyAiTranscriber({ apiKey: 'wrong-key', baseUrl: fake.baseUrl });
    const error = await rejection(transcriber.transcribe(writeTonePcm('bad-key.pcm')));
    expect(error).toBeInstanceOf(AssemblyAiError);
    expect((error as AssemblyAiError).code).toBe('KEY_REFUSED');
    expect(error.message).toBe('The AssemblyAI API key was refused. Check ASSEMBLYAI_API_KEY.');
    expect(fake.received.authorizations).toEqual(['wrong-key']);
  });

  it("passes on the service's reason when the transcription fails", async () => {
    const fake = await startFakeAssemblyAi({ statuses: ['processing', 'error'] });
    const transcriber = createAssemblyAiTranscriber({
      apiKey: API_KEY,
      baseUrl: fake.baseUrl,
      pollingIntervalMs: 5,
    });
    const error = await rejection(transcriber.transcribe(writeTonePcm('error.pcm')));
    expect((error as AssemblyAiError).code).toBe('TRANSCRIPTION_FAILED');
    expect(error.message).toBe(
      `AssemblyAI could not transcribe this recording: ${TRANSCODING_ERROR}`,
    );
  });

  it('says AssemblyAI could not be reached when nothing answers', async () => {
    const fake = await startFakeAssemblyAi({ statuses: ['completed'] });
    await closeServers();
    const transcriber = createAssemblyAiTranscriber({ apiKey: API_KEY, baseUrl: fake.baseUrl });
    const error = await rejection(transcriber.transcribe(writeTonePcm('unreachable.pcm')));
    expect((error as AssemblyAiError).code).toBe('UNREACHABLE');
    expect(error.message).toMatch(/^Could not reach AssemblyAI\./);
  });

  it('stops waiting as soon as the caller aborts', async () => {
    const fake = await startFakeAssemblyAi({ statuses: ['processing'] });
    const transcriber = createAssemblyAiTranscriber({
      apiKey: API_KEY,
      baseUrl: fake.baseUrl,
      pollingIntervalMs: 60_000,
    });
    const controller = new AbortController();
    const started = Date.now();
    const error = await rejection(
      transcriber.transcribe(writeTonePcm('abort-wait.pcm'), {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (fraction < 1 && fraction > 0.3) controller.abort();
        },
      }),
    );
    expect(error.name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.received.polls).toBe(1);
  });

  it('abandons a request in flight when the caller aborts', async () => {
    const fake = await startFakeAssemblyAi({ statuses: ['completed'], holdUpload: true });
    const transcriber = createAssemblyAiTranscriber({ apiKey: API_KEY, baseUrl: fake.baseUrl });
    const controller = new AbortController();
    const work = transcriber.transcribe(writeTonePcm('abort-upload.pcm'), {
      signal: controller.signal,
    });
    await fake.received.uploaded;
    controller.abort();
    const error = await rejection(work);
    expect(error.name).toBe('AbortError');
    expect(fake.received.transcriptRequest).toBeNull();
  });

  it('does not start when the signal is already aborted', async () => {
    const fake = await startFakeAssemblyAi({ statuses: ['completed'] });
    const transcriber = createAssemblyAiTranscriber({ apiKey: API_KEY, baseUrl: fake.baseUrl });
    const error = await rejection(
      transcriber.transcribe(writeTonePcm('pre-aborted.pcm'), { signal: AbortSignal.abort() }),
    );
    expect(error.name).toBe('AbortError');
    expect(fake.received.authorizations).toEqual([]);
  });
});
