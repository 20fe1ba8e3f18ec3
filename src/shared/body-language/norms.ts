/*
 * The thresholds of the body-language metrics (docs/body-language.md). Where research gives
 * a figure, its source is named; the rest are Cadence's own, chosen to match what a coach
 * would point out, and documented as such.
 */

const degrees = (value: number) => (value * Math.PI) / 180;

export const EYE_CONTACT = {
  /** The head is turned or tipped too far to be looking at the lens beyond these. */
  maxHeadYaw: degrees(20),
  maxHeadPitch: degrees(20),
  /** Iris offset from the middle of the eye, in eye widths (Cadence's own). */
  maxIrisH: 0.12,
  maxIrisV: 0.2,
  /** Preferred mutual-gaze duration, 3.3 ± 0.7 s (Binetti et al. 2016, R Soc Open Sci 3(7)). */
  comfortableLookSeconds: 3.3,
  /**
   * Speakers look at listeners about 40% of the time and listeners at speakers about 75%
   * (Argyle & Ingham 1972, Semiotica 6). A recorded talk's only listener is the lens, so
   * Cadence asks for more than conversation's 40%: 60%.
   */
  targetPercent: 60,
  /** A look away this long is worth mentioning (Cadence's own). */
  longLookAwaySeconds: 5,
} as const;

export const POSTURE = {
  /** Shoulder line more than this off level (Cadence's own). */
  maxShoulderTiltDegrees: 7,
  /** Head tilted to one side more than this (Cadence's own). */
  maxHeadRollDegrees: 10,
  /** Head pitched up or down more than this, when only the head is in view. */
  maxHeadPitchDegrees: 20,
  /**
   * Nose height above the shoulder line, in shoulder widths. Upright sitting measures about
   * 0.45-0.5; below 0.3 the head has dropped toward the shoulders (Cadence's own).
   */
  minNeckRatio: 0.3,
  /** Nose this far sideways from the shoulders' midpoint, in shoulder widths: leaning. */
  maxLean: 0.25,
} as const;

export const GESTURES = {
  /** Below this share of frames with hands in view, gestures are not judged. */
  minHandsVisibleShare: 0.1,
  /** A wrist moving this far between two samples is one gesture stroke, in shoulder widths. */
  strokeShoulderWidths: 0.25,
  /** Stroke rates scored as natural (Cadence's own). */
  naturalStrokesPerMinute: [6, 30] as const,
  /** Areas around the body a hand can work in: two sides by three heights. */
  zones: 6,
} as const;

export const MOVEMENT = {
  /** Mean head speed in face widths per second (Cadence's own bands). */
  stillBelow: 0.05,
  restlessAbove: 0.6,
  /** At this speed and beyond, the movement score is at its floor. */
  floorAt: 1.5,
} as const;

export const EXPRESSIVENESS = {
  /**
   * The expression model's scores jump from frame to frame even on a face that does not
   * change, so they are averaged over windows this long first: an expression that lasts
   * counts, frame-to-frame noise mostly cancels out. On a recorded still face the windows
   * still vary by about 0.18 (src/shared/body-language/fixtures/webcam-talk.json), hence
   * the flat line at 0.2.
   */
  windowSeconds: 2,
  /** Summed standard deviation of the windows' non-neutral expression scores (Cadence's own). */
  flatBelow: 0.2,
  livelyAbove: 0.5,
} as const;

/** Mean luma under this (0-255) is too dark for the camera to read a face well. */
export const LOW_LIGHT_LUMA = 50;
/** Below this share of frames with a face, there is nothing to score. */
export const MIN_FACE_VISIBLE_SHARE = 0.3;

/**
 * How the overall body-language confidence weighs its parts. Audio predicts rated
 * confidence better than video (Haider et al. 2020, Front Comput Sci), so this stays a
 * separate score and never changes the speech Confidence score.
 */
export const CONFIDENCE_WEIGHTS = {
  eyeContact: 0.35,
  posture: 0.3,
  movement: 0.15,
  expressiveness: 0.1,
  gestures: 0.1,
} as const;
