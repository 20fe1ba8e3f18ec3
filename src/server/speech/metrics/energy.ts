import type { ENERGY_LEVELS } from '@shared/domain/enums';
import {
  ENERGETIC_PACE_MAX_WPM,
  ENERGY_HIGH_MIN_POINTS,
  ENERGY_LOW_MAX_POINTS,
  IDEAL_PACE_MIN_WPM,
  LIVELY_LOUDNESS_VARIATION_DB,
  LIVELY_SD_SEMITONES,
  LOW_LOUDNESS_VARIATION_DB,
  MONOTONE_SD_SEMITONES,
} from '../scoring/norms';
import { roundTo } from './format';

/** high | moderate | low (product rules R10.8). */
export type EnergyLevel = (typeof ENERGY_LEVELS)[number];

export interface EnergyInputs {
  pitchSdSemitones: number | null;
  loudnessVariationDb: number | null;
  wpm: number | null;
}

export interface EnergyResult {
  level: EnergyLevel | null;
  /** 0-2 per measured component; missing components are left out of the average. */
  points: { pitch: number | null; loudness: number | null; pace: number | null };
  average: number | null;
}

/** 0 under the low line, 1 between, 2 at or over the lively line. */
function grade(value: number | null, low: number, lively: number): number | null {
  if (value === null) return null;
  if (value < low) return 0;
  return value >= lively ? 2 : 1;
}

/**
 * Energy is how lively the delivery sounds: perceived liveliness tracks pitch excursions in
 * semitones and rate (Traunmuller & Eriksson), and confident, engaged voices vary amplitude
 * (Jiang & Pell 2017). Each component scores 0-2: pitch SD < 2 st / 2-4 / >= 4; loudness SD
 * < 3 dB / 3-6 / >= 6; pace < 130 wpm / 130-170 / > 170. The mean of the measured components
 * is high at 1.5 or more, low at 0.5 or less, moderate between.
 */
export function energyLevel(inputs: EnergyInputs): EnergyResult {
  const points = {
    pitch: grade(inputs.pitchSdSemitones, MONOTONE_SD_SEMITONES, LIVELY_SD_SEMITONES),
    loudness: grade(
      inputs.loudnessVariationDb,
      LOW_LOUDNESS_VARIATION_DB,
      LIVELY_LOUDNESS_VARIATION_DB,
    ),
    pace: grade(inputs.wpm, IDEAL_PACE_MIN_WPM, ENERGETIC_PACE_MAX_WPM + 1),
  };
  const measured = Object.values(points).filter((value): value is number => value !== null);
  if (measured.length === 0) return { level: null, points, average: null };
  const average = roundTo(measured.reduce((sum, value) => sum + value, 0) / measured.length, 2);
  const level: EnergyLevel =
    average >= ENERGY_HIGH_MIN_POINTS
      ? 'high'
      : average <= ENERGY_LOW_MAX_POINTS
        ? 'low'
        : 'moderate';
  return { level, points, average };
}
