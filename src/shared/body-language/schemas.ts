import { z } from 'zod';

/** What a video's body-language analysis found: the states the results view explains. */
export const BODY_LANGUAGE_STATUSES = ['ok', 'no_face', 'low_light'] as const;
export type BodyLanguageStatus = (typeof BODY_LANGUAGE_STATUSES)[number];

const nullableNumber = z.number().nullable();

/** The `visualAnalysisMetadata` of a video recording: the measurements behind the scores. */
export const visualAnalysisMetadataSchema = z.object({
  version: z.literal(1),
  status: z.enum(BODY_LANGUAGE_STATUSES),
  source: z.enum(['browser', 'server']),
  sampleFps: z.number(),
  framesAnalyzed: z.number().int(),
  durationSeconds: z.number(),
  /** Share of the frames with a face, 0-100. */
  faceVisiblePercent: z.number(),
  /** Mean frame brightness, 0-255. */
  meanBrightness: z.number(),
  lowLight: z.boolean(),
  eyeContact: z
    .object({
      meanLookSeconds: nullableNumber,
      longestLookSeconds: nullableNumber,
      longestLookAwaySeconds: nullableNumber,
    })
    .nullable(),
  posture: z
    .object({
      uprightPercent: z.number(),
      measuredFrom: z.enum(['body', 'head']),
      shoulderTiltDegrees: nullableNumber,
      headTiltDegrees: z.number(),
      slouchPercent: nullableNumber,
    })
    .nullable(),
  gestures: z
    .object({
      handsVisiblePercent: z.number(),
      zonesUsed: z.number().int(),
      strokesPerMinute: z.number(),
    })
    .nullable(),
  movement: z
    .object({
      /** Face widths per second. */
      meanSpeed: z.number(),
      level: z.enum(['still', 'natural', 'restless']),
    })
    .nullable(),
  expressiveness: z
    .object({
      variation: z.number(),
      expressivePercent: z.number(),
      topExpression: z.string().nullable(),
    })
    .nullable(),
  reasoning: z.object({
    eyeContact: z.string(),
    posture: z.string(),
    gestures: z.string(),
    movement: z.string(),
    expressiveness: z.string(),
    confidence: z.string(),
  }),
  recommendations: z.array(z.string()),
  analysisMsPerFrame: nullableNumber,
  recordingFps: nullableNumber,
});
export type VisualAnalysisMetadata = z.infer<typeof visualAnalysisMetadataSchema>;

/** The body-language fields of a recording (product rules R3.7); null for audio. */
export const bodyLanguageFieldsSchema = z.object({
  postureScore: nullableNumber,
  eyeContactPercentage: nullableNumber,
  gestureVariety: nullableNumber,
  movementScore: nullableNumber,
  facialExpressiveness: nullableNumber,
  bodyLanguageConfidence: nullableNumber,
  visualAnalysisMetadata: visualAnalysisMetadataSchema.nullable(),
});
export type BodyLanguageFields = z.infer<typeof bodyLanguageFieldsSchema>;
