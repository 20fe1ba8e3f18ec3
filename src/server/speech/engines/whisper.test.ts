import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeToPcmFile, type PcmFile } from '../decode';
import { ffmpeg, LIBRIVOX_CLIP, tempDir, WHISPER_TEST_MODEL } from '../test/fixtures';
import {
  createWhisperTranscriber,
  cutShort,
  speechInside,
  WHISPER_CONTEXT_WORDS,
  WHISPER_INITIAL_PROMPT,
  whisperPrompt,
} from './whisper';
import { WhisperError } from './whisper-model';

const hasTestModel = fs.existsSync(WHISPER_TEST_MODEL);

const dir = tempDir('whisper');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!hasTestModel)(
  `the whisper transcriber (skipped when ${WHISPER_TEST_MODEL} is absent)`,
  () => {
    let clip: PcmFile;
    beforeAll(async () => {
      clip = await decodeToPcmFile(LIBRIVOX_CLIP, path.join(dir, 'clip.pcm'));
    });

    it('loads the model, runs on real speech and handles an empty transcript', async () => {
      const transcriber = createWhisperTranscriber({ modelPath: WHISPER_TEST_MODEL });
      expect(transcriber.name).toBe('whisper');
      expect(transcriber.capabilities).toEqual([
        'offline',
        'word-timestamps',
        'word-confidence',
        'punctuation',
      ]);
      const progress: number[] = [];

      const result = await transcriber.transcribe(clip, { onProgress: (f) => progress.push(f) });

      expect(result).toMatchObject({ words: [], engine: 'whisper', punctuated: true });
      expect(progress.at(-1)).toBe(1);
      const { timing } = result;
      expect(timing.audioSeconds).toBeCloseTo(clip.durationSeconds, 3);
      expect(timing.whisperSeconds).toBeGreaterThan(0);
      expect(timing.totalSeconds).toBeGreaterThanOrEqual(
        timing.loadSeconds + timing.vadSeconds + timing.whisperSeconds - 0.01,
      );
      console.info(`whisper (test model), ${clip.durationSeconds.toFixed(1)} s clip:`, timing);

      // The model is loaded once and kept for later recordings.
      const again = await transcriber.transcribe(clip);
      expect(again.timing.loadSeconds).toBeLessThan(0.05);
      expect(again.timing.loadSeconds).toBeLessThan(timing.loadSeconds);
    });

    it('stops between chunks when the signal aborts', async () => {
      // The clip five times with 3 s of silence between: two chunks.
      const silence = path.join(dir, 'silence.wav');
      ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '3', silence);
      const list = path.join(dir, 'list.txt');
      fs.writeFileSync(
        list,
        Array.from({ length: 5 }, () => `file '${LIBRIVOX_CLIP}'\nfile '${silence}'`).join('\n'),
      );
      const joined = path.join(dir, 'joined.wav');
      ffmpeg('-f', 'concat', '-safe', '0', '-i', list, '-ar', '16000', '-ac', '1', joined);
      const pcm = await decodeToPcmFile(joined, path.join(dir, 'joined.pcm'));
      const controller = new AbortController();
      const progress: number[] = [];

      const attempt = createWhisperTranscriber({ modelPath: WHISPER_TEST_MODEL }).transcribe(pcm, {
        signal: controller.signal,
        // The first call (0, with where the first chunk ends) comes before any work.
        onProgress: (fraction) => {
          progress.push(fraction);
          if (fraction > 0) controller.abort(new Error('cancelled by the test'));
        },
      });

      await expect(attempt).rejects.toThrow('cancelled by the test');
      expect(progress).toHaveLength(2);
      expect(progress[0]).toBe(0);
      expect(progress[1]).toBeGreaterThan(0);
      expect(progress[1]).toBeLessThan(1);
    });

    it('does not start when the signal has already aborted', async () => {
      const attempt = createWhisperTranscriber({ modelPath: WHISPER_TEST_MODEL }).transcribe(clip, {
        signal: AbortSignal.abort(new Error('too late')),
      });
      await expect(attempt).rejects.toThrow('too late');
    });

    it('refuses a file that is not a whisper model with a clear error, without crashing', async () => {
      const notAModel = path.join(dir, 'page.bin');
      fs.writeFileSync(notAModel, '<html>Not found</html>');
      const attempt = createWhisperTranscriber({ modelPath: notAModel }).transcribe(clip);
      await expect(attempt).rejects.toThrow(WhisperError);
      await expect(attempt).rejects.toMatchObject({
        code: 'MODEL_UNREADABLE',
        message: expect.stringMatching(/bad magic.*npm run models:download/s),
      });

      const missing = createWhisperTranscriber({ modelPath: path.join(dir, 'gone.bin') });
      await expect(missing.transcribe(clip)).rejects.toMatchObject({
        code: 'MODEL_UNREADABLE',
        message: expect.stringContaining('no file at'),
      });
    });
  },
);

describe('the whisper engine without its native module', () => {
  it('says to install build tools and run npm ci', async () => {
    vi.resetModules();
    vi.doMock('smart-whisper', () => {
      throw new Error("Cannot find module '../build/Release/smart-whisper'");
    });
    try {
      const { loadSmartWhisper } = await import('./whisper-model');
      await expect(loadSmartWhisper()).rejects.toMatchObject({
        code: 'NATIVE_MODULE_MISSING',
        message: expect.stringMatching(/build tool chain.*`npm ci`/s),
      });
    } finally {
      vi.doUnmock('smart-whisper');
      vi.resetModules();
    }
  });
});

describe('whisper prompts and short readings', () => {
  const word = (text: string, start: number) => ({
    word: text,
    start,
    end: start + 0.3,
    confidence: 0.9,
  });

  it('prompts with the verbatim style, then the last words said before', () => {
    expect(whisperPrompt(undefined)).toBe(WHISPER_INITIAL_PROMPT);
    expect(whisperPrompt('  and so  my fellow ')).toBe(
      `${WHISPER_INITIAL_PROMPT} and so my fellow`,
    );
    const many = Array.from({ length: WHISPER_CONTEXT_WORDS + 5 }, (_, i) => `w${i}`).join(' ');
    const context = whisperPrompt(many).slice(WHISPER_INITIAL_PROMPT.length + 1);
    expect(context.split(' ')).toHaveLength(WHISPER_CONTEXT_WORDS);
    expect(context.startsWith('w5 w6 ')).toBe(true);
    expect(context.endsWith(` w${WHISPER_CONTEXT_WORDS + 4}`)).toBe(true);
  });

  it('counts the speech inside a chunk', () => {
    const segments = [
      { start: 0, end: 4 },
      { start: 6, end: 10 },
      { start: 12, end: 20 },
    ];
    expect(speechInside(segments, { start: 2, end: 14 })).toBeCloseTo(2 + 4 + 2);
    expect(speechInside(segments, { start: 20, end: 30 })).toBe(0);
  });

  it('calls a reading short only with clearly too few words for the speech', () => {
    const two = [word('the', 1), word('world.', 1.4)];
    // " the world." for 30 s of reading: cut short.
    expect(cutShort(two, 29)).toBe(true);
    // Unhurried speech, 1.5 words a second of voice: not short.
    const slow = Array.from({ length: 15 }, (_, i) => word('word', i));
    expect(cutShort(slow, 10)).toBe(false);
    expect(cutShort(slow.slice(0, 5), 10)).toBe(true);
    // Too little speech to judge.
    expect(cutShort([], 4)).toBe(false);
  });
});
