import { describe, expect, it } from 'vitest';
import { scriptedTokens } from '../metrics/testing/scripted-words';
import {
  cite,
  inParens,
  positionAtTime,
  positionOfIndex,
  quoteAt,
  quoteFields,
  quoteRange,
  quoteRun,
  runEnd,
  runStart,
} from './quote';

describe('quoteRange', () => {
  const tokens = scriptedTokens('we grew fast |0.5| then we hired ten people quickly');

  it('marks with an ellipsis where the sentence goes on at either end', () => {
    expect(quoteRange(tokens, 5, 7)).toBe('\u2026hired ten people\u2026');
  });

  it('has no ellipsis at the start or end of speech, at a pause or at a full stop', () => {
    expect(quoteRange(tokens, 0, 1)).toBe('we grew\u2026');
    expect(quoteRange(tokens, 3, 5)).toBe('then we hired\u2026');
    expect(quoteRange(tokens, 1, 2)).toBe('\u2026grew fast'); // the pause after "fast" ends it
    const punctuated = scriptedTokens('We grew. Then we hired people');
    expect(quoteRange(punctuated, 2, 3)).toBe('Then we\u2026');
    expect(quoteRange(punctuated, 0, 1)).toBe('We grew.');
  });

  it('clips to the transcript and strips quote marks the engine wrote around words', () => {
    expect(quoteRange(tokens, 7, 20)).toBe('\u2026people quickly');
    expect(quoteRange(scriptedTokens('he said "stop" now'), 2, 2)).toBe('\u2026stop\u2026');
    expect(quoteRange(tokens, 5, 4)).toBe('');
  });
});

describe('quoteAt', () => {
  it('quotes words around a position and times it at that word', () => {
    const tokens = scriptedTokens('we grew fast |0.5| um so the next step was hiring', {
      start: 40,
    });
    expect(quoteAt(tokens, 3, 0, 4)).toEqual({
      text: 'um so the next step\u2026',
      timestamp: '0:41',
      reliable: true,
    });
  });

  it('is unreliable when the quoted words average under 0.5 confidence, and then shows only the time', () => {
    const tokens = scriptedTokens('we went@0.3 to@0.3 the@0.4 market', { start: 75 });
    const doubtful = quoteAt(tokens, 0, 0, 3); // (0.95 + 0.3 + 0.3 + 0.4) / 4 = 0.49
    expect(doubtful.reliable).toBe(false);
    expect(cite(doubtful)).toBe(' (at 1:15)');
    expect(inParens(doubtful)).toBe('');
    expect(quoteFields(doubtful)).toEqual({ timestamp: '1:15' });
    const sure = quoteAt(tokens, 4, 1, 0); // "the market": (0.4 + 0.95) / 2
    // "the" is doubtful (under 0.5): quoted as unclear, never as the user's word.
    expect(cite(sure)).toBe(" (1:16 '\u2026[unclear] market')");
    expect(inParens(sure)).toBe(" ('\u2026[unclear] market')");
    expect(quoteFields(sure)).toEqual({ quote: '\u2026[unclear] market', timestamp: '1:16' });
  });

  it('folds a run of doubtful words into one [unclear], and needs half the words sure', () => {
    const tokens = scriptedTokens(
      'so@0.9 what@0.3 about@0.2 like@0.1 prostitutes@0.2 matters@0.95 today@0.9',
    );
    expect(quoteRange(tokens, 0, 6)).toBe('so [unclear] matters today');
    // Mean 0.51, but only 3 of 7 words sure: the quote would be mostly "[unclear]".
    expect(quoteAt(tokens, 0, 0, 6).reliable).toBe(false);
    expect(quoteAt(tokens, 4, 0, 2).reliable).toBe(true); // 2 of 3 sure
  });

  it('takes the analysis own doubtful line when it set one', () => {
    const [token] = scriptedTokens('market@0.6');
    expect(quoteRange([{ ...token!, doubtful: true }], 0, 0)).toBe('[unclear]');
    expect(quoteRange([{ ...token!, doubtful: false }], 0, 0)).toBe('market');
  });
});

describe('quoteRun', () => {
  it('stops at the end of the spoken run', () => {
    const tokens = scriptedTokens('I think we ship in May |0.5| and then we rest');
    expect(quoteRun(tokens, 0, 10).text).toBe('I think we ship in May');
    expect(quoteRun(tokens, 0, 2).text).toBe('I think we\u2026');
    expect(runEnd(tokens, 0, 10)).toBe(5);
    expect(runStart(tokens, 9, 10)).toBe(6);
    expect(runStart(tokens, 9, 2)).toBe(7);
  });
});

describe('runEnd', () => {
  it('runs on past a pause until a quote has 3 words', () => {
    const tokens = scriptedTokens('so real |0.5| then we go |0.5| home');
    // Past the pause it finishes the run it entered: "then we go".
    expect(quoteRun(tokens, 1, 6).text).toBe('\u2026real then we go');
    expect(runEnd(tokens, 5, 6)).toBe(5); // the last word: nothing to add
  });
});

describe('positions', () => {
  const tokens = scriptedTokens('alpha beta gamma', { start: 10 });

  it('finds the token of an input index and the first token at a time', () => {
    expect(positionOfIndex(tokens, 2)).toBe(2);
    expect(positionOfIndex(tokens, 9)).toBe(-1);
    expect(positionAtTime(tokens, 10.2)).toBe(1);
    expect(positionAtTime(tokens, 99)).toBe(2);
  });
});
