import {
  CONFIDENCE_WEIGHTS,
  EXPRESSIVENESS,
  EYE_CONTACT,
  GESTURES,
  LOW_LIGHT_LUMA,
  MIN_FACE_VISIBLE_SHARE,
  MOVEMENT,
  POSTURE,
} from './norms';
import { EMOTIONS, type BodyLanguageSamples, type FrameObservation } from './observation';
import type { BodyLanguageFields, BodyLanguageStatus, VisualAnalysisMetadata } from './schemas';

/*
 * The body-language metrics of one video, from its sampled frames (docs/body-language.md).
 * Pure arithmetic on FrameObservations: the browser's samples and the worker's give the
 * same numbers for the same frames.
 */

type Metadata = VisualAnalysisMetadata;
type Point = readonly [number, number];

const round = (value: number, places = 1) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
/** Scores are shown to the half point. */
const half = (value: number) => Math.round(Math.min(10, Math.max(0, value)) * 2) / 2;
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const share = (count: number, total: number) => (total === 0 ? 0 : count / total);
const percent = (count: number, total: number) => Math.round(100 * share(count, total));
const seconds = (value: number) => `${round(value, 1)} s`;

/** Frame geometry: x is scaled by the frame's aspect so distances and angles are true. */
function scaled(point: Point, aspect: number): Point {
  return [point[0] * aspect, point[1]];
}

// ---------------------------------------------------------------- eye contact

export function isLookingAtCamera(frame: FrameObservation): boolean {
  const face = frame.face;
  if (!face) return false;
  if (Math.abs(face.yaw) > EYE_CONTACT.maxHeadYaw) return false;
  if (Math.abs(face.pitch) > EYE_CONTACT.maxHeadPitch) return false;
  if (face.iris) {
    if (Math.abs(face.iris.h) > EYE_CONTACT.maxIrisH) return false;
    if (Math.abs(face.iris.v) > EYE_CONTACT.maxIrisV) return false;
  }
  return true;
}

/** Lengths in seconds of the runs of consecutive frames for which `test` holds. */
export function runLengths(
  frames: readonly FrameObservation[],
  test: (frame: FrameObservation) => boolean,
  interval: number,
): number[] {
  const runs: number[] = [];
  let current = 0;
  for (const frame of frames) {
    if (test(frame)) {
      current += 1;
    } else if (current > 0) {
      runs.push(current * interval);
      current = 0;
    }
  }
  if (current > 0) runs.push(current * interval);
  return runs;
}

function eyeContact(frames: readonly FrameObservation[], interval: number) {
  const looking = frames.filter(isLookingAtCamera).length;
  const looks = runLengths(frames, isLookingAtCamera, interval);
  const away = runLengths(frames, (frame) => !isLookingAtCamera(frame), interval);
  const percentage = percent(looking, frames.length);
  const details = {
    meanLookSeconds: looks.length ? round(mean(looks), 1) : null,
    longestLookSeconds: looks.length ? round(Math.max(...looks), 1) : null,
    longestLookAwaySeconds: away.length ? round(Math.max(...away), 1) : null,
  };
  let reasoning = `You looked into the camera for ${percentage}% of the recording.`;
  if (details.meanLookSeconds !== null && details.longestLookSeconds !== null) {
    reasoning += ` Each look lasted ${seconds(details.meanLookSeconds)} on average (longest ${seconds(details.longestLookSeconds)}).`;
    if (details.meanLookSeconds < EYE_CONTACT.comfortableLookSeconds - 0.7) {
      reasoning += ` Looks of about ${EYE_CONTACT.comfortableLookSeconds} s or longer feel steady to a viewer.`;
    }
  }
  if (
    details.longestLookAwaySeconds !== null &&
    details.longestLookAwaySeconds >= EYE_CONTACT.longLookAwaySeconds
  ) {
    reasoning += ` Your longest look away lasted ${seconds(details.longestLookAwaySeconds)}.`;
  }
  const recommendations: string[] = [];
  if (percentage < EYE_CONTACT.targetPercent) {
    recommendations.push(
      'Look into the camera lens rather than at your own picture: move the preview window right under the camera so a glance at it stays close to the lens.',
    );
  }
  if (
    details.meanLookSeconds !== null &&
    details.meanLookSeconds < EYE_CONTACT.comfortableLookSeconds - 0.7
  ) {
    recommendations.push(
      `Hold each look at the camera for about ${EYE_CONTACT.comfortableLookSeconds} seconds before glancing away; short darting looks can read as nervous.`,
    );
  }
  if (
    details.longestLookAwaySeconds !== null &&
    details.longestLookAwaySeconds >= EYE_CONTACT.longLookAwaySeconds
  ) {
    recommendations.push(
      'Keep notes short and near the top of the screen, so reading them never takes your eyes away for long.',
    );
  }
  return {
    percentage,
    score: Math.min(10, (10 * percentage) / EYE_CONTACT.targetPercent),
    details,
    reasoning,
    recommendations,
  };
}

// ---------------------------------------------------------------- posture

type PostureProblem = 'tilt' | 'roll' | 'slouch' | 'lean' | 'pitch';

function postureOf(frame: FrameObservation, aspect: number, useBody: boolean) {
  const face = frame.face;
  if (!face) return null;
  const headRoll = Math.abs(toDegrees(face.roll));
  const problems: PostureProblem[] = [];
  if (headRoll > POSTURE.maxHeadRollDegrees) problems.push('roll');
  const left = frame.body?.leftShoulder;
  const right = frame.body?.rightShoulder;
  if (useBody && left && right) {
    const [lx, ly] = scaled(left, aspect);
    const [rx, ry] = scaled(right, aspect);
    const width = Math.hypot(lx - rx, ly - ry);
    if (width <= 0) return null;
    const tilt = Math.abs(toDegrees(Math.atan2(ly - ry, Math.abs(lx - rx))));
    const midX = (lx + rx) / 2;
    const midY = (ly + ry) / 2;
    const nose = frame.body?.nose
      ? scaled(frame.body.nose, aspect)
      : scaled([face.box[0] + face.box[2] / 2, face.box[1] + face.box[3] / 2], aspect);
    const neckRatio = (midY - nose[1]) / width;
    const lean = Math.abs(nose[0] - midX) / width;
    if (tilt > POSTURE.maxShoulderTiltDegrees) problems.push('tilt');
    if (neckRatio < POSTURE.minNeckRatio) problems.push('slouch');
    if (lean > POSTURE.maxLean) problems.push('lean');
    return { problems, headRoll, tilt, slouched: neckRatio < POSTURE.minNeckRatio };
  }
  if (Math.abs(toDegrees(face.pitch)) > POSTURE.maxHeadPitchDegrees) problems.push('pitch');
  return { problems, headRoll, tilt: null, slouched: null };
}

const POSTURE_PROBLEMS: Record<PostureProblem, { said: string; advice: string }> = {
  tilt: {
    said: 'your shoulders were often uneven',
    advice:
      'Keep both shoulders level: sit evenly on both hips, or stand with your weight on both feet.',
  },
  roll: {
    said: 'your head was often tilted to one side',
    advice: 'Hold your head level; a constant tilt can read as unsure.',
  },
  slouch: {
    said: 'you often slouched, with your head dropped toward your shoulders',
    advice:
      'Sit or stand tall: lengthen your neck and raise the camera to eye height, so you never look down into it.',
  },
  lean: {
    said: 'you often leaned to one side',
    advice: 'Centre yourself in front of the camera instead of leaning on one arm or to one side.',
  },
  pitch: {
    said: 'your head was often tipped up or down',
    advice: 'Put the camera at eye height so you can face it with your head level.',
  },
};

function posture(frames: readonly FrameObservation[], aspect: number) {
  const withFace = frames.filter((frame) => frame.face);
  const withShoulders = withFace.filter(
    (frame) => frame.body?.leftShoulder && frame.body?.rightShoulder,
  );
  const useBody = withShoulders.length >= withFace.length / 2;
  const readings = withFace
    .map((frame) => postureOf(frame, aspect, useBody))
    .filter((reading) => reading !== null);
  const upright = readings.filter((reading) => reading.problems.length === 0).length;
  const counts = new Map<PostureProblem, number>();
  for (const reading of readings) {
    for (const problem of reading.problems) counts.set(problem, (counts.get(problem) ?? 0) + 1);
  }
  const worst = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const tilts = readings.map((reading) => reading.tilt).filter((tilt) => tilt !== null);
  const slouches = readings.filter((reading) => reading.slouched !== null);
  const uprightPercent = percent(upright, readings.length);
  const details = {
    uprightPercent,
    measuredFrom: useBody ? ('body' as const) : ('head' as const),
    shoulderTiltDegrees: tilts.length ? round(mean(tilts), 1) : null,
    headTiltDegrees: round(mean(readings.map((reading) => reading.headRoll)), 1),
    slouchPercent: slouches.length
      ? percent(slouches.filter((reading) => reading.slouched).length, slouches.length)
      : null,
  };
  let reasoning = useBody
    ? `You were upright, level and centred in ${uprightPercent}% of the frames.`
    : `Only your head and neck were in view, so posture is judged from your head alone: level and facing forward in ${uprightPercent}% of the frames.`;
  const recommendations: string[] = [];
  if (worst && share(worst[1], readings.length) >= 0.2) {
    reasoning += ` Most often, ${POSTURE_PROBLEMS[worst[0]].said}.`;
    recommendations.push(POSTURE_PROBLEMS[worst[0]].advice);
  }
  return { score: (10 * uprightPercent) / 100, details, reasoning, recommendations };
}

// ---------------------------------------------------------------- gestures

const WRISTS = ['leftWrist', 'rightWrist'] as const;

/** Where a hand is, relative to the body: 'left|right' x 'high|mid|low'. */
function zoneOf(hand: Point, frame: FrameObservation, aspect: number): string | null {
  const left = frame.body?.leftShoulder;
  const right = frame.body?.rightShoulder;
  const [x, y] = scaled(hand, aspect);
  if (left && right) {
    const [lx, ly] = scaled(left, aspect);
    const [rx, ry] = scaled(right, aspect);
    const width = Math.hypot(lx - rx, ly - ry);
    const shoulderY = (ly + ry) / 2;
    const side = x < (lx + rx) / 2 ? 'left' : 'right';
    const level = y < shoulderY ? 'high' : y < shoulderY + 0.6 * width ? 'mid' : 'low';
    return `${side}-${level}`;
  }
  const face = frame.face;
  if (!face) return null;
  const [fx, fy] = scaled([face.box[0] + face.box[2] / 2, face.box[1] + face.box[3]], aspect);
  const side = x < fx ? 'left' : 'right';
  const level = y < fy ? 'high' : y < fy + face.box[3] ? 'mid' : 'low';
  return `${side}-${level}`;
}

/** The hand positions of a frame: wrist keypoints, or else the hand boxes' centres. */
function handsOf(frame: FrameObservation): Point[] {
  const wrists = WRISTS.map((part) => frame.body?.[part]).filter(
    (point): point is [number, number] => point !== undefined,
  );
  if (wrists.length > 0) return wrists;
  return frame.hands.map((hand) => [hand.box[0] + hand.box[2] / 2, hand.box[1] + hand.box[3] / 2]);
}

/** Shoulder width in scaled units, or an estimate from the face (shoulders are ~2.2 faces). */
function bodyScale(frame: FrameObservation, aspect: number): number | null {
  const left = frame.body?.leftShoulder;
  const right = frame.body?.rightShoulder;
  if (left && right) {
    const [lx, ly] = scaled(left, aspect);
    const [rx, ry] = scaled(right, aspect);
    return Math.hypot(lx - rx, ly - ry);
  }
  return frame.face ? frame.face.box[2] * aspect * 2.2 : null;
}

function gestureStrokes(frames: readonly FrameObservation[], aspect: number): number {
  let strokes = 0;
  for (const part of WRISTS) {
    for (let index = 1; index < frames.length; index += 1) {
      const before = frames[index - 1]?.body?.[part];
      const after = frames[index]?.body?.[part];
      const frame = frames[index];
      if (!before || !after || !frame) continue;
      const scale = bodyScale(frame, aspect);
      if (!scale) continue;
      const [bx, by] = scaled(before, aspect);
      const [ax, ay] = scaled(after, aspect);
      if (Math.hypot(ax - bx, ay - by) / scale >= GESTURES.strokeShoulderWidths) strokes += 1;
    }
  }
  return strokes;
}

function strokeRateComponent(rate: number): number {
  const [low, high] = GESTURES.naturalStrokesPerMinute;
  if (rate < low) return rate / low;
  if (rate <= high) return 1;
  return Math.max(0.5, 1 - (rate - high) / (2 * high));
}

function gestures(frames: readonly FrameObservation[], aspect: number, minutes: number) {
  const visible = frames.filter((frame) => handsOf(frame).length > 0);
  const handsVisiblePercent = percent(visible.length, frames.length);
  if (share(visible.length, frames.length) < GESTURES.minHandsVisibleShare) {
    return {
      score: null,
      details: { handsVisiblePercent, zonesUsed: 0, strokesPerMinute: 0 },
      reasoning: `Your hands were in view in only ${handsVisiblePercent}% of the frames, so gestures could not be judged.`,
      recommendations: [
        'Sit a little further back, or lower the camera, so your hands are in the picture: gestures help listeners follow what you say.',
      ],
    };
  }
  const zones = new Map<string, number>();
  for (const frame of visible) {
    for (const hand of handsOf(frame)) {
      const zone = zoneOf(hand, frame, aspect);
      if (zone) zones.set(zone, (zones.get(zone) ?? 0) + 1);
    }
  }
  const total = [...zones.values()].reduce((sum, count) => sum + count, 0);
  const entropy = [...zones.values()].reduce((sum, count) => {
    const p = count / total;
    return sum - p * Math.log(p);
  }, 0);
  const variety = total > 0 ? entropy / Math.log(GESTURES.zones) : 0;
  const strokesPerMinute = minutes > 0 ? round(gestureStrokes(frames, aspect) / minutes, 1) : 0;
  const score = 10 * (0.5 * variety + 0.5 * strokeRateComponent(strokesPerMinute));
  const reasoning = `Your hands were in view ${handsVisiblePercent}% of the time, worked in ${zones.size} of ${GESTURES.zones} areas around your body, and made about ${strokesPerMinute} gestures a minute.`;
  const recommendations: string[] = [];
  if (strokesPerMinute < GESTURES.naturalStrokesPerMinute[0]) {
    recommendations.push(
      'Use your hands to carry your points: count items on your fingers, show sizes and directions.',
    );
  } else if (variety < 0.5) {
    recommendations.push(
      'Vary where your hands work: open them wide for big ideas and bring them together for a precise point.',
    );
  } else if (strokesPerMinute > GESTURES.naturalStrokesPerMinute[1]) {
    recommendations.push(
      'Let your hands rest between points; constant motion can distract from what you say.',
    );
  }
  return {
    score,
    details: { handsVisiblePercent, zonesUsed: zones.size, strokesPerMinute },
    reasoning,
    recommendations,
  };
}

// ---------------------------------------------------------------- movement

function movementScoreFor(speed: number): number {
  if (speed < MOVEMENT.stillBelow) return 6 + 4 * (speed / MOVEMENT.stillBelow);
  if (speed <= MOVEMENT.restlessAbove) return 10;
  const over = (speed - MOVEMENT.restlessAbove) / (MOVEMENT.floorAt - MOVEMENT.restlessAbove);
  return Math.max(3, 10 - 7 * over);
}

function movement(frames: readonly FrameObservation[], aspect: number, interval: number) {
  const speeds: number[] = [];
  for (let index = 1; index < frames.length; index += 1) {
    const before = frames[index - 1]?.face;
    const after = frames[index]?.face;
    const dt = (frames[index]?.t ?? 0) - (frames[index - 1]?.t ?? 0);
    if (!before || !after || dt <= 0 || dt > 2.5 * interval) continue;
    const unit = ((before.box[2] + after.box[2]) / 2) * aspect;
    if (unit <= 0) continue;
    const [bx, by] = scaled(
      [before.box[0] + before.box[2] / 2, before.box[1] + before.box[3] / 2],
      aspect,
    );
    const [ax, ay] = scaled(
      [after.box[0] + after.box[2] / 2, after.box[1] + after.box[3] / 2],
      aspect,
    );
    speeds.push(Math.hypot(ax - bx, ay - by) / unit / dt);
  }
  if (speeds.length === 0) return null;
  const meanSpeed = round(mean(speeds), 3);
  const level =
    meanSpeed < MOVEMENT.stillBelow
      ? ('still' as const)
      : meanSpeed > MOVEMENT.restlessAbove
        ? ('restless' as const)
        : ('natural' as const);
  const said = {
    still: 'You held very still. A little movement with your words looks more relaxed.',
    natural: 'Your head and body moved naturally with what you said.',
    restless: 'You moved a lot, which can read as restless or nervous.',
  }[level];
  const recommendations = {
    still: [
      'Let your head and shoulders move with your words: nod on agreement, lean in on a key point.',
    ],
    natural: [],
    restless: [
      'Settle your base: plant your feet or sit back in the chair, and let your hands do the moving.',
    ],
  }[level];
  return {
    score: movementScoreFor(meanSpeed),
    details: { meanSpeed, level },
    reasoning: `${said} (Your head moved ${round(meanSpeed, 2)} face widths a second on average.)`,
    recommendations,
  };
}

// ---------------------------------------------------------------- expressiveness

const standardDeviation = (values: readonly number[]) => {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
};

const EXPRESSION_NAMES: Record<string, string> = {
  happy: 'a smile',
  surprise: 'surprise',
  sad: 'a sad look',
  angry: 'a frown',
  fear: 'a worried look',
  disgust: 'a grimace',
};
const expressionName = (emotion: string) => EXPRESSION_NAMES[emotion] ?? emotion;

type EmotionScores = Partial<Record<(typeof EMOTIONS)[number], number>>;

/**
 * The expression scores averaged over consecutive windows (EXPRESSIVENESS.windowSeconds).
 * With fewer than two windows of video, the frames themselves are used.
 */
function expressionWindows(frames: readonly FrameObservation[]): EmotionScores[] {
  const windows = new Map<number, EmotionScores[]>();
  for (const frame of frames) {
    if (!frame.face || Object.keys(frame.face.emotion).length === 0) continue;
    const key = Math.floor(frame.t / EXPRESSIVENESS.windowSeconds);
    windows.set(key, [...(windows.get(key) ?? []), frame.face.emotion]);
  }
  const groups = [...windows.values()];
  if (groups.length < 2) return groups.flat();
  return groups.map((group) => {
    const averaged: EmotionScores = {};
    for (const emotion of EMOTIONS) {
      averaged[emotion] = mean(group.map((scores) => scores[emotion] ?? 0));
    }
    return averaged;
  });
}

function expressiveness(frames: readonly FrameObservation[]) {
  const windows = expressionWindows(frames);
  if (windows.length === 0) return null;
  const expressions = EMOTIONS.filter((emotion) => emotion !== 'neutral');
  let variation = 0;
  let top: { emotion: string; average: number } | null = null;
  for (const emotion of expressions) {
    const values = windows.map((scores) => scores[emotion] ?? 0);
    variation += standardDeviation(values);
    const average = mean(values);
    if (average > 0.05 && (!top || average > top.average)) top = { emotion, average };
  }
  variation = round(Math.min(1, variation), 3);
  const expressive = windows.filter((scores) => (scores.neutral ?? 0) < 0.5).length;
  const expressivePercent = percent(expressive, windows.length);
  const span = EXPRESSIVENESS.livelyAbove - EXPRESSIVENESS.flatBelow;
  const score =
    variation <= EXPRESSIVENESS.flatBelow
      ? 2
      : Math.min(10, 2 + (8 * (variation - EXPRESSIVENESS.flatBelow)) / span);
  const flat = variation <= EXPRESSIVENESS.flatBelow + span / 4;
  const reasoning = flat
    ? expressivePercent < 50 || !top
      ? `Your expression changed little during the recording and read as mostly neutral (expressive ${expressivePercent}% of the time).`
      : `Your expression changed little during the recording: it held ${expressionName(top.emotion)} most of the time.`
    : `Your expression changed with what you said${top ? `, most often toward ${expressionName(top.emotion)}` : ''} (expressive ${expressivePercent}% of the time).`;
  return {
    score,
    details: { variation, expressivePercent, topExpression: top?.emotion ?? null },
    reasoning,
    recommendations: flat
      ? [
          'Let your face follow your words: smile as you open, and raise your eyebrows on the point you most want remembered.',
        ]
      : [],
  };
}

// ---------------------------------------------------------------- overall

export interface BodyLanguageAnalysis extends Omit<BodyLanguageFields, 'visualAnalysisMetadata'> {
  status: BodyLanguageStatus;
  visualAnalysisMetadata: Metadata;
}

/** 'a, b and c'. */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const LABELS = {
  eyeContact: 'eye contact',
  posture: 'posture',
  movement: 'movement',
  expressiveness: 'facial expression',
  gestures: 'gestures',
} as const;

function nothingToScore(
  samples: BodyLanguageSamples,
  status: BodyLanguageStatus,
  common: Omit<
    Metadata,
    | 'status'
    | 'eyeContact'
    | 'posture'
    | 'gestures'
    | 'movement'
    | 'expressiveness'
    | 'reasoning'
    | 'recommendations'
  >,
): BodyLanguageAnalysis {
  const why =
    status === 'low_light'
      ? 'The picture was too dark for your face to be read.'
      : samples.frames.length === 0
        ? 'No video frames could be analysed.'
        : 'No face was found in most of the video.';
  const recommendations =
    status === 'low_light'
      ? [
          'Turn on a light in front of you, or face a window: light on your face, not behind you.',
          'Check that nothing covers the camera lens.',
        ]
      : [
          'Centre your face in the picture, about an arm’s length from the camera, with nothing covering it.',
          'Make sure the light is in front of you rather than behind you.',
        ];
  return {
    status,
    postureScore: null,
    eyeContactPercentage: null,
    gestureVariety: null,
    movementScore: null,
    facialExpressiveness: null,
    bodyLanguageConfidence: null,
    visualAnalysisMetadata: {
      ...common,
      status,
      eyeContact: null,
      posture: null,
      gestures: null,
      movement: null,
      expressiveness: null,
      reasoning: {
        eyeContact: why,
        posture: why,
        gestures: why,
        movement: why,
        expressiveness: why,
        confidence: why,
      },
      recommendations,
    },
  };
}

/** The six body-language metrics of one video, with their reasoning and recommendations. */
export function computeBodyLanguage(samples: BodyLanguageSamples): BodyLanguageAnalysis {
  const frames = [...samples.frames].sort((a, b) => a.t - b.t);
  const interval = 1 / samples.sampleFps;
  const aspect = samples.frameAspect;
  const durationSeconds = frames.length * interval;
  const faces = frames.filter((frame) => frame.face).length;
  const meanBrightness = round(mean(frames.map((frame) => frame.luma)), 1);
  const lowLight = frames.length > 0 && meanBrightness < LOW_LIGHT_LUMA;
  const common = {
    version: 1 as const,
    source: samples.source,
    sampleFps: samples.sampleFps,
    framesAnalyzed: frames.length,
    durationSeconds: round(durationSeconds, 1),
    faceVisiblePercent: percent(faces, frames.length),
    meanBrightness,
    lowLight,
    analysisMsPerFrame:
      samples.analysisMsPerFrame === null ? null : round(samples.analysisMsPerFrame, 1),
    recordingFps: samples.recordingFps === null ? null : round(samples.recordingFps, 1),
  };
  if (frames.length === 0 || share(faces, frames.length) < MIN_FACE_VISIBLE_SHARE) {
    return nothingToScore(samples, lowLight ? 'low_light' : 'no_face', common);
  }

  const eye = eyeContact(frames, interval);
  const pose = posture(frames, aspect);
  const hands = gestures(frames, aspect, durationSeconds / 60);
  const motion = movement(frames, aspect, interval);
  const face = expressiveness(frames);

  const parts: { key: keyof typeof CONFIDENCE_WEIGHTS; score: number }[] = [
    { key: 'eyeContact', score: eye.score },
    { key: 'posture', score: pose.score },
  ];
  if (motion) parts.push({ key: 'movement', score: motion.score });
  if (face) parts.push({ key: 'expressiveness', score: face.score });
  if (hands.score !== null) parts.push({ key: 'gestures', score: hands.score });
  const weight = parts.reduce((sum, part) => sum + CONFIDENCE_WEIGHTS[part.key], 0);
  const confidence = parts.reduce(
    (sum, part) => sum + (part.score * CONFIDENCE_WEIGHTS[part.key]) / weight,
    0,
  );
  const ranked = [...parts].sort((a, b) => b.score - a.score);
  const strongest = ranked[0];
  const weakest = ranked[ranked.length - 1];
  let confidenceReasoning = `Combines your ${listOf(parts.map((part) => LABELS[part.key]))}, weighted toward eye contact and posture.`;
  if (strongest && weakest && strongest.score - weakest.score >= 1) {
    confidenceReasoning += ` Your strongest area was ${LABELS[strongest.key]}; the one to work on is ${LABELS[weakest.key]}.`;
  }
  if (lowLight) {
    confidenceReasoning +=
      ' The picture was dark, so some readings may be less reliable; more light on your face helps.';
  }

  // The advice of the weakest areas first, at most four.
  const advice: Record<keyof typeof CONFIDENCE_WEIGHTS, string[]> = {
    eyeContact: eye.recommendations,
    posture: pose.recommendations,
    movement: motion?.recommendations ?? [],
    expressiveness: face?.recommendations ?? [],
    gestures: hands.recommendations,
  };
  const order = [...parts].sort((a, b) => a.score - b.score).map((part) => part.key);
  if (hands.score === null) order.push('gestures');
  const recommendations = [
    ...(lowLight
      ? ['Face a window or a lamp: more light on your face lets the camera read your expressions.']
      : []),
    ...order.flatMap((key) => advice[key]),
  ].slice(0, 4);

  return {
    status: 'ok',
    postureScore: half(pose.score),
    eyeContactPercentage: eye.percentage,
    gestureVariety: hands.score === null ? null : half(hands.score),
    movementScore: motion ? half(motion.score) : null,
    facialExpressiveness: face ? half(face.score) : null,
    bodyLanguageConfidence: half(confidence),
    visualAnalysisMetadata: {
      ...common,
      status: 'ok',
      eyeContact: eye.details,
      posture: pose.details,
      gestures: hands.details,
      movement: motion?.details ?? null,
      expressiveness: face?.details ?? null,
      reasoning: {
        eyeContact: eye.reasoning,
        posture: pose.reasoning,
        gestures: hands.reasoning,
        movement: motion?.reasoning ?? 'Your face was not in view long enough to measure movement.',
        expressiveness: face?.reasoning ?? 'Your expression could not be read in this video.',
        confidence: confidenceReasoning,
      },
      recommendations,
    },
  };
}
