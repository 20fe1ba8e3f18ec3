import { describe, expect, it } from 'vitest';
import { presentUtterances, presentWords, storedAnalysisState } from './present-transcript';

/** pocketsphinx on clear synthetic speech, "Hello everyone. Today I want to talk about...". */
const heard = [
  { word: 'what', start: 0.2, end: 0.4, confidence: 0.3, speaker: 'A' },
  { word: 'about', start: 0.4, end: 0.7, confidence: 0.2, speaker: 'A' },
  { word: 'like', start: 0.7, end: 0.9, confidence: 0.9, speaker: 'A' },
  { word: 'prostitutes', start: 0.9, end: 1.5, confidence: 0.1, speaker: 'A' },
  { word: 'practice', start: 1.6, end: 2.1, confidence: 0.8, speaker: 'A' },
  { word: 'thanks', start: 3.0, end: 3.3, confidence: 0.9, speaker: 'B' },
  { word: 'damn', start: 3.4, end: 3.7, confidence: 0.95, speaker: 'B' },
];

describe('presentWords', () => {
  it('replaces a doubtful offensive word, and keeps every other word and its confidence', () => {
    const shown = presentWords(heard, 0.5);
    expect(shown.map((word) => word.word)).toEqual([
      'what',
      'about',
      'like',
      '[unclear]',
      'practice',
      'thanks',
      'damn', // heard surely: the person's own word
    ]);
    expect(shown[3]).toEqual({ ...heard[3], word: '[unclear]' });
    expect(shown[0]).toBe(heard[0]);
  });
});

describe('presentUtterances', () => {
  const utterances = [
    { speaker: 'A', text: 'what about like prostitutes practice', start: 0.2, end: 2.1 },
    { speaker: 'B', text: 'thanks damn', start: 3.0, end: 3.7 },
  ];

  it('rebuilds each utterance from its words, each doubtful one as [unclear]', () => {
    expect(presentUtterances(utterances, heard, 0.5).map((u) => u.text)).toEqual([
      '[unclear] [unclear] like [unclear] practice',
      'thanks damn',
    ]);
  });

  it('reads the line of the engine: a calibrated engine doubts more', () => {
    expect(presentUtterances(utterances, heard, 0.95)[0]?.text).toBe(
      '[unclear] [unclear] [unclear] [unclear] [unclear]',
    );
  });

  it('masks offensive words of an utterance whose words were not kept', () => {
    const [only] = presentUtterances([{ ...utterances[0]!, speaker: 'C' }], heard, 0.5);
    expect(only?.text).toBe('what about like [unclear] practice');
  });
});

describe('storedAnalysisState', () => {
  it('reads the reliability and the audio issue stored beside the metrics', () => {
    const transcriptReliability = {
      level: 'approximate',
      doubtfulShare: 0.61,
      meanConfidence: 0.43,
      doubtfulBelow: 0.5,
      wordCount: 92,
    };
    expect(
      storedAnalysisState({ pace: {}, transcriptReliability, audioIssue: 'other_language' }),
    ).toEqual({ transcriptReliability, audioIssue: 'other_language' });
  });

  it('gives nulls for rows analysed before they were stored', () => {
    const none = { transcriptReliability: null, audioIssue: null };
    expect(storedAnalysisState(null)).toEqual(none);
    expect(storedAnalysisState({ pace: {} })).toEqual(none);
    expect(storedAnalysisState({ audioIssue: 'gremlins' })).toEqual(none);
  });
});
