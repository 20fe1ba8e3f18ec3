import { describe, expect, it } from 'vitest';
import { type ClipObservation, scoreClip, summarize } from './score-clip';
import type { ClipTruth } from './types';

function truth(overrides: Partial<ClipTruth> = {}): ClipTruth {
  return {
    id: 'clip',
    set: 'espeak-fillers',
    file: 'clip.wav',
    description: 'test clip',
    durationSeconds: 6,
    words: ['today', 'um', 'we', 'start', 'small'],
    fillers: [{ word: 'um', start: 1.0, end: 1.4 }],
    pauses: [{ start: 2.0, end: 3.0 }],
    speech: { start: 0.5, end: 5.5 },
    wpm: 60,
    speakers: 1,
    ...overrides,
  };
}

const word = (text: string, start: number, end: number, speaker?: string) => ({
  word: text,
  start,
  end,
  confidence: 0.9,
  ...(speaker ? { speaker } : {}),
});

function observation(overrides: Partial<ClipObservation> = {}): ClipObservation {
  return {
    words: [
      word('today', 0.5, 0.9),
      word('ah', 1.0, 1.3),
      word('we', 1.5, 2.0),
      word('start', 3.0, 3.5),
      word('smaller', 3.6, 5.5),
    ],
    paceWpm: 66,
    spanSeconds: 5,
    fillers: [],
    pauses: [{ start: 2.0, end: 3.0 }],
    audioSeconds: 6,
    processingSeconds: 1.5,
    ...overrides,
  };
}

describe('scoreClip', () => {
  it('scores words without fillers, pace, fillers, pauses and speakers against the truth', () => {
    const score = scoreClip(truth(), observation());
    expect(score.words).toEqual({
      substitutions: 1,
      deletions: 0,
      insertions: 0,
      referenceWords: 4,
    });
    expect(score.pace).toEqual({ measured: 66, truth: 60 });
    expect(score.wordCount).toEqual({ measured: 5, truth: 5 });
    // The analysis reported no filler, but the transcript holds 'ah' where 'um' was said.
    expect(score.fillers).toEqual({ truth: 1, found: 0, detected: 0, correct: 0 });
    expect(score.fillerWords).toEqual({ truth: 1, found: 1, detected: 1, correct: 1 });
    expect(score.pauses).toEqual({ truth: 1, found: 1, detected: 1, correct: 1 });
    expect(score.speakers).toEqual({ truth: 1, detected: null });
  });

  it('leaves pauses unscored when the truth does not know them', () => {
    expect(scoreClip(truth({ pauses: null }), observation()).pauses).toBeNull();
  });

  it('counts distinct speaker labels when the engine gives them', () => {
    const words = [word('hi', 0.5, 0.8, 'A'), word('hello', 1.5, 1.9, 'B'), word('x', 2, 3, 'A')];
    const score = scoreClip(truth({ speakers: 2 }), observation({ words }));
    expect(score.speakers).toEqual({ truth: 2, detected: 2 });
  });
});

describe('summarize', () => {
  it('pools WER and detections, averages pace error and divides time by audio', () => {
    const a = scoreClip(truth(), observation());
    const b = scoreClip(
      truth({ id: 'b', fillers: [], pauses: null, wpm: 100 }),
      observation({ paceWpm: 90, processingSeconds: 4.5, fillers: [{ start: 4, end: 4.2 }] }),
    );
    const summary = summarize([a, b]);
    expect(summary.clips).toBe(2);
    expect(summary.wer).toBeCloseTo(2 / 8);
    expect(summary.paceErrorWpm).toBeCloseTo(8);
    expect(summary.paceErrorShare).toBeCloseTo((0.1 + 0.1) / 2);
    expect(summary.fillerPrecision).toBe(0);
    expect(summary.fillerRecall).toBe(0);
    expect(summary.pausePrecision).toBe(1);
    expect(summary.speakerAccuracy).toBeNull();
    expect(summary.realTimeFactor).toBeCloseTo(0.5);
  });

  it('reports no pace when the engine heard no words', () => {
    const score = scoreClip(truth(), observation({ words: [], paceWpm: null, spanSeconds: null }));
    const summary = summarize([score]);
    expect(summary.paceErrorWpm).toBeNull();
    expect(summary.paceMissing).toBe(1);
    expect(summary.wer).toBe(1);
  });
});
