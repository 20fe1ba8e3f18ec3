import { describe, expect, it } from 'vitest';
import { diarizationErrorRate, parseRttm } from './der';

const ref = [
  { start: 0, end: 10, speaker: 'alice' },
  { start: 10, end: 20, speaker: 'bob' },
];

describe('diarizationErrorRate', () => {
  it('is 0 for the reference itself, whatever the labels are called', () => {
    const found = ref.map((turn) => ({ ...turn, speaker: turn.speaker === 'alice' ? 'B' : 'A' }));
    const result = diarizationErrorRate(ref, found);
    expect(result.der).toBe(0);
    expect(result.mapping).toEqual({ B: 'alice', A: 'bob' });
  });

  it('counts one speaker found for two as confusion of the smaller one', () => {
    const result = diarizationErrorRate(ref, [{ start: 0, end: 20, speaker: 'A' }], { collar: 0 });
    expect(result.confusion).toBeCloseTo(10, 1);
    expect(result.der).toBeCloseTo(0.5, 2);
  });

  it('counts missed speech and false alarms, and leaves a collar around boundaries unscored', () => {
    const found = [
      { start: 0, end: 8, speaker: 'A' },
      { start: 10, end: 24, speaker: 'B' },
    ];
    const strict = diarizationErrorRate(ref, found, { collar: 0 });
    expect(strict.missed).toBeCloseTo(2, 1);
    expect(strict.falseAlarm).toBeCloseTo(4, 1);
    expect(strict.scored).toBeCloseTo(20, 1);
    // With a 0.25 s collar, 0.25 s inside each end and the half second around the change at
    // 10 s are not scored.
    const collared = diarizationErrorRate(ref, found);
    expect(collared.scored).toBeCloseTo(19, 1);
  });

  it('scores overlapped speech once per speaker', () => {
    const overlapping = [...ref, { start: 5, end: 10, speaker: 'carol' }];
    const result = diarizationErrorRate(overlapping, ref, { collar: 0 });
    expect(result.scored).toBeCloseTo(25, 1);
    expect(result.missed).toBeCloseTo(5, 1);
  });

  it('reads the turns of one file from RTTM', () => {
    const text = [
      'SPEAKER dev00 1 1.440 11.872 <NA> <NA> MEE009 <NA> <NA>',
      'SPEAKER dev01 1 4.304 2.448 <NA> <NA> MEE012 <NA> <NA>',
    ].join('\n');
    expect(parseRttm(text, 'dev00')).toEqual([{ start: 1.44, end: 13.312, speaker: 'MEE009' }]);
    expect(parseRttm(text)).toHaveLength(2);
  });
});
