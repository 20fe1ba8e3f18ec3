import { describe, expect, it } from 'vitest';
import { energyLevel } from './energy';

describe('energyLevel', () => {
  it('is high when pitch, loudness and pace are all lively', () => {
    const result = energyLevel({ pitchSdSemitones: 4, loudnessVariationDb: 6, wpm: 171 });
    expect(result).toEqual({
      level: 'high',
      points: { pitch: 2, loudness: 2, pace: 2 },
      average: 2,
    });
  });

  it('is low when the voice is flat, even and slow', () => {
    const result = energyLevel({ pitchSdSemitones: 1.99, loudnessVariationDb: 2.99, wpm: 129 });
    expect(result).toEqual({
      level: 'low',
      points: { pitch: 0, loudness: 0, pace: 0 },
      average: 0,
    });
  });

  it('grades each component at its documented lines', () => {
    const at = (pitch: number, loudness: number, wpm: number) =>
      energyLevel({ pitchSdSemitones: pitch, loudnessVariationDb: loudness, wpm }).points;
    expect(at(2, 3, 130)).toEqual({ pitch: 1, loudness: 1, pace: 1 });
    expect(at(3.99, 5.99, 170)).toEqual({ pitch: 1, loudness: 1, pace: 1 });
  });

  it('is high at an average of 1.5, low at 0.5, moderate between', () => {
    expect(energyLevel({ pitchSdSemitones: 4, loudnessVariationDb: 3, wpm: null }).level).toBe(
      'high',
    ); // (2 + 1) / 2
    expect(energyLevel({ pitchSdSemitones: 1, loudnessVariationDb: 3, wpm: null }).level).toBe(
      'low',
    ); // (0 + 1) / 2
    expect(energyLevel({ pitchSdSemitones: 3, loudnessVariationDb: 3, wpm: 150 }).level).toBe(
      'moderate',
    );
  });

  it('uses pace alone without audio, and gives no level with nothing measured', () => {
    expect(energyLevel({ pitchSdSemitones: null, loudnessVariationDb: null, wpm: 180 })).toEqual({
      level: 'high',
      points: { pitch: null, loudness: null, pace: 2 },
      average: 2,
    });
    expect(
      energyLevel({ pitchSdSemitones: null, loudnessVariationDb: null, wpm: null }).level,
    ).toBeNull();
  });
});
