import { describe, expect, it } from 'vitest';
import { LOUDNESS_FRAME_SECONDS } from '../scoring/norms';
import { setGapsByAudio, wordsTimedByAudio } from './word-times';

/** Loudness frames for `seconds`, loud except where `quiet` says. */
function loudness(seconds: number, quiet: (time: number) => boolean) {
  const frames = [];
  for (let t = LOUDNESS_FRAME_SECONDS / 2; t < seconds; t += LOUDNESS_FRAME_SECONDS) {
    frames.push({ time: t, power: quiet(t) ? 1e-8 : 0.05 });
  }
  return { loudness: frames };
}

const word = (text: string, start: number, end: number) => ({
  word: text,
  start,
  end,
  confidence: 0.9,
});

describe('gaps between words, set by the audio', () => {
  it('moves a late gap onto the silence near it', () => {
    // Said: "small" to 5.6 s, silence 5.6-6.2 s, "the" from 6.2 s; the engine put the gap late.
    const voice = loudness(8, (t) => t > 5.6 && t < 6.2);
    const [small, the] = setGapsByAudio([word('small.', 5.2, 5.86), word('the', 6.5, 6.7)], voice);
    expect(small!.end).toBeCloseTo(5.6, 1);
    expect(the!.start).toBeCloseTo(6.2, 1);
  });

  it('closes a gap with no silence in it: a comma said without a pause', () => {
    const voice = loudness(4, () => false);
    const [first, second] = setGapsByAudio([word('going,', 1, 1.5), word('um', 1.9, 2.2)], voice);
    expect(first!.end).toBe(second!.start);
    expect(first!.end).toBeCloseTo(1.7);
  });

  it('opens a gap where the engine put none but the audio is silent', () => {
    const voice = loudness(4, (t) => t > 1.45 && t < 1.8);
    const [a, b] = setGapsByAudio([word('day', 1, 1.6), word('and', 1.6, 2)], voice);
    expect(b!.start - a!.end).toBeGreaterThan(0.25);
  });

  it('never shrinks a word past its middle', () => {
    const voice = loudness(4, (t) => t > 0.9 && t < 1.9);
    const [a, b] = setGapsByAudio([word('a', 1, 1.4), word('b', 1.4, 1.6)], voice);
    expect(a!.end).toBeGreaterThanOrEqual(1.2);
    expect(b!.start).toBeLessThanOrEqual(1.5);
  });

  it('starts the first word and ends the last where the speech does', () => {
    // Speech from 0.5 s to 2.4 s; the engine started "Hello" early and ended "there" late.
    const voice = loudness(4, (t) => t < 0.5 || t > 2.4);
    const [hello, there] = setGapsByAudio(
      [word('Hello', 0.3, 1.2), word('there.', 1.2, 2.6)],
      voice,
    );
    expect(hello!.start).toBeCloseTo(0.5, 1);
    expect(there!.end).toBeCloseTo(2.4, 1);
  });

  it('times a lone word by the speech around it, within its middle', () => {
    // "Yes." said from 1.1 s to 1.5 s of 2 s.
    const voice = loudness(2, (t) => t < 1.1 || t > 1.5);
    const [only] = setGapsByAudio([word('Yes.', 1, 1.7)], voice);
    expect(only!.start).toBeCloseTo(1.1, 1);
    expect(only!.end).toBeCloseTo(1.5, 1);
  });

  it('leaves engines with exact word times alone', () => {
    const voice = loudness(4, () => false);
    const words = [word('going,', 1, 1.5), word('um', 1.9, 2.2)];
    expect(wordsTimedByAudio(words, 'pocketsphinx', voice)).toEqual(words);
    expect(wordsTimedByAudio(words, 'whisper', voice)[0]!.end).toBeCloseTo(1.7);
  });
});
