import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile, readPcm } from '../decode';
import { LIBRIVOX_CLIP, tempDir, WHISPER_TEST_MODEL } from '../test/fixtures';
import {
  closeWhisperProcess,
  loadWhisperModel,
  modelRefusalReason,
  transcribeInWhisperProcess,
  whisperProcessId,
} from './whisper-process';

/** whisper.cpp's weightless test model (shared/models/README.md): loads, runs, says nothing. */
const hasTestModel = fs.existsSync(WHISPER_TEST_MODEL);

const dir = tempDir('whisper-process');
afterAll(async () => {
  await closeWhisperProcess();
  fs.rmSync(dir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still waiting for ${what}`);
}

describe('modelRefusalReason', () => {
  it("quotes whisper.cpp's reason, or says the file was refused", () => {
    expect(
      modelRefusalReason(
        'whisper_init_from_file_with_params_no_state: loading model from x\n' +
          'whisper_model_load: invalid model data (bad magic)\nwhisper_init_with_params_no_state: failed\n',
      ),
    ).toBe('invalid model data (bad magic)');
    expect(modelRefusalReason('Segmentation fault')).toBe('the file was refused');
  });
});

describe.skipIf(!hasTestModel)(
  `the whisper process (skipped when ${WHISPER_TEST_MODEL} is absent)`,
  () => {
    let samples: Float32Array;
    beforeAll(async () => {
      const pcm = await decodeToPcmFile(LIBRIVOX_CLIP, path.join(dir, 'clip.pcm'));
      samples = await readPcm(pcm, 0, pcm.durationSeconds * pcm.sampleRate);
    });
    const transcribe = (signal?: AbortSignal) =>
      transcribeInWhisperProcess(
        { modelPath: WHISPER_TEST_MODEL, audio: { samples }, threads: 1, prompt: '' },
        signal,
      );

    it('transcribes in a process of its own, kept for the next piece', async () => {
      await loadWhisperModel(WHISPER_TEST_MODEL);
      const pid = whisperProcessId();
      expect(pid).not.toBeNull();
      expect(pid).not.toBe(process.pid);

      // The weightless model hears nothing, but runs whisper's whole graph.
      expect(await transcribe()).toEqual([]);
      expect(whisperProcessId()).toBe(pid);
    });

    it('works through pieces in order, and drops those abandoned before they start', async () => {
      await loadWhisperModel(WHISPER_TEST_MODEL);
      const abandon = new AbortController();
      const first = transcribe();
      const dropped = [transcribe(abandon.signal), transcribe(abandon.signal)];
      const last = transcribe();
      abandon.abort(new Error('the recording was discarded'));

      for (const piece of dropped) {
        await expect(piece).rejects.toThrow('the recording was discarded');
      }
      expect(await first).toEqual([]);
      expect(await last).toEqual([]);
      // An abandoned piece is refused before it is sent.
      await expect(transcribe(abandon.signal)).rejects.toThrow('the recording was discarded');
    });

    it('reads a stretch of a decoded file itself', async () => {
      const pcm = await decodeToPcmFile(LIBRIVOX_CLIP, path.join(dir, 'file.pcm'));
      const reply = await transcribeInWhisperProcess({
        modelPath: WHISPER_TEST_MODEL,
        audio: { pcm, first: 0, last: pcm.sampleCount },
        prompt: '',
      });
      expect(reply).toEqual([]);
    });

    it('fails the piece it was doing when the process dies, then starts another', async () => {
      await loadWhisperModel(WHISPER_TEST_MODEL);
      const pid = whisperProcessId()!;
      const attempt = transcribe();
      process.kill(pid, 'SIGKILL');

      await expect(attempt).rejects.toMatchObject({
        code: 'TRANSCRIPTION_FAILED',
        message: expect.stringContaining('the whisper process stopped: it was stopped by SIGKILL'),
      });
      expect(await transcribe()).toEqual([]);
      expect(whisperProcessId()).not.toBe(pid);
    });

    it('refuses a file that is not a model without harm to the next request', async () => {
      const page = path.join(dir, 'page.bin');
      fs.writeFileSync(page, '<html>Not found</html>');

      await expect(loadWhisperModel(page)).rejects.toMatchObject({
        code: 'MODEL_UNREADABLE',
        detail: 'invalid model data (bad magic)',
      });
      expect(await transcribe()).toEqual([]);
    });

    it('does not outlive the process that started it, even one killed with -9', async () => {
      const script =
        `const w = await import(${JSON.stringify(new URL('./whisper-process.ts', import.meta.url).href)});` +
        `await w.loadWhisperModel(${JSON.stringify(WHISPER_TEST_MODEL)});` +
        'console.log(w.whisperProcessId()); setInterval(() => {}, 1000);';
      const parent = spawn(
        process.execPath,
        ['--import', import.meta.resolve('tsx'), '--input-type=module', '-e', script],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const workerPid = await new Promise<number>((resolve, reject) => {
        parent.stdout.setEncoding('utf8');
        parent.stdout.once('data', (line: string) => resolve(Number(line.trim())));
        parent.once('exit', () => reject(new Error('the parent exited before loading')));
      });
      expect(alive(workerPid)).toBe(true);

      parent.kill('SIGKILL');
      await until(() => !alive(workerPid), `whisper process ${workerPid} to exit`);
    });
  },
);
