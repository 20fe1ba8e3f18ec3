import { describe, expect, it } from 'vitest';
import { scriptedWords } from '../../../speech/metrics/testing/scripted-words';
import { countCrutchPhrases } from './count-crutch-phrases';

const recording = (script: string, extra: Partial<Parameters<typeof countCrutchPhrases>[0]> = {}) =>
  countCrutchPhrases({
    detectedFillers: null,
    wordTimestamps: scriptedWords(script),
    selectedSpeaker: null,
    speakerUtterances: null,
    transcriptPunctuated: false,
    analysisEngine: null,
    ...extra,
  });

const byPhrase = (counts: ReturnType<typeof countCrutchPhrases>) =>
  Object.fromEntries(counts.map((item) => [item.phrase, `${item.kind}:${item.count}`]));

describe('countCrutchPhrases', () => {
  it('takes fillers from the analysis and hedges and repeated phrases from the words', () => {
    const counts = recording(
      'I think our new product helps maybe later our new product ships and our new product sells',
      { detectedFillers: { um: 3, like: 2 } },
    );
    expect(byPhrase(counts)).toEqual({
      um: 'filler:3',
      like: 'filler:2',
      'i think': 'hedge:1',
      maybe: 'hedge:1',
      'our new product': 'repeat:3',
    });
  });

  it('leaves out fillers corrected to zero', () => {
    expect(byPhrase(recording('hello there', { detectedFillers: { um: 0, uh: 1 } }))).toEqual({
      uh: 'filler:1',
    });
  });

  it('counts a phrase once, as a filler before a hedge and a hedge before a repeat', () => {
    const counts = recording('I think so I think not I think maybe kind of', {
      detectedFillers: { 'kind of': 1 },
    });
    expect(byPhrase(counts)).toMatchObject({ 'kind of': 'filler:1', 'i think': 'hedge:3' });
    expect(counts.filter((item) => item.phrase === 'i think')).toHaveLength(1);
  });

  it('counts only the selected speaker when one was chosen among several', () => {
    const words = [
      ...scriptedWords('maybe maybe', { start: 0 }).map((word) => ({ ...word, speaker: 'A' })),
      ...scriptedWords('perhaps', { start: 5 }).map((word) => ({ ...word, speaker: 'B' })),
    ];
    const counts = recording('', {
      detectedFillers: {},
      wordTimestamps: words,
      selectedSpeaker: 'B',
      speakerUtterances: [
        { speaker: 'A', text: 'maybe maybe', start: 0, end: 2 },
        { speaker: 'B', text: 'perhaps', start: 5, end: 6 },
      ],
    });
    expect(byPhrase(counts)).toEqual({ perhaps: 'hedge:1' });
  });

  it('counts every word of a one-voice recording, as its analysis scored them', () => {
    // One voice: the analysis names it, but words need not carry it.
    const counts = recording('maybe we could maybe', {
      selectedSpeaker: 'A',
      speakerUtterances: [{ speaker: 'A', text: 'maybe we could maybe', start: 0, end: 2 }],
    });
    expect(byPhrase(counts)).toEqual({ maybe: 'hedge:2' });
  });

  it('counts nothing without words or fillers', () => {
    expect(recording('', { wordTimestamps: null })).toEqual([]);
  });
});
