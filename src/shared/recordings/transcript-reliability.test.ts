import { describe, expect, it } from 'vitest';
import { isOffensiveWord } from './offensive-words';
import {
  UNCLEAR_WORD,
  assessTranscript,
  doubtfulBelow,
  foldDoubtfulWords,
  foldUnclearRuns,
  shownWord,
} from './transcript-reliability';

/** n confidences with the given share under 0.5 and the given mean, for pocketsphinx. */
function confidences(n: number, doubtfulShare: number, doubtfulValue: number, sureValue: number) {
  const doubtful = Math.round(n * doubtfulShare);
  return Array.from({ length: n }, (_, i) => (i < doubtful ? doubtfulValue : sureValue));
}

describe('doubtfulBelow', () => {
  it('reads pocketsphinx posteriors at 0.5 and calibrated engines at 75% (product rules R10.5)', () => {
    expect(doubtfulBelow('pocketsphinx')).toBe(0.5);
    expect(doubtfulBelow('whisper')).toBe(0.75);
    expect(doubtfulBelow('assemblyai')).toBe(0.75);
    expect(doubtfulBelow(null)).toBe(0.75);
  });
});

describe('assessTranscript', () => {
  // Figures measured with pocketsphinx (docs/evaluation.md, "Transcript reliability").
  it('keeps real read speech reliable: 47% doubtful, mean 0.56 (LibriVox 0920)', () => {
    const result = assessTranscript(confidences(17, 0.47, 0.15, 0.88), 'pocketsphinx');
    expect(result).toMatchObject({ level: 'reliable', wordCount: 17, doubtfulBelow: 0.5 });
    expect(result.doubtfulShare).toBeCloseTo(0.471, 3);
  });

  it('calls misheard synthetic English approximate: most words doubtful (57%), mean 0.44', () => {
    const result = assessTranscript(confidences(63, 0.57, 0.15, 0.83), 'pocketsphinx');
    expect(result.level).toBe('approximate');
    expect(result.meanConfidence).toBeLessThan(0.5);
  });

  it('calls it approximate on a mean under 0.5 alone, with under half the words doubtful', () => {
    expect(assessTranscript(confidences(20, 0.45, 0.1, 0.78), 'pocketsphinx').level).toBe(
      'approximate',
    );
  });

  it('calls almost nothing recognised unrecognised: 77% doubtful, mean 0.29 (German)', () => {
    expect(assessTranscript(confidences(53, 0.77, 0.1, 0.9), 'pocketsphinx').level).toBe(
      'unrecognised',
    );
    // The most doubtful synthetic English clip (70%, mean 0.35) stays approximate.
    expect(assessTranscript(confidences(57, 0.7, 0.12, 0.89), 'pocketsphinx').level).toBe(
      'approximate',
    );
  });

  it('reads a calibrated engine against its own line', () => {
    // 0.64 is a sure pocketsphinx word, but under a calibrated engine's 75%.
    expect(assessTranscript(confidences(10, 0, 0, 0.64), 'pocketsphinx').level).toBe('reliable');
    expect(assessTranscript(confidences(10, 0, 0, 0.64), 'whisper').level).toBe('approximate');
  });

  it('is reliable, with no mean, when there are no words', () => {
    expect(assessTranscript([], 'pocketsphinx')).toEqual({
      level: 'reliable',
      doubtfulShare: 0,
      meanConfidence: null,
      doubtfulBelow: 0.5,
      wordCount: 0,
    });
  });
});

describe('shownWord and foldDoubtfulWords', () => {
  it('marks doubtful words, and never writes out a doubtful offensive one', () => {
    expect(shownWord('practice', 0.9, 0.5)).toEqual({ text: 'practice', doubtful: false });
    expect(shownWord('practice', 0.2, 0.5)).toEqual({ text: 'practice', doubtful: true });
    expect(shownWord('prostitutes', 0.2, 0.5)).toEqual({ text: UNCLEAR_WORD, doubtful: true });
    expect(shownWord('Damn,', 0.3, 0.5).text).toBe(UNCLEAR_WORD);
    // Said and heard clearly: the person's own word.
    expect(shownWord('damn', 0.95, 0.5)).toEqual({ text: 'damn', doubtful: false });
    // A word without a confidence is taken as heard.
    expect(shownWord('hello', undefined, 0.5).doubtful).toBe(false);
  });

  it('folds each run of doubtful words into one [unclear]', () => {
    const words = [
      { text: 'what', doubtful: true },
      { text: 'about', doubtful: true },
      { text: 'practice', doubtful: false },
      { text: 'like', doubtful: true },
      { text: 'matters', doubtful: false },
    ];
    expect(foldDoubtfulWords(words)).toBe('[unclear] practice [unclear] matters');
    expect(foldDoubtfulWords([])).toBe('');
    expect(foldUnclearRuns('[unclear] [unclear] like [unclear] practice')).toBe(
      '[unclear] like [unclear] practice',
    );
  });
});

describe('isOffensiveWord', () => {
  it('matches the lower-case word without punctuation or pronunciation markers', () => {
    expect(isOffensiveWord('prostitutes')).toBe(true);
    expect(isOffensiveWord('Shit!')).toBe(true);
    expect(isOffensiveWord('fuck(2)')).toBe(true);
    expect(isOffensiveWord('practice')).toBe(false);
    expect(isOffensiveWord('assess')).toBe(false);
  });
});
