import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PcmFile } from '../speech/decode';
import type { TranscribeOptions, Transcriber } from '../speech/transcriber';
import { cachedTranscriber } from './cached-transcriber';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-cached-transcriber-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function pcmOf(name: string, bytes: number[]): PcmFile {
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.from(bytes));
  return {
    path: file,
    sampleRate: 16_000,
    sampleCount: bytes.length / 2,
    durationSeconds: 1,
    peak: 1,
  };
}

/** An engine that names each transcript it makes, so a test can tell a kept one from a new one. */
function countingEngine(name = 'pocketsphinx') {
  const calls: TranscribeOptions[] = [];
  const engine: Transcriber = {
    name,
    capabilities: [],
    async transcribe(_pcm, options = {}) {
      calls.push(options);
      options.onProgress?.(1);
      return {
        engine: name,
        punctuated: false,
        words: [{ word: `take-${calls.length}`, start: 0, end: 0.5, confidence: 0.9 }],
      };
    },
  };
  return { engine, calls };
}

describe('cachedTranscriber', () => {
  it('transcribes a clip once and gives its words again, progress included', async () => {
    const { engine, calls } = countingEngine();
    const cache = path.join(dir, 'cache');
    const first = await cachedTranscriber(engine, cache).transcribe(pcmOf('a.pcm', [1, 2, 3, 4]));
    const progress: number[] = [];
    // Another process (a second test file) reads what the first wrote.
    const again = await cachedTranscriber(engine, cache).transcribe(pcmOf('b.pcm', [1, 2, 3, 4]), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(calls).toHaveLength(1);
    expect(again).toEqual(first);
    expect(again.words[0]?.word).toBe('take-1');
    expect(progress).toEqual([1]);
  });

  it('transcribes different audio, and a resumed run, with the engine', async () => {
    const { engine, calls } = countingEngine();
    const cached = cachedTranscriber(engine, path.join(dir, 'cache'));
    await cached.transcribe(pcmOf('a.pcm', [1, 2, 3, 4]));
    const other = await cached.transcribe(pcmOf('b.pcm', [1, 2, 3, 5]));
    expect(other.words[0]?.word).toBe('take-2');
    const resumed = await cached.transcribe(pcmOf('c.pcm', [1, 2, 3, 4]), {
      doneChunks: { '0.000-1.000': [] },
    });
    expect(resumed.words[0]?.word).toBe('take-3');
    expect(calls).toHaveLength(3);
  });

  it('refuses an aborted run even when the words are kept', async () => {
    const { engine } = countingEngine();
    const cached = cachedTranscriber(engine, path.join(dir, 'cache'));
    await cached.transcribe(pcmOf('a.pcm', [1, 2, 3, 4]));
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(
      cached.transcribe(pcmOf('b.pcm', [1, 2, 3, 4]), { signal: controller.signal }),
    ).rejects.toThrow('stopped');
  });

  it('leaves remote and model-file engines alone', () => {
    for (const name of ['assemblyai', 'whisper']) {
      const { engine } = countingEngine(name);
      expect(cachedTranscriber(engine, path.join(dir, 'cache'))).toBe(engine);
    }
  });
});
