import { describe, expect, it } from 'vitest';
import {
  WHISPER_DTW_LAG_MS,
  marksForeignLanguage,
  wordsFromTokens,
  type WhisperToken,
} from './whisper-words';

const token = (text: string, from: number, to: number, p = 0.9, dtw?: number): WhisperToken => ({
  text,
  from,
  to,
  p,
  ...(dtw === undefined ? {} : { dtw }),
});

describe('wordsFromTokens', () => {
  it('joins word pieces, keeps punctuation on its word and drops control tokens', () => {
    const tokens = [
      token('[_BEG_]', 0, 0, 1),
      token(' Um', 100, 300, 0.6),
      token(',', 300, 320, 0.2),
      token(' I', 500, 600),
      token(' think', 600, 850, 0.95),
      token(' Hel', 900, 1000, 0.7),
      token('sink', 1000, 1200, 0.99),
      token('i', 1200, 1300, 0.98),
      token('.', 1300, 1310, 0.5),
      token('[_TT_66]', 1320, 1320, 1),
      token('<|endoftext|>', 1320, 1320, 1),
    ];
    expect(wordsFromTokens(tokens, 0)).toEqual([
      // The comma's own doubt (0.2) does not lower the word's confidence.
      { word: 'Um,', start: 0.1, end: 0.32, confidence: 0.6 },
      { word: 'I', start: 0.5, end: 0.6, confidence: 0.9 },
      { word: 'think', start: 0.6, end: 0.85, confidence: 0.95 },
      // The weakest piece sets the word's confidence, not the mean (0.89).
      { word: 'Helsinki.', start: 0.9, end: 1.31, confidence: 0.7 },
    ]);
  });

  it("shifts times by the chunk's offset and rounds them to the millisecond", () => {
    const words = wordsFromTokens([token(' so', 1234.5678, 1500.0004)], 61.25);
    expect(words).toEqual([{ word: 'so', start: 62.485, end: 62.75, confidence: 0.9 }]);
  });

  it('treats a control token as the end of the word in progress', () => {
    const tokens = [
      token(' we', 0, 200),
      token('[_TT_10]', 200, 200, 1),
      // A segment may begin without a space: it still starts a new word.
      token('start', 300, 600),
    ];
    expect(wordsFromTokens(tokens, 0).map((w) => w.word)).toEqual(['we', 'start']);
  });

  it('adds punctuation written as its own word to the word before, and never counts it', () => {
    const tokens = [
      token(' -', 0, 50, 0.3),
      token(' well', 100, 300),
      token(' -', 300, 350, 0.3),
      token(' "', 400, 410, 0.4),
      token('Yes', 410, 600, 0.8),
      token('"', 600, 610, 0.4),
      token(' ...', 700, 800, 0.3),
    ];
    expect(wordsFromTokens(tokens, 0)).toEqual([
      { word: 'well-', start: 0.1, end: 0.3, confidence: 0.9 },
      { word: '"Yes"...', start: 0.4, end: 0.61, confidence: 0.8 },
    ]);
  });

  it('keeps contractions and numbers whole, and skips empty tokens', () => {
    const tokens = [
      token(' don', 0, 100, 0.9),
      token("'t", 100, 200, 0.85),
      token('', 200, 200, 0.1),
      token(' 20', 300, 400, 0.95),
      token('%', 400, 450, 0.6),
    ];
    expect(wordsFromTokens(tokens, 0)).toEqual([
      { word: "don't", start: 0, end: 0.2, confidence: 0.85 },
      { word: '20%', start: 0.3, end: 0.45, confidence: 0.95 },
    ]);
  });

  it('never gives a word an end before its start, nor a confidence outside 0-1', () => {
    const [word] = wordsFromTokens([token(' odd', 500, 400, 1.2)], 0);
    expect(word).toEqual({ word: 'odd', start: 0.5, end: 0.5, confidence: 1 });
  });

  it('returns no words for no tokens or only control tokens', () => {
    expect(wordsFromTokens([], 5)).toEqual([]);
    expect(wordsFromTokens([token('[_BEG_]', 0, 0), token('[_EOT_]', 0, 0)], 5)).toEqual([]);
  });
});

describe('wordsFromTokens with DTW times', () => {
  const timed = (text: string, from: number, to: number, dtw?: number) =>
    token(text, from, to, 0.9, dtw);
  // whisper.cpp's DTW time of a token ending at `ms`.
  const late = (ms: number) => ms + WHISPER_DTW_LAG_MS;

  it("times each word from the token before's end to its own, punctuation aside", () => {
    const words = wordsFromTokens(
      [
        timed('[_BEG_]', 0, 0),
        timed(' Today', 430, 430, late(880)),
        timed(',', 500, 600, late(1120)),
        timed(' I', 600, 670, late(1120)),
        timed(' want', 680, 1030, late(1460)),
        timed('.', 1030, 1200, late(1800)),
        timed(' Um', 1600, 1700, late(2100)),
      ],
      10,
    );
    expect(words.map((w) => [w.word, w.start, w.end])).toEqual([
      // The first word starts where whisper's own times say; it ends at its DTW time.
      ['Today,', 10.43, 10.88],
      // "," and "I" end on the same step: "I" still lasts one, 10 ms.
      ['I', 11.12, 11.13],
      ['want.', 11.13, 11.46],
      // After a full stop, a word starts where the stop ended.
      ['Um', 11.8, 12.1],
    ]);
  });

  it('starts the first word at its DTW end when whisper starts it later', () => {
    const words = wordsFromTokens([timed(' Hi', 900, 950, late(600))], 0);
    expect(words.map((w) => [w.start, w.end])).toEqual([[0.6, 0.61]]);
  });

  it("keeps whisper's own times when no token has a DTW time", () => {
    const words = wordsFromTokens([timed(' Hello', 0, 400), timed('.', 400, 500)], 0);
    expect(words).toEqual([{ word: 'Hello.', start: 0, end: 0.5, confidence: 0.9 }]);
  });
});

describe("wordsFromTokens and whisper's descriptions of sounds", () => {
  const piece = (text: string, from: number) => token(text, from, from + 200, 0.95);

  it('keeps "(speaking in foreign language)" for the reader, with no confidence', () => {
    const words = wordsFromTokens(
      [
        piece(' (', 0),
        piece('speaking', 100),
        piece(' in', 300),
        piece(' foreign', 500),
        piece(' language', 700),
        piece(')', 900),
        piece(' [', 1200),
        piece('MUSIC', 1300),
        piece(']', 1500),
        piece(' Hello', 1800),
        piece('.', 2000),
      ],
      0,
    );
    expect(words.map((w) => [w.word, w.confidence])).toEqual([
      ['(speaking', 0],
      ['in', 0],
      ['foreign', 0],
      ['language)', 0],
      ['[MUSIC]', 0],
      ['Hello.', 0.95],
    ]);
  });
});

describe('marksForeignLanguage', () => {
  const words = (text: string) => text.split(' ').map((word) => ({ word }));

  it("finds whisper's note that it heard another language, and nothing else", () => {
    expect(marksForeignLanguage(words('(speaking in foreign language)'))).toBe(true);
    expect(marksForeignLanguage(words('so [FOREIGN] she said'))).toBe(true);
    expect(marksForeignLanguage(words('[MUSIC] (laughs)'))).toBe(false);
    expect(marksForeignLanguage(words('a foreign language is hard to learn'))).toBe(false);
  });
});
