import { describe, expect, it } from 'vitest';
import type { TranscribedWord } from '../types';
import { fillerLikePronunciation } from './filler-pronunciation';
import { RECOVERED_FILLER_CONFIDENCE, recoverFillers } from './filler-recovery';
import type { VoiceFrames } from './voice-frames';

const word = (text: string, start: number, end: number, confidence = 0.9): TranscribedWord => ({
  word: text,
  start,
  end,
  confidence,
});

/** A quiet recording (-70 dB) with loud, voiced stretches where `loud` says. */
function voiceWith(loud: Array<[number, number]>, seconds = 10, voiced = true): VoiceFrames {
  const inside = (t: number) => loud.some(([a, b]) => t >= a && t <= b);
  return {
    durationSeconds: seconds,
    loudness: Array.from({ length: seconds * 20 }, (_, i) => {
      const time = i * 0.05 + 0.025;
      return { time, power: inside(time) ? 1e-2 : 1e-7 };
    }),
    pitch: Array.from({ length: seconds * 100 }, (_, i) => {
      const time = i * 0.01 + 0.02;
      return { time, hz: inside(time) && voiced ? 120 : null };
    }),
    clippingShare: 0,
  };
}

const recover = (words: TranscribedWord[], voice = voiceWith([]), engine = 'pocketsphinx') =>
  recoverFillers(words, { voice, engine, engineWritesDisfluencies: false });

describe('recoverFillers', () => {
  it('counts an unsure "ah" next to a silence as a filler, and merges "ah ah"', () => {
    const words = recover([
      word('so', 0.0, 0.4),
      word('ah', 0.62, 0.8, 0.07),
      word('ah', 0.81, 0.94, 0.3),
      word('today', 1.3, 1.7),
    ]);
    expect(words.map((w) => w.word)).toEqual(['so', 'ah', 'today']);
    expect(words[1]).toMatchObject({
      start: 0.62,
      end: 0.94,
      confidence: RECOVERED_FILLER_CONFIDENCE,
      fillerEvidence: 'engine',
    });
  });

  it('takes an "ah" in the middle of a phrase for a misheard word, and doubts it', () => {
    const words = recover([
      word('and', 1.0, 1.2),
      word('ah', 1.21, 1.4, 0.56),
      word('the', 1.41, 1.5),
    ]);
    expect(words[1]?.fillerEvidence).toBeUndefined();
    expect(words[1]?.confidence).toBeLessThan(0.5);
  });

  it('trusts a filler whisper wrote in mid-phrase, however unsure, punctuated or capitalised', () => {
    const heard = [
      word('think,', 1.15, 1.64),
      word('Uh,', 1.64, 1.98, 0.32),
      word('main', 1.98, 2.39),
    ];
    const words = recover(heard, voiceWith([]), 'whisper');
    expect(words[1]).toMatchObject({
      word: 'Uh,',
      confidence: RECOVERED_FILLER_CONFIDENCE,
      fillerEvidence: 'engine',
    });
    // The same word from pocketsphinx, which writes "ah"/"uh" for short words it mishears.
    expect(recover(heard)[1]).toMatchObject({ confidence: 0.3 });
    expect(recover(heard)[1]?.fillerEvidence).toBeUndefined();
  });

  it('reads a punctuated filler beside a silence as a filler', () => {
    const words = recover(
      [word('So', 0.0, 0.4), word('um,', 0.6, 0.9, 0.2), word('today', 1.2, 1.6)],
      voiceWith([]),
      'whisper',
    );
    expect(words[1]).toMatchObject({ fillerEvidence: 'engine' });
  });

  it('rewrites a doubtful lone word that sounds like a filled pause', () => {
    const words = recover([
      word('practice', 2.2, 2.9),
      word('bomb', 2.99, 3.4, 0.44),
      word('that', 3.5, 3.8),
    ]);
    expect(words[1]).toMatchObject({ word: 'um', fillerEvidence: 'pronunciation' });
  });

  it('keeps a short function word said between two pauses', () => {
    const words = recover([
      word('apples', 1.0, 1.5),
      word('a', 1.7, 1.9, 0.2),
      word('pear', 2.1, 2.5),
    ]);
    expect(words[1]).toMatchObject({ word: 'a', confidence: 0.2 });
    expect(words[1]?.fillerEvidence).toBeUndefined();
  });

  it('keeps sure words, words in a phrase, and words that cannot be fillers', () => {
    const sure = recover([word('i', 0, 0.2), word('was', 0.5, 0.8, 0.95), word('late', 1.1, 1.4)]);
    expect(sure[1]?.word).toBe('was');
    const inPhrase = recover([
      word('i', 0, 0.2),
      word('was', 0.21, 0.5, 0.2),
      word('it', 0.52, 0.7),
    ]);
    expect(inPhrase[1]?.word).toBe('was');
    const notFillerLike = recover([
      word('a', 0, 0.2),
      word('street', 0.5, 0.9, 0.2),
      word('b', 1.2, 1.4),
    ]);
    expect(notFillerLike[1]?.word).toBe('street');
  });

  it('adds a filler where a loud voiced stretch between words has no word', () => {
    const words = recover(
      [word('matters', 1.0, 1.6), word('when', 2.6, 2.9)],
      voiceWith([
        [1.0, 1.6],
        [1.9, 2.3],
        [2.6, 2.9],
      ]),
    );
    expect(words.map((w) => w.word)).toEqual(['matters', 'uh', 'when']);
    expect(words[1]).toMatchObject({
      fillerEvidence: 'audio',
      confidence: RECOVERED_FILLER_CONFIDENCE,
    });
    expect(words[1]?.start).toBeCloseTo(1.9, 1);
  });

  it('adds nothing for silence, a breath (unvoiced) or missed speech', () => {
    const words = [word('matters', 1.0, 1.6), word('when', 4.6, 4.9)];
    expect(recover(words, voiceWith([]))).toHaveLength(2);
    expect(recover(words, voiceWith([[2.0, 2.4]], 10, false))).toHaveLength(2);
    expect(recover(words, voiceWith([[1.8, 4.2]]))).toHaveLength(2);
    // Missed speech runs on into the words around it; a filler stands apart.
    const close = [word('matters', 1.0, 1.6), word('when', 2.3, 2.6)];
    expect(recover(close, voiceWith([[1.55, 2.35]]))).toHaveLength(2);
  });

  it('leaves an engine that writes disfluencies alone', () => {
    const words = [word('so', 0, 0.4), word('ah', 0.6, 0.9, 0.07), word('today', 1.3, 1.7)];
    expect(
      recoverFillers(words, {
        voice: voiceWith([]),
        engine: 'assemblyai',
        engineWritesDisfluencies: true,
      }),
    ).toEqual(words);
  });
});

describe('fillerLikePronunciation', () => {
  it('knows short central-vowel words from the pronunciation dictionary', () => {
    expect(fillerLikePronunciation('bomb')).toBe('um');
    expect(fillerLikePronunciation('was')).toBe('uh');
    expect(fillerLikePronunciation('our')).toBe('uh');
    expect(fillerLikePronunciation('street')).toBeNull();
    expect(fillerLikePronunciation('practice')).toBeNull();
  });
});
