import { describe, expect, it } from 'vitest';
import { paceBand, scorePace } from './score-pace';
import { paceMetrics } from './testing/metric-fixtures';

const scoreAt = (wpm: number) => scorePace(paceMetrics({ wpm })).score;

describe('scorePace', () => {
  it.each([
    [60, 1],
    [69, 1],
    [70, 2],
    [79, 2],
    [80, 3],
    [89, 3],
    [90, 4],
    [99, 4],
    [100, 5],
    [109, 5],
    [110, 6],
    [119, 6],
    [120, 7],
    [129, 7],
    [130, 9],
    [139, 9],
    [140, 10],
    [150, 10],
    [160, 10],
    [161, 8],
    [170, 8],
    [171, 7],
    [178, 7],
    [179, 6],
    [185, 6],
    [186, 5],
    [195, 5],
    [196, 4],
    [210, 4],
    [211, 3],
    [225, 3],
    [226, 2],
    [240, 2],
    [241, 1],
  ])('scores %i wpm as %i', (wpm, score) => {
    expect(scoreAt(wpm)).toBe(score);
  });

  it('scores the ideal band above the energetic band, and that above amber', () => {
    const ideal = Math.min(...[130, 145, 160].map(scoreAt));
    const energetic = Math.max(...[161, 165, 170].map(scoreAt));
    const amber = Math.max(...[110, 129, 171, 185].map(scoreAt));
    expect(ideal).toBeGreaterThan(energetic);
    expect(energetic).toBeGreaterThan(amber);
    expect(energetic).toBeGreaterThanOrEqual(8); // still green
  });

  it.each([
    [109, 'too slow'],
    [110, 'a little slow'],
    [130, 'ideal'],
    [160, 'ideal'],
    [161, 'energetic'],
    [170, 'energetic'],
    [171, 'a little fast'],
    [185, 'a little fast'],
    [186, 'too fast'],
  ])('labels %i wpm as %s', (wpm, band) => {
    expect(paceBand(wpm)).toBe(band);
  });

  it('explains the score with the wpm and its band', () => {
    expect(scorePace(paceMetrics({ wpm: 150 })).reasoning).toBe(
      'Your pace was 150 words per minute, inside the ideal 130-160.',
    );
    expect(scorePace(paceMetrics({ wpm: 165 })).reasoning).toBe(
      'Your pace was 165 words per minute: above the ideal 130-160 but within 170, energetic but clear.',
    );
    expect(scorePace(paceMetrics({ wpm: 135 })).reasoning).toContain('at its slower end');
  });

  it('points to a stretch outside the amber range', () => {
    const rushed = scorePace(
      paceMetrics({
        wpm: 172,
        fastest: { start: 95, end: 115, words: 66, wpm: 198, articulationWpm: 230 },
      }),
    );
    expect(rushed.reasoning).toBe(
      'Your pace was 172 words per minute, past the 170 where energetic starts to sound rushed. ' +
        'Your fastest 20-second stretch, from 1:35, reached 198 wpm.',
    );
    const dragging = scorePace(
      paceMetrics({
        wpm: 125,
        slowest: { start: 40, end: 60, words: 33, wpm: 99, articulationWpm: 150 },
      }),
    );
    expect(dragging.reasoning).toContain(
      'Your slowest 20-second stretch, from 0:40, dropped to 99 wpm.',
    );
  });

  it('lists what it measured in the basis', () => {
    const { basis } = scorePace(paceMetrics());
    expect(basis[0]).toBe('150 wpm: 450 words over 180 s from first to last word');
    expect(basis).toContain('articulation 4.5 syllables/s (190 wpm without pauses)');
  });

  it('gives the default of 5 when pace could not be measured (product rules R9.24)', () => {
    const result = scorePace(paceMetrics({ wpm: null, wordCount: 1 }));
    expect(result.score).toBe(5);
    expect(result.reasoning).toMatch(/could not be measured/);
  });

  it('goes no higher than 8 on an approximate transcript, and says why', () => {
    const approximate = {
      level: 'approximate' as const,
      doubtfulShare: 0.6,
      meanConfidence: 0.4,
      doubtfulBelow: 0.5,
      wordCount: 450,
    };
    expect(scoreAt(150)).toBe(10);
    const capped = scorePace(paceMetrics({ wpm: 150 }), approximate);
    expect(capped.score).toBe(8);
    expect(capped.reasoning).toContain(
      'It goes no higher than 8 while your words cannot be confirmed.',
    );
    expect(capped.basis).toContain('approximate transcript: at most 8');
    // A pace already under the cap keeps its own score.
    expect(scorePace(paceMetrics({ wpm: 95 }), approximate).score).toBe(scoreAt(95));
    expect(
      scorePace(paceMetrics({ wpm: 150 }), { ...approximate, level: 'unrecognised' }).score,
    ).toBe(8);
  });
});
