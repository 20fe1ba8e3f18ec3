import { describe, expect, it } from 'vitest';
import { buildRecording } from '@client/test/recording-factory';
import {
  MAX_TIPS,
  activeWordIndex,
  hasNoWords,
  isUncertain,
  parseTimestamp,
  scoreCardsFor,
  scoredSpeaker,
  tipsFor,
} from './result-rules';

describe('the score cards', () => {
  it('are Pace, Filler Words, Clarity and Confidence with their bands', () => {
    const cards = scoreCardsFor(buildRecording());
    expect(cards.map((card) => [card.title, card.score, card.band])).toEqual([
      ['Pace', 9, 'green'],
      ['Filler Words', 6, 'yellow'],
      ['Clarity', 7, 'yellow'],
      ['Confidence', 5, 'orange'],
    ]);
  });

  it('describe pace in words per minute and fillers with their share', () => {
    const [pace, filler] = scoreCardsFor(buildRecording());
    expect(pace?.description).toBe('142 words per minute');
    expect(filler?.description).toBe('1 filler word (12.5% of your words)');
    expect(pace?.reasoning).toBe('You spoke at 142 wpm, inside the ideal band.');
  });
});

describe('no words', () => {
  it('is flagged by noWordsDetected or a word count of 0', () => {
    expect(hasNoWords({ noWordsDetected: true, wordCount: 12 })).toBe(true);
    expect(hasNoWords({ noWordsDetected: false, wordCount: 0 })).toBe(true);
    expect(hasNoWords({ noWordsDetected: false, wordCount: null })).toBe(true);
    expect(hasNoWords({ noWordsDetected: false, wordCount: 3 })).toBe(false);
  });
});

describe('the tips', () => {
  it('take strings and objects alike, at most 3', () => {
    const tips = tipsFor([
      'One',
      { description: 'Two', title: 'Title', quote: ' said ', timestamp: '1:05' },
      'Three',
      'Four',
    ]);
    expect(tips).toHaveLength(MAX_TIPS);
    expect(tips[0]).toEqual({ title: null, description: 'One', quote: null, timestamp: null });
    expect(tips[1]).toEqual({
      title: 'Title',
      description: 'Two',
      quote: 'said',
      timestamp: '1:05',
    });
  });

  it('read timestamps as seconds', () => {
    expect(parseTimestamp('1:05')).toBe(65);
    expect(parseTimestamp('1:02:03')).toBe(3723);
    expect(parseTimestamp('soon')).toBeNull();
    expect(parseTimestamp('5')).toBeNull();
  });
});

describe('the transcript', () => {
  const words = [{ start: 0 }, { start: 0.5 }, { start: 0.9 }, { start: 1.6 }];

  it('highlights the last word that started by the current time', () => {
    expect(activeWordIndex(words, -1)).toBe(-1);
    expect(activeWordIndex(words, 0)).toBe(0);
    expect(activeWordIndex(words, 0.89)).toBe(1);
    expect(activeWordIndex(words, 0.9)).toBe(2);
    expect(activeWordIndex(words, 99)).toBe(3);
    expect(activeWordIndex([], 1)).toBe(-1);
  });

  it('marks words below the confidence threshold as uncertain', () => {
    expect(isUncertain({ confidence: 0.4 }, 0.6)).toBe(true);
    expect(isUncertain({ confidence: 0.6 }, 0.6)).toBe(false);
    expect(isUncertain({}, 0.6)).toBe(false);
  });
});

describe('the scored speaker', () => {
  const turn = (speaker: string) => ({ speaker, text: 'x', start: 0, end: 1 });

  it('is named when one of several voices was chosen, or when the voices are unknown', () => {
    expect(scoredSpeaker({ selectedSpeaker: 'B', speakerUtterances: [turn('A'), turn('B')] })).toBe(
      'B',
    );
    expect(scoredSpeaker({ selectedSpeaker: 'B', speakerUtterances: [] })).toBe('B');
  });

  it('is left out for a single voice or no choice', () => {
    expect(scoredSpeaker({ selectedSpeaker: 'A', speakerUtterances: [turn('A')] })).toBeNull();
    expect(
      scoredSpeaker({ selectedSpeaker: null, speakerUtterances: [turn('A'), turn('B')] }),
    ).toBeNull();
  });
});
