import { describe, expect, it } from 'vitest';
import { analyzeSpeech } from '../analyze-transcript';
import type { TranscribedWord } from '../types';
import { measurePace } from './pace';
import { findPauses, measurePauses } from './pauses';
import { scriptedWords, wordsAtPace } from './testing/scripted-words';
import { prepareTokens, speakingRuns, speechSpanSeconds } from './tokens';

const as = (speaker: string, words: TranscribedWord[]) =>
  words.map((word) => ({ ...word, speaker }));

/**
 * A conversation: A speaks 0-10 s, B 10.5-40 s (a long turn), A again 41-51 s. A talks at
 * 150 wpm in both turns, and B's 30 s are not A's pauses or speaking time.
 */
const conversation = [
  ...as('A', wordsAtPace(150, 25, 0)),
  ...as('B', wordsAtPace(120, 59, 10.5)),
  ...as('A', wordsAtPace(150, 25, 41)),
];

describe("one speaker's words in a conversation", () => {
  it('keeps only their words, marking where they took the floor back', () => {
    const tokens = prepareTokens(conversation, false, 'A');
    expect(tokens).toHaveLength(50);
    expect(tokens.filter((token) => token.turnStart).map((token) => token.start)).toEqual([41]);
    // Indices still point into the whole transcript, for highlighting.
    expect(tokens[25]?.index).toBe(84);
    expect(speakingRuns(tokens).map((run) => run.length)).toEqual([25, 25]);
  });

  it('counts only their own speaking time for pace, and never a window across a turn', () => {
    const tokens = prepareTokens(conversation, false, 'A');
    const ownSeconds = 2 * (24 * 0.4 + 0.32);
    expect(speechSpanSeconds(tokens)).toBeCloseTo(ownSeconds, 5);
    const pace = measurePace(tokens);
    expect(pace.wpm).toBe(Math.round(50 / (ownSeconds / 60)));
    expect(pace.wpm).toBeGreaterThan(145);
    // Each 10-s turn is shorter than one 20-s window: no trace, rather than a made-up slow stretch.
    expect(pace.trace).toEqual([]);

    const all = measurePace(prepareTokens(conversation, false));
    expect(all.spanSeconds).toBeCloseTo(50.92, 2);
  });

  it('does not count the other speaker turn as a pause', () => {
    const tokens = prepareTokens(conversation, false, 'A');
    expect(findPauses(tokens)).toEqual([]);
    const pauses = measurePauses(tokens, measurePace(tokens).wpm);
    expect(pauses.gapBands.long).toBe(0);
    expect(pauses.pauseCount).toBe(0);
    // Two runs of 25 words: the other turn ends a run, as a pause would.
    expect(pauses.meanLengthOfRun).toBe(25);
  });

  it('scores a chosen speaker on their own words and says nothing of the other turn', () => {
    const words = [
      ...as('A', scriptedWords('so today I want to talk about our plan for the spring')),
      ...as('B', scriptedWords('um okay um sure um go on', { start: 5 })),
      ...as(
        'A',
        scriptedWords('first we will hire two people and then we will train them', {
          start: 12,
        }),
      ),
    ];
    const a = analyzeSpeech({ words, punctuated: false, speaker: 'A' });
    expect(a.wordCount).toBe(24);
    expect(a.fillerWords).toBe(0);
    expect(a.transcript).not.toContain('um');
    expect(a.paceWpm).toBeGreaterThan(150);
    expect(a.metrics.pauses.gapBands.long).toBe(0);

    const b = analyzeSpeech({ words, punctuated: false, speaker: 'B' });
    expect(b.wordCount).toBe(7);
    expect(b.fillerWords).toBe(3);
  });
});
