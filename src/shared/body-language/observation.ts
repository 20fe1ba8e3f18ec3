import { z } from 'zod';
import { LIVE_MAX_MINUTES } from '../recordings/limits';

/*
 * What the body-language analysis keeps from each sampled video frame. The browser (during
 * a recording) and the worker (for an uploaded video) both reduce a detector result to this
 * shape with `observeFrame`, and the metrics are computed from a list of them, so the same
 * frames give the same numbers on either path.
 *
 * Positions are fractions of the frame (0-1, x to the right, y down), angles are radians.
 */

/** Frames sampled per second of video, in the browser and in the worker. */
export const SAMPLE_FPS = 2;
/** The most frames one recording can carry: the longest live recording at the sample rate. */
export const MAX_OBSERVED_FRAMES = LIVE_MAX_MINUTES * 60 * SAMPLE_FPS;

/** The expressions the detector scores, each 0-1, summing to about 1 per face. */
export const EMOTIONS = [
  'angry',
  'disgust',
  'fear',
  'happy',
  'sad',
  'surprise',
  'neutral',
] as const;
export type Emotion = (typeof EMOTIONS)[number];

const fraction = z.number().min(-0.5).max(1.5);
const point = z.tuple([fraction, fraction]);
const box = z.tuple([fraction, fraction, z.number().min(0).max(1.5), z.number().min(0).max(1.5)]);
const angle = z.number().min(-Math.PI).max(Math.PI);
const unit = z.number().min(0).max(1);

export const BODY_PARTS = [
  'nose',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

export const faceObservationSchema = z.object({
  /** Detector confidence. */
  score: unit,
  /** [x, y, width, height]. */
  box,
  yaw: angle,
  pitch: angle,
  roll: angle,
  /**
   * Where the irises sit in the eyes, averaged over both: 0 is centred, in eye widths
   * (h: + is toward the image's right; v: + is down). Null without iris landmarks.
   */
  iris: z.object({ h: z.number().min(-1).max(1), v: z.number().min(-1).max(1) }).nullable(),
  /** Expression scores; missing ones are 0. */
  emotion: z.partialRecord(z.enum(EMOTIONS), unit),
});
export type FaceObservation = z.infer<typeof faceObservationSchema>;

export const frameObservationSchema = z.object({
  /** Seconds from the start of the recording. */
  t: z.number().min(0),
  /** Mean brightness of the frame, 0-255 (Rec. 601 luma). */
  luma: z.number().min(0).max(255),
  face: faceObservationSchema.nullable(),
  /** The body keypoints the detector was confident of; others are left out. */
  body: z.partialRecord(z.enum(BODY_PARTS), point).nullable(),
  /** Hands found by the hand detector, as boxes. */
  hands: z.array(z.object({ score: unit, box })).max(4),
});
export type FrameObservation = z.infer<typeof frameObservationSchema>;

/** Everything one video's analysis is computed from; sent with a live recording as JSON. */
export const bodyLanguageSamplesSchema = z.object({
  source: z.enum(['browser', 'server']),
  /** The rate the frames were sampled at. */
  sampleFps: z.number().positive().max(30),
  /** The frame's width over its height, to turn fractions of the frame into true angles. */
  frameAspect: z.number().min(0.2).max(5),
  frames: z.array(frameObservationSchema).max(MAX_OBSERVED_FRAMES),
  /** Mean milliseconds the detector took per frame. */
  analysisMsPerFrame: z.number().min(0).nullable(),
  /** The camera's delivered frame rate while the recording and the analysis ran (browser). */
  recordingFps: z.number().min(0).max(240).nullable(),
});
export type BodyLanguageSamples = z.infer<typeof bodyLanguageSamplesSchema>;

/** The multipart field of POST /api/transcribe that carries the samples of a live video. */
export const BODY_LANGUAGE_FIELD = 'bodyLanguage';
