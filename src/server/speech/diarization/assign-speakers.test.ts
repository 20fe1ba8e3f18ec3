import { describe, expect, it } from 'vitest';
import type { TranscribedWord } from '../types';
import { assignSpeakers } from './assign-speakers';
import type { SpeakerTurn } from './diarize';

const word = (text: string, start: number, end: number, speaker?: string): TranscribedWord => ({
  word: text,
  start,
  end,
  confidence: 0.9,
  ...(speaker ? { speaker } : {}),
});

const TURNS: SpeakerTurn[] = [
  { speaker: 'A', start: 0, end: 2 },
  { speaker: 'B', start: 2.5, end: 4 },
  { speaker: 'A', start: 4.5, end: 6 },
];

describe('assignSpeakers', () => {
  it('labels words by the turn covering their midpoint and groups them into utterances', () => {
    const words = [
      word('hello', 0.1, 0.5),
      word('there', 0.6, 1.0),
      word('hi', 2.6, 2.9),
      word('back', 3.0, 3.4),
      word('so', 4.6, 4.9),
    ];
    const result = assignSpeakers(words, TURNS);
    expect(result.words.map((w) => w.speaker)).toEqual(['A', 'A', 'B', 'B', 'A']);
    expect(result.speakerUtterances).toEqual([
      { speaker: 'A', text: 'hello there', start: 0.1, end: 1.0 },
      { speaker: 'B', text: 'hi back', start: 2.6, end: 3.4 },
      { speaker: 'A', text: 'so', start: 4.6, end: 4.9 },
    ]);
  });

  it('gives a word straddling a boundary to whoever said most of it', () => {
    // Midpoint 2.6 lies in B's turn although the word starts in A's.
    const result = assignSpeakers([word('well', 1.9, 3.3)], TURNS);
    expect(result.words[0]?.speaker).toBe('B');
  });

  it('gives a word in a pause to the nearest turn', () => {
    const result = assignSpeakers([word('um', 2.05, 2.15), word('ok', 4.3, 4.45)], TURNS);
    expect(result.words.map((w) => w.speaker)).toEqual(['A', 'A']);
  });

  it('keeps the input untouched, sorts by time, and keeps engine labels when no turns exist', () => {
    const words = [word('second', 1, 2, 'X'), word('first', 0, 1, 'X')];
    const result = assignSpeakers(words, []);
    expect(result.words.map((w) => w.word)).toEqual(['first', 'second']);
    expect(result.speakerUtterances).toEqual([
      { speaker: 'X', text: 'first second', start: 0, end: 2 },
    ]);
    expect(words[0]?.word).toBe('second');
    expect(assignSpeakers([word('a', 0, 1)], []).speakerUtterances).toEqual([]);
  });
});
