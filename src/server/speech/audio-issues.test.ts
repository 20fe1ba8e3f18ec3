import { describe, expect, it } from 'vitest';
import { assessTranscript } from '@shared/recordings/transcript-reliability';
import { findAudioIssue, signalToNoiseDb } from './audio-issues';

const reliable = assessTranscript([0.9, 0.8, 0.7, 0.95], 'pocketsphinx');
/** 77% doubtful, mean 0.29: what pocketsphinx made of German (docs/evaluation.md). */
const unrecognised = assessTranscript(
  [...Array<number>(41).fill(0.1), ...Array<number>(12).fill(0.9)],
  'pocketsphinx',
);
/** n words, one every `step` seconds from `from`. */
const wordsEvery = (n: number, step: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ start: from + i * step, end: from + i * step + 0.2 }));
const speech = (seconds: number) => [{ start: 0, end: seconds }];
const evidence = {
  silent: false,
  words: wordsEvery(53, 0.33),
  speechSegments: speech(17.6),
  reliability: reliable,
  foreignLanguageMarked: false,
};

describe('findAudioIssue', () => {
  it('finds nothing wrong with speech', () => {
    expect(findAudioIssue(evidence)).toBeNull();
  });

  it('says silence when the decoder heard nothing', () => {
    expect(findAudioIssue({ ...evidence, silent: true, words: [] })).toBe('silence');
  });

  it('says no speech when VAD found under half a second of it (noise, hum, tones)', () => {
    expect(findAudioIssue({ ...evidence, words: [], speechSegments: [] })).toBe('no_speech');
    expect(
      findAudioIssue({ ...evidence, words: wordsEvery(2, 0.2), speechSegments: speech(0.4) }),
    ).toBe('no_speech');
  });

  it('says no speech when words come too sparsely for speech (a chord: 1 word in 9.7 s)', () => {
    expect(
      findAudioIssue({ ...evidence, words: wordsEvery(1, 1), speechSegments: speech(9.7) }),
    ).toBe('no_speech');
    expect(
      findAudioIssue({ ...evidence, words: wordsEvery(4, 1), speechSegments: speech(5) }),
    ).toBe('no_speech');
    // The slowest speech measured: 2.2 words per second of speech.
    expect(
      findAudioIssue({ ...evidence, words: wordsEvery(20, 0.45), speechSegments: speech(9) }),
    ).toBeNull();
  });

  it('counts only the words inside the speech VAD found (a melody transcribed whole)', () => {
    const melody = [
      { start: 0.97, end: 1.47 },
      { start: 1.48, end: 2.96 },
      { start: 3.47, end: 4.51 },
      { start: 6.46, end: 7.48 },
      { start: 7.49, end: 7.95 },
    ];
    const segments = [
      { start: 0.19, end: 1.25 },
      { start: 10.58, end: 11.92 },
    ];
    expect(findAudioIssue({ ...evidence, words: melody, speechSegments: segments })).toBe(
      'no_speech',
    );
  });

  it('leaves speech VAD heard but the engine did not to the plain no-words message', () => {
    expect(findAudioIssue({ ...evidence, words: [], speechSegments: speech(3) })).toBeNull();
  });

  it('says another language only when the engine said so of speech it could not recognise', () => {
    const marked = { ...evidence, foreignLanguageMarked: true };
    expect(findAudioIssue({ ...marked, reliability: unrecognised })).toBe('other_language');
    // The note is a few words for a whole stretch: not taken for noise by the word rate.
    expect(
      findAudioIssue({ ...marked, reliability: unrecognised, words: wordsEvery(4, 0.3) }),
    ).toBe('other_language');
    // A note among words heard well is a passing phrase in another language.
    expect(findAudioIssue(marked)).toBeNull();
  });

  it('never calls unrecognised speech another language on its doubt alone (a far microphone)', () => {
    // What pocketsphinx made of a real English meeting (AMI): 91% of its words doubtful.
    expect(findAudioIssue({ ...evidence, reliability: unrecognised })).toBeNull();
  });

  it('judges a transcript without audio on its words alone', () => {
    expect(findAudioIssue({ ...evidence, speechSegments: null })).toBeNull();
  });
});

describe('signalToNoiseDb', () => {
  const frames = (powers: number[]) => powers.map((power, i) => ({ time: i * 0.05, power }));

  it('compares the loud frames with the quiet ones', () => {
    // Pauses (a fifth of the frames) at -60 dB, speech at -20 dB: 40 dB apart.
    const clean = frames([...Array<number>(20).fill(1e-6), ...Array<number>(80).fill(1e-2)]);
    expect(signalToNoiseDb(clean)).toBeCloseTo(40, 0);
    expect(signalToNoiseDb(frames(Array<number>(50).fill(1e-2)))).toBe(0);
    expect(signalToNoiseDb([])).toBeNull();
  });
});
