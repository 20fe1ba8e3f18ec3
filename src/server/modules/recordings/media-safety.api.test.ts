import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSchema } from '@shared/recordings/schemas';
import { signedInUser, transcribeForm } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { espeak, tempDir } from '../../speech/test/fixtures';

/*
 * The audit's attack: a file that is both a valid WAV and a valid script or page, uploaded
 * with a declared type of text/javascript or text/html, then loaded by the uploader's coach.
 * Whatever is declared, it must be refused or come back as audio that no browser runs.
 */

let server: TestServer;
const dir = tempDir('media-safety');
let speech: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  speech = fs.readFileSync(
    espeak('Good morning everyone, thank you for coming today.', path.join(dir, 'speech.wav')),
  );
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function chunk(id: string, body: Buffer) {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** The `fmt ` and `data` chunks of a plain WAV. */
function wavChunks(wav: Buffer) {
  const found: Record<string, Buffer> = {};
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    found[id] = wav.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  const { 'fmt ': format, data } = found;
  if (!format || !data) throw new Error('The fixture is not a plain WAV');
  return { format, data };
}

/** 16-bit samples nudged so that no '*' '/' pair closes the script's comment early. */
function withoutCommentEnd(pcm: Buffer) {
  const copy = Buffer.from(pcm);
  for (let i = 0; i + 1 < copy.length; i += 1) {
    if (copy[i] === 0x2a && copy[i + 1] === 0x2f) copy[i] = 0x2b;
  }
  return copy;
}

/**
 * A WAV whose bytes also parse as JavaScript: the RIFF size field reads `=1/*`, the binary
 * header sits in a comment, a LIST chunk closes it and runs `payload`, and the samples sit in
 * a second comment that a trailing chunk closes.
 */
function scriptWav(payload: string) {
  const { format, data } = wavChunks(speech);
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    chunk('fmt ', format),
    chunk('LIST', Buffer.from(`*/;${payload};/*`, 'latin1')),
    chunk('data', withoutCommentEnd(data)),
    chunk('junk', Buffer.from('*/', 'latin1')),
  ]);
  return Buffer.concat([Buffer.from('RIFF=1/*', 'latin1'), body]);
}

/** A WAV that a browser sniffing for HTML would render as a page loading `src`. */
function pageWav(src: string) {
  const { format, data } = wavChunks(speech);
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    chunk('LIST', Buffer.from(`<!doctype html><html><script src="${src}"></script>`, 'latin1')),
    chunk('fmt ', format),
    chunk('data', data),
  ]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

describe('polyglot uploads', () => {
  it('serves a page-shaped WAV declared as text/html as audio/wav, never as a page', async () => {
    const { session } = await signedInUser(server);
    const file = { bytes: pageWav('/steal.js'), name: 'talk.wav', type: 'text/html' };
    const response = await server.request('/api/transcribe', {
      method: 'POST',
      body: transcribeForm(file, { recordingMode: 'upload' }),
      session,
    });
    expect(response.status).toBe(200);
    const { id } = recordingSchema.parse(await response.json());
    const media = await server.request(`/api/recordings/${id}/media`, { session });
    expect(media.headers.get('content-type')).toBe('audio/wav');
    expect(media.headers.get('content-disposition')).toBe('inline; filename="recording.wav"');
  });

  it('builds a file that really is a script', () => {
    const text = scriptWav('globalThis.pwned = 1').toString('latin1');
    const sandbox: { RIFF?: number; pwned?: number } = {};
    new vm.Script(text).runInNewContext(sandbox);
    expect(sandbox.pwned).toBe(1);
  });

  it.each([
    ['a WAV that runs as JavaScript', 'text/javascript', 'steal.js', () => scriptWav('alert(1)')],
    ['a WAV that reads as a page', 'text/html', 'page.html', () => pageWav('/api/recordings/x')],
    ['a WAV that runs as a module', 'application/javascript', 'a.mjs', () => scriptWav('1')],
    ['a WAV declared as SVG', 'image/svg+xml', 'a.svg', () => pageWav('/x.js')],
    ['a script WAV named .wav', 'text/javascript', 'talk.wav', () => scriptWav('alert(1)')],
    ['a page WAV named .wav', 'text/html', 'talk.wav', () => pageWav('/api/recordings/x')],
  ])('%s (declared %s) is refused or served only as inert audio', async (_, type, name, make) => {
    const { session } = await signedInUser(server);
    const form = transcribeForm({ bytes: make(), name, type }, { recordingMode: 'upload' });
    const response = await server.request('/api/transcribe', {
      method: 'POST',
      body: form,
      session,
    });
    if (response.status !== 200) {
      expect([400, 415, 422]).toContain(response.status);
      return;
    }
    const { id } = recordingSchema.parse(await response.json());
    const media = await server.request(`/api/recordings/${id}/media`, { session });
    expect(media.status).toBe(200);
    const served = media.headers.get('content-type') ?? '';
    expect(served).toMatch(/^(audio\/|video\/|application\/octet-stream)/);
    expect(served).not.toMatch(/html|javascript|ecmascript|xml|svg|text/);
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('content-security-policy')).toContain('sandbox');
    expect(media.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(media.headers.get('content-disposition')).toMatch(/filename="recording\.\w+"/);
    expect(media.headers.get('content-disposition')).not.toContain(name);
  });
});
