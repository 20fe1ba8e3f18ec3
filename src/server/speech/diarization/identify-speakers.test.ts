import { describe, expect, it } from 'vitest';
import type { TranscribedWord } from '../types';
import { samplesReader } from './diarize';
import { identifySpeakers } from './identify-speakers';

const RATE = 16_000;
/** 8 s: a low buzz for the first 4 s, a bright hiss-like tone for the last 4. */
const samples = Float32Array.from({ length: 8 * RATE }, (_, i) =>
  i < 4 * RATE ? 0.3 * Math.sin((2 * Math.PI * 140 * i) / RATE) : 0.3 * Math.sin(i * i * 1e-3),
);
const audio = { read: samplesReader(samples, RATE), sampleRate: RATE };

const word = (text: string, start: number, speaker?: string): TranscribedWord => ({
  word: text,
  start,
  end: start + 0.5,
  confidence: 0.9,
  ...(speaker ? { speaker } : {}),
});

describe('identifySpeakers', () => {
  it("keeps a cloud engine's labels and measures a signature for each of its speakers", async () => {
    const words = [
      word('hello', 0.5, 'A'),
      word('there', 1.5, 'A'),
      word('hi', 4.5, 'B'),
      word('back', 6, 'B'),
      word('yes', 7.2, 'A'),
    ];
    const { words: labelled, speakers } = await identifySpeakers({
      words,
      audio,
      engineLabelsSpeakers: true,
    });
    expect(speakers.source).toBe('engine');
    expect(speakers.count).toBe(2);
    expect(speakers.utterances).toEqual([
      { speaker: 'A', text: 'hello there', start: 0.5, end: 2 },
      { speaker: 'B', text: 'hi back', start: 4.5, end: 6.5 },
      { speaker: 'A', text: 'yes', start: 7.2, end: 7.7 },
    ]);
    expect(speakers.signatures.A).toHaveLength(128);
    expect(speakers.signatures.B).toHaveLength(128);
    expect(speakers.signatures.A).not.toEqual(speakers.signatures.B);
    expect(labelled.map((w) => w.speaker)).toEqual(['A', 'A', 'B', 'B', 'A']);
  });

  it('tells voices apart itself when the engine labels none', async () => {
    const words = [word('one', 0.5), word('two', 2), word('three', 5), word('four', 6.5)];
    const { speakers, words: labelled } = await identifySpeakers({
      words,
      audio,
      speechSegments: [{ start: 0, end: 8 }],
      engineLabelsSpeakers: false,
    });
    expect(speakers.source).toBe('diarization');
    expect(labelled.every((w) => typeof w.speaker === 'string')).toBe(true);
    expect(speakers.utterances.map((u) => u.text).join(' ')).toBe('one two three four');
    expect(Object.keys(speakers.signatures).sort()).toEqual(
      [...new Set(labelled.map((w) => w.speaker))].sort(),
    );
  });

  it('labels nobody when the audio is not available (a recording too long to hold)', async () => {
    const { speakers, words } = await identifySpeakers({
      words: [word('hello', 0.5, 'X')],
      engineLabelsSpeakers: false,
    });
    expect(speakers).toEqual({ source: 'none', count: 0, utterances: [], signatures: {} });
    expect(words[0]).not.toHaveProperty('speaker');
  });

  it('gives no speakers and no signatures when no words were heard', async () => {
    const { speakers } = await identifySpeakers({
      words: [],
      audio,
      speechSegments: [{ start: 0, end: 8 }],
      engineLabelsSpeakers: false,
    });
    expect(speakers.count).toBe(0);
    expect(speakers.utterances).toEqual([]);
    expect(speakers.signatures).toEqual({});
  });
});
