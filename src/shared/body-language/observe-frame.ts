import {
  BODY_PARTS,
  EMOTIONS,
  type BodyPart,
  type Emotion,
  type FaceObservation,
  type FrameObservation,
} from './observation';

/*
 * Turns one detector result (@vladmandic/human's, described here only by the fields used)
 * into a FrameObservation. The browser and the worker both call this, so what is kept from
 * a frame, and how, cannot differ between them.
 */

/** Human's points are `[x, y, z?]`, so an entry may be missing; every read defaults it. */
type Numbers = readonly (number | undefined)[];

export interface DetectedFace {
  score: number;
  /** [x, y, width, height] as fractions of the frame. */
  boxRaw: Numbers;
  rotation?: { angle: { yaw: number; pitch: number; roll: number } } | null;
  /** Mesh points in pixels; 478 with the iris model (468-477 are the irises). */
  mesh: readonly Numbers[];
  emotion?: readonly { score: number; emotion: string }[];
}

export interface DetectedBody {
  score: number;
  keypoints: readonly { part: string; positionRaw: Numbers; score: number }[];
}

export interface DetectedHand {
  score: number;
  boxRaw: Numbers;
}

export interface DetectorResult {
  face: readonly DetectedFace[];
  body: readonly DetectedBody[];
  hand: readonly DetectedHand[];
}

/** Below these the detector's guess is left out. */
export const MIN_FACE_SCORE = 0.5;
export const MIN_KEYPOINT_SCORE = 0.3;
export const MIN_HAND_SCORE = 0.5;

const round = (value: number, places = 3) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Mean Rec. 601 luma of RGB(A) pixels, reading every `step`-th pixel. */
export function meanLuma(pixels: ArrayLike<number>, channels: 3 | 4, step = 1): number {
  let sum = 0;
  let count = 0;
  for (let index = 0; index + 2 < pixels.length; index += channels * step) {
    sum +=
      0.299 * (pixels[index] ?? 0) +
      0.587 * (pixels[index + 1] ?? 0) +
      0.114 * (pixels[index + 2] ?? 0);
    count += 1;
  }
  return count === 0 ? 0 : round(sum / count, 1);
}

/** The two eyes in the face mesh: corners and the iris centres to match them with. */
const EYES = [{ corners: [33, 133] as const }, { corners: [362, 263] as const }];
const IRIS_CENTRES = [468, 473] as const;

/**
 * The irises' offset from the middle of each eye, in eye widths, averaged over both eyes.
 * Each eye takes the iris centre nearest to it, so the mesh's left/right order does not
 * matter.
 */
export function irisOffset(mesh: readonly Numbers[]): { h: number; v: number } | null {
  if (mesh.length < 478) return null;
  const offsets: { h: number; v: number }[] = [];
  for (const { corners } of EYES) {
    const a = mesh[corners[0]];
    const b = mesh[corners[1]];
    if (!a || !b) continue;
    const midX = ((a[0] ?? 0) + (b[0] ?? 0)) / 2;
    const midY = ((a[1] ?? 0) + (b[1] ?? 0)) / 2;
    const width = Math.hypot((b[0] ?? 0) - (a[0] ?? 0), (b[1] ?? 0) - (a[1] ?? 0));
    if (width <= 0) continue;
    let nearest: Numbers | undefined;
    let nearestDistance = Infinity;
    for (const index of IRIS_CENTRES) {
      const iris = mesh[index];
      if (!iris) continue;
      const distance = Math.hypot((iris[0] ?? 0) - midX, (iris[1] ?? 0) - midY);
      if (distance < nearestDistance) {
        nearest = iris;
        nearestDistance = distance;
      }
    }
    if (!nearest) continue;
    offsets.push({
      h: ((nearest[0] ?? 0) - midX) / width,
      v: ((nearest[1] ?? 0) - midY) / width,
    });
  }
  if (offsets.length === 0) return null;
  const mean = (key: 'h' | 'v') =>
    round(clamp(offsets.reduce((sum, offset) => sum + offset[key], 0) / offsets.length, -1, 1));
  return { h: mean('h'), v: mean('v') };
}

const toBox = (raw: Numbers): [number, number, number, number] => [
  round(clamp(raw[0] ?? 0, -0.5, 1.5)),
  round(clamp(raw[1] ?? 0, -0.5, 1.5)),
  round(clamp(raw[2] ?? 0, 0, 1.5)),
  round(clamp(raw[3] ?? 0, 0, 1.5)),
];

function observeFace(face: DetectedFace): FaceObservation {
  const emotion: Partial<Record<Emotion, number>> = {};
  for (const entry of face.emotion ?? []) {
    if ((EMOTIONS as readonly string[]).includes(entry.emotion)) {
      emotion[entry.emotion as Emotion] = round(clamp(entry.score, 0, 1));
    }
  }
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  const rad = (value: number) => round(clamp(value, -Math.PI, Math.PI));
  return {
    score: round(clamp(face.score, 0, 1)),
    box: toBox(face.boxRaw),
    yaw: rad(angle.yaw),
    pitch: rad(angle.pitch),
    roll: rad(angle.roll),
    iris: irisOffset(face.mesh),
    emotion,
  };
}

/** The share of box `inner` that lies inside box `outer`. */
function overlapShare(inner: Numbers, outer: Numbers): number {
  const [ix = 0, iy = 0, iw = 0, ih = 0] = inner;
  const [ox = 0, oy = 0, ow = 0, oh = 0] = outer;
  const width = Math.max(0, Math.min(ix + iw, ox + ow) - Math.max(ix, ox));
  const height = Math.max(0, Math.min(iy + ih, oy + oh) - Math.max(iy, oy));
  const area = iw * ih;
  return area > 0 ? (width * height) / area : 0;
}

/**
 * One frame's observation: the most confident face, the most confident body's keypoints
 * and the hands. A "hand" mostly inside the face box is the hand detector mistaking a face
 * for a fist, and is dropped.
 */
export function observeFrame(result: DetectorResult, t: number, luma: number): FrameObservation {
  const face = [...result.face]
    .filter((candidate) => candidate.score >= MIN_FACE_SCORE)
    .sort((a, b) => b.score - a.score)[0];
  const body = [...result.body].sort((a, b) => b.score - a.score)[0];
  let keypoints: Partial<Record<BodyPart, [number, number]>> | null = null;
  if (body) {
    keypoints = {};
    for (const keypoint of body.keypoints) {
      if (keypoint.score < MIN_KEYPOINT_SCORE) continue;
      if (!(BODY_PARTS as readonly string[]).includes(keypoint.part)) continue;
      keypoints[keypoint.part as BodyPart] = [
        round(clamp(keypoint.positionRaw[0] ?? 0, -0.5, 1.5)),
        round(clamp(keypoint.positionRaw[1] ?? 0, -0.5, 1.5)),
      ];
    }
    if (Object.keys(keypoints).length === 0) keypoints = null;
  }
  const hands = result.hand
    .filter((hand) => hand.score >= MIN_HAND_SCORE)
    .filter((hand) => !face || overlapShare(hand.boxRaw, face.boxRaw) < 0.5)
    .slice(0, 4)
    .map((hand) => ({ score: round(clamp(hand.score, 0, 1)), box: toBox(hand.boxRaw) }));
  return {
    t: round(Math.max(0, t)),
    luma: round(clamp(luma, 0, 255), 1),
    face: face ? observeFace(face) : null,
    body: keypoints,
    hands,
  };
}
