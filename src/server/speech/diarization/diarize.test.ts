import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile, loadPcm } from '../decode';
import {
  DIALOGUE_VOICES,
  espeak,
  espeakDialogue,
  ffmpeg,
  longRealRecording,
  realTwoPersonRecording,
  tempDir,
} from '../test/fixtures';
import { detectSpeech } from '../vad';
import { voiceFramesOfPcm } from '../metrics/voice-frames';
import {
  samplesReader,
  diarize,
  splitIntoWindows,
  windowCores,
  type Diarization,
  type SpeakerTurn,
} from './diarize';
import { mfccEmbedder } from './embedders';

const MONOLOGUE =
  'Good morning everyone. Today I want to talk about how we plan our work for the next ' +
  'quarter. First, we will look at what went well last time. Then, we will look at what did ' +
  'not go so well, and why. Finally, I will share three ideas for doing better, and I would ' +
  'like to hear what you think about each of them before we decide anything together.';

let dir = '';
const durationOf = (file: string) =>
  fs.statSync(file).size > 44 ? (fs.statSync(file).size - 44) / 2 / 16_000 : 0;

async function run(file: string): Promise<Diarization> {
  const pcm = await decodeToPcmFile(file, `${file}.pcm`);
  const segments = await detectSpeech(pcm);
  const audio = await loadPcm(pcm);
  const { pitch } = await voiceFramesOfPcm(pcm);
  return diarize(samplesReader(audio.samples, audio.sampleRate), audio.sampleRate, segments, {
    pitch,
  });
}

/** Fraction of speech time (by truth spans) labelled with the right speaker. */
function accuracy(truth: SpeakerTurn[], turns: SpeakerTurn[]) {
  let right = 0;
  let total = 0;
  for (let t = 0; t < (truth.at(-1)?.end ?? 0); t += 0.01) {
    const expected = truth.find((span) => t >= span.start && t < span.end)?.speaker;
    const got = turns.find((turn) => t >= turn.start && t < turn.end)?.speaker;
    if (!expected || !got) continue;
    total += 1;
    if (expected === got) right += 1;
  }
  return right / Math.max(1, total);
}

beforeAll(() => {
  dir = tempDir('diarize');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('splitIntoWindows', () => {
  it('cuts segments into 3 s windows 1.5 s apart, and keeps short ones whole', () => {
    expect(
      splitIntoWindows([
        { start: 0, end: 6 },
        { start: 7, end: 8.5 },
        { start: 9, end: 13 },
      ]),
    ).toEqual([
      { start: 0, end: 3 },
      { start: 1.5, end: 4.5 },
      { start: 3, end: 6 },
      { start: 7, end: 8.5 },
      // Two windows spread to end with the segment.
      { start: 9, end: 12 },
      { start: 10, end: 13 },
    ]);
  });
});

describe('windowCores', () => {
  it('gives each window the stretch up to the middle of its overlaps', () => {
    const windows = splitIntoWindows([
      { start: 0, end: 6 },
      { start: 7, end: 8.5 },
    ]);
    expect(windowCores(windows)).toEqual([
      { start: 0, end: 2.25 },
      { start: 2.25, end: 3.75 },
      { start: 3.75, end: 6 },
      { start: 7, end: 8.5 },
    ]);
  });
});

describe('diarize', () => {
  it('returns nothing for no speech', async () => {
    expect(await diarize(samplesReader(new Float32Array(16_000), 16_000), 16_000, [])).toEqual({
      speakers: 0,
      turns: [],
      signatures: {},
    });
  });

  it('calls a recording too short to compare windows one speaker', async () => {
    const samples = Float32Array.from({ length: 4 * 16_000 }, (_, i) =>
      i < 32_000 ? Math.sin(i / 3) * 0.3 : Math.sin(i * i) * 0.3,
    );
    const result = await diarize(samplesReader(samples, 16_000), 16_000, [
      { start: 0, end: 1.5 },
      { start: 2.5, end: 4 },
    ]);
    expect(result.speakers).toBe(1);
    expect(result.turns).toEqual([{ speaker: 'A', start: 0, end: 4 }]);
  });

  it('keeps one voice talking for 20 s as one speaker', async () => {
    const file = espeak(MONOLOGUE, path.join(dir, 'monologue.wav'), {
      voice: DIALOGUE_VOICES[0],
      wpm: 150,
    });
    const result = await run(file);
    expect(durationOf(file)).toBeGreaterThan(18);
    expect(result.speakers).toBe(1);
    expect(result.turns.every((turn) => turn.speaker === 'A')).toBe(true);
    expect(result.signatures.A).toHaveLength(128);
  });

  it('finds two alternating voices and where their turns change', async () => {
    const dialogue = espeakDialogue(dir);
    const truth = dialogue.turns;
    const result = await run(dialogue.path);

    expect(result.speakers).toBe(2);
    expect(Object.keys(result.signatures).sort()).toEqual(['A', 'B']);
    const score = accuracy(truth, result.turns);
    // Each true turn change should have a detected change nearby.
    const changes = result.turns.slice(1).map((turn) => turn.start);
    const matched = truth
      .slice(1)
      .filter((span) => changes.some((change) => Math.abs(change - span.start) <= 0.75));
    const errors = truth
      .slice(1)
      .map((span) => Math.min(...changes.map((change) => Math.abs(change - span.start))));
    console.info(
      `diarization: boundary error mean ${(errors.reduce((a, b) => a + b, 0) / errors.length).toFixed(3)} s, ` +
        `max ${Math.max(...errors).toFixed(3)} s`,
    );
    console.info(
      `diarization: ${result.turns.length} turns, ${(score * 100).toFixed(1)}% of speech time right, ` +
        `${matched.length}/${truth.length - 1} changes within 0.75 s`,
    );
    expect(result.turns.map((turn) => turn.speaker).join('')).toBe('ABABAB');
    expect(score).toBeGreaterThan(0.9);
    expect(matched.length).toBeGreaterThanOrEqual(truth.length - 2);
  });

  it('tells two real people apart: a LibriVox narrator and a man from other recordings', async () => {
    const recording = realTwoPersonRecording(dir);
    const result = await run(recording.path);
    expect(result.speakers).toBe(2);
    expect(result.turns.map((turn) => turn.speaker).join('')).toBe('ABABABAB');
    expect(accuracy(recording.turns, result.turns)).toBeGreaterThan(0.9);
  });

  it('keeps one real narrator reading for 20 s as one speaker', async () => {
    const recording = realTwoPersonRecording(dir);
    // Only the narrator's turns, back to back.
    const narrator = path.join(dir, 'narrator.wav');
    const list = path.join(dir, 'narrator.txt');
    fs.writeFileSync(
      list,
      [0, 1, 2, 3].map((i) => `file '${path.join(dir, `real-a-${i}.wav`)}'`).join('\n'),
    );
    ffmpeg('-f', 'concat', '-safe', '0', '-i', list, narrator);
    expect(recording.turns.filter((t) => t.speaker === 'A').length).toBe(4);
    const result = await run(narrator);
    expect(result.speakers).toBe(1);
  });

  it('keeps one real voice one speaker over 3 minutes of takes', async () => {
    const file = longRealRecording(dir, 'solo-long', ['narrator'], 180);
    expect(durationOf(file)).toBeGreaterThan(175);
    const result = await run(file);
    expect(result.speakers).toBe(1);
  });

  it('finds two voices taking turns over 2 minutes: the real narrator and espeak-ng', async () => {
    const file = longRealRecording(dir, 'duo-long', ['narrator', 'espeak'], 120);
    const result = await run(file);
    expect(result.speakers).toBe(2);
  });

  it('calls every recording one speaker when the speaker model is missing', async () => {
    const recording = realTwoPersonRecording(dir);
    const empty = fs.mkdtempSync(path.join(dir, 'no-model-'));
    const saved = process.env.SPEAKER_MODEL_DIR;
    process.env.SPEAKER_MODEL_DIR = empty;
    try {
      const result = await run(recording.path);
      expect(result.speakers).toBe(1);
      expect(result.turns.every((turn) => turn.speaker === 'A')).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.SPEAKER_MODEL_DIR;
      else process.env.SPEAKER_MODEL_DIR = saved;
    }
  });

  it('can embed with MFCC statistics instead (the evaluation compares them)', async () => {
    const recording = realTwoPersonRecording(dir);
    const pcm = await decodeToPcmFile(recording.path, `${recording.path}.mfcc.pcm`);
    const audio = await loadPcm(pcm);
    const result = await diarize(
      samplesReader(audio.samples, audio.sampleRate),
      audio.sampleRate,
      await detectSpeech(pcm),
      { embedder: mfccEmbedder() },
    );
    expect(result.speakers).toBeGreaterThanOrEqual(1);
    for (const signature of Object.values(result.signatures)) expect(signature).toHaveLength(24);
  });
});
