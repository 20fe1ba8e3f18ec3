/**
 * The pace bands the analysis scores against and the dashboard draws (product rules R10.3).
 * 130-160 words per minute is ideal and scores highest; 160-170 is "energetic but
 * clear" and scores slightly lower.
 */
export const IDEAL_PACE_MIN_WPM = 130;
export const IDEAL_PACE_MAX_WPM = 160;
export const ENERGETIC_PACE_MAX_WPM = 170;

/** Filler words should stay under 3 percent of words (product rules R10.4). */
export const FILLER_TARGET_PERCENT = 3;
