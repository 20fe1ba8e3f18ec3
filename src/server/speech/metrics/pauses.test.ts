import { describe, expect, it } from 'vitest';
import { classifyPauses, findPauses, measurePauses, type PauseRates } from './pauses';
import { scriptedTokens } from './testing/scripted-words';
import { prepareTokens } from './tokens';

/** Two words with exactly `gap` seconds of silence between them. */
const pair = (gap: number, second = 'market') =>
  prepareTokens(
    [
      { word: 'the', start: 1, end: 1.5, confidence: 0.9 },
      { word: second, start: 1.5 + gap, end: 2 + gap, confidence: 0.9 },
    ],
    false,
  );

describe('findPauses', () => {
  it('counts gaps of 250 ms or more as silent pauses, not 240 ms', () => {
    expect(findPauses(pair(0.24))).toEqual([]);
    expect(findPauses(pair(0.25))).toHaveLength(1);
  });

  it('classifies a pause after sentence or clause punctuation as a boundary', () => {
    const [stop, comma] = findPauses(scriptedTokens('we grew. |0.6| then we paused, |0.5| twice'));
    expect(stop).toMatchObject({ location: 'boundary', wordBefore: 'grew.', wordAfter: 'then' });
    expect(comma).toMatchObject({ location: 'boundary', wordBefore: 'paused,' });
  });

  it('classifies a pause before a clause-starting word or a filled pause as a boundary', () => {
    const pauses = findPauses(
      scriptedTokens('we grew |0.6| and we paused |0.5| because it |0.4| um worked'),
    );
    expect(pauses.map((pause) => pause.location)).toEqual(['boundary', 'boundary', 'boundary']);
  });

  it('classifies a pause before a subject or opener as a boundary, without punctuation', () => {
    const pauses = findPauses(
      scriptedTokens('the hours went |0.6| we found more |0.5| today it works |0.4| thank you'),
    );
    expect(pauses.map((pause) => pause.location)).toEqual(['boundary', 'boundary', 'boundary']);
  });

  it('classifies a pause after a word that cannot end a clause as mid-clause', () => {
    const pauses = findPauses(
      scriptedTokens('we went to |0.6| London and the |0.5| we think it is |0.4| and good'),
    );
    expect(pauses.map((pause) => pause.location)).toEqual([
      'mid-clause',
      'mid-clause',
      'mid-clause',
    ]);
  });

  it('classifies other pauses as mid-clause, with times and the words around them', () => {
    const [pause] = findPauses(scriptedTokens('we entered the |1.3| market today'));
    expect(pause).toEqual({
      start: 1,
      end: 2.3,
      duration: 1.3,
      location: 'mid-clause',
      position: 2,
      index: 2,
      wordBefore: 'the',
      wordAfter: 'market',
      reliable: true,
    });
  });
});

describe('measurePauses', () => {
  const tokens = scriptedTokens(
    'so we grew |0.3| the team |1.5| and then |0.45| we entered the |1.1| new |0.6| market ' +
      '|2.0| which was |0.19| hard',
  );
  const metrics = measurePauses(tokens, 140);

  it('bands every gap: brief under 0.2 s, medium 0.2-1 s, long over 1 s', () => {
    // 15 words, 14 gaps: 0.05 s x 7 and 0.19 s (brief); 0.3, 0.45, 0.6 (medium); 1.5, 1.1, 2.0.
    expect(metrics.gapBands).toEqual({ brief: 8, medium: 3, long: 3 });
  });

  it('counts boundary and mid-clause pauses and the mean length of run', () => {
    expect(metrics.pauseCount).toBe(6);
    expect(metrics.boundaryCount).toBe(3); // before "and", "we" and "which"
    expect(metrics.midClauseCount).toBe(3);
    expect(metrics.meanLengthOfRun).toBe(2.14); // 15 words / 7 runs
  });

  it('credits boundary pauses of 0.4-1.2 s and flags mid-clause ones over 1 s and 1.2 s', () => {
    expect(metrics.purposefulPauseCount).toBe(1); // "then |0.45| we"; the others are 1.5 and 2 s
    expect(metrics.longMidClauseCount).toBe(1); // "the |1.1| new"
    expect(metrics.hesitationCount).toBe(0);
  });

  it('lists the longest mid-clause pauses first, with timestamps', () => {
    expect(
      metrics.longestMidClausePauses.map((pause) => [pause.wordBefore, pause.duration]),
    ).toEqual([
      ['the', 1.1],
      ['new', 0.6],
      ['grew', 0.3],
    ]);
    expect(metrics.longestMidClausePauses[0]?.start).toBeCloseTo(5.55, 5);
  });

  it('reports rates per minute of speech', () => {
    const minutes = (tokens.at(-1)!.end - tokens[0]!.start) / 60;
    expect(metrics.pausesPerMinute).toBeCloseTo(6 / minutes, 1);
    expect(metrics.midClausePausesPerMinute).toBeCloseTo(3 / minutes, 1);
    expect(metrics.longPausesPerMinute).toBeCloseTo(3 / minutes, 1);
  });

  it('handles no words and a single word', () => {
    expect(measurePauses([], null)).toMatchObject({ pauseCount: 0, pauseAnalysis: null });
    expect(measurePauses(scriptedTokens('hello'), null).meanLengthOfRun).toBe(1);
  });
});

describe('measurePauses: placement the engine is unsure of', () => {
  it('marks a pause as reliably placed only when both words are sure, or punctuation says so', () => {
    const pauses = findPauses(
      scriptedTokens('we entered the |0.6| market@0.3 |0.5| today we sold out, |0.5| mostly@0.2'),
    );
    expect(pauses.map((pause) => pause.reliable)).toEqual([false, false, true]);
  });

  it('counts unreliably placed pauses by the share of the reliable ones, with a prior', () => {
    // Reliable: 2 mid-clause ("the", "to") and 2 boundary ("we", "it"); 2 more unreliable.
    // Share (2 + 0.25 x 2) / (4 + 2) = 0.417.
    const tokens = scriptedTokens(
      'we saw the |0.5| market go |0.5| we went to |0.5| london |0.5| it rained |0.5| ' +
        'banana@0.3 |0.5| ok@0.2 fine',
    );
    const metrics = measurePauses(tokens, 150);
    expect(metrics.reliablyPlacedCount).toBe(4);
    expect(metrics.midClauseShare).toBe(0.417);
    const minutes = (tokens.at(-1)!.end - tokens[0]!.start) / 60;
    expect(metrics.midClausePausesPerMinute).toBeCloseTo((2 + 2 * (2.5 / 6)) / minutes, 1);
  });

  it('falls back to the prior share when no pause is reliably placed', () => {
    const metrics = measurePauses(scriptedTokens('we saw@0.2 |0.5| it@0.3 go', {}), 100);
    expect(metrics.midClauseShare).toBe(0.25);
  });

  it('lists only reliably placed pauses among the longest mid-clause ones, for quoting', () => {
    const metrics = measurePauses(scriptedTokens('we saw the |1.5| market@0.3 today'), 100);
    expect(metrics.longestMidClausePauses).toEqual([]);
  });
});

describe('classifyPauses', () => {
  const natural: PauseRates = {
    pausesPerMinute: 14,
    midClausePausesPerMinute: 4,
    longPausesPerMinute: 1,
    meanLengthOfRun: 10,
  };

  it('is natural for a fluent talk, and null when pace could not be measured', () => {
    expect(classifyPauses(natural, 150)).toBe('natural');
    expect(classifyPauses(natural, null)).toBeNull();
  });

  it('is rushed under 6 pauses a minute at 166 wpm or faster', () => {
    const few = { ...natural, pausesPerMinute: 5.99, meanLengthOfRun: 30 };
    expect(classifyPauses(few, 166)).toBe('rushed');
    expect(classifyPauses(few, 165)).toBe('natural');
    expect(classifyPauses({ ...few, pausesPerMinute: 6 }, 190)).toBe('natural');
  });

  it('is frequent at 8 mid-clause pauses a minute, 4 long pauses a minute or runs under 4', () => {
    expect(classifyPauses({ ...natural, midClausePausesPerMinute: 8 }, 150)).toBe('frequent');
    expect(classifyPauses({ ...natural, midClausePausesPerMinute: 7.99 }, 150)).toBe('natural');
    expect(classifyPauses({ ...natural, longPausesPerMinute: 4 }, 150)).toBe('frequent');
    expect(classifyPauses({ ...natural, longPausesPerMinute: 3.99 }, 150)).toBe('natural');
    expect(classifyPauses({ ...natural, meanLengthOfRun: 3.99 }, 150)).toBe('frequent');
    expect(classifyPauses({ ...natural, meanLengthOfRun: 4 }, 150)).toBe('natural');
  });
});
