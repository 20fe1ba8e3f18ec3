import { describe, expect, it } from 'vitest';
import { computeBodyLanguage, isLookingAtCamera, runLengths } from './metrics';
import {
  bodyLanguageSamplesSchema,
  type BodyLanguageSamples,
  type FrameObservation,
} from './observation';
import { visualAnalysisMetadataSchema } from './schemas';

/*
 * Landmark sequences written out frame by frame: a person facing the camera at 2 frames a
 * second, upright, shoulders level, with changes one scenario at a time.
 */

const FPS = 2;
const degrees = (value: number) => (value * Math.PI) / 180;

type FrameChanges = {
  yaw?: number;
  pitch?: number;
  roll?: number;
  irisH?: number;
  faceAt?: [number, number];
  emotion?: FrameObservation['face'] extends infer F
    ? F extends { emotion: infer E }
      ? E
      : never
    : never;
  shoulders?: { left: [number, number]; right: [number, number] } | null;
  nose?: [number, number];
  wrists?: { left?: [number, number]; right?: [number, number] };
  noFace?: boolean;
  luma?: number;
};

function frame(index: number, changes: FrameChanges = {}): FrameObservation {
  const [fx, fy] = changes.faceAt ?? [0.4, 0.2];
  const shoulders =
    changes.shoulders === undefined
      ? { left: [0.62, 0.62] as [number, number], right: [0.38, 0.62] as [number, number] }
      : changes.shoulders;
  return {
    t: index / FPS,
    luma: changes.luma ?? 120,
    face: changes.noFace
      ? null
      : {
          score: 0.95,
          box: [fx, fy, 0.2, 0.27],
          yaw: changes.yaw ?? 0,
          pitch: changes.pitch ?? 0,
          roll: changes.roll ?? 0,
          iris: { h: changes.irisH ?? 0, v: 0 },
          emotion: changes.emotion ?? { neutral: 0.9, happy: 0.1 },
        },
    body: shoulders
      ? {
          nose: changes.nose ?? [0.5, 0.36],
          leftShoulder: shoulders.left,
          rightShoulder: shoulders.right,
          ...(changes.wrists?.left ? { leftWrist: changes.wrists.left } : {}),
          ...(changes.wrists?.right ? { rightWrist: changes.wrists.right } : {}),
        }
      : null,
    hands: [],
  };
}

function samples(frames: FrameObservation[]): BodyLanguageSamples {
  return bodyLanguageSamplesSchema.parse({
    source: 'server',
    sampleFps: FPS,
    frameAspect: 4 / 3,
    frames,
    analysisMsPerFrame: 120,
    recordingFps: null,
  });
}

const sequence = (count: number, make: (index: number) => FrameChanges) =>
  Array.from({ length: count }, (_, index) => frame(index, make(index)));

describe('eye contact', () => {
  it('counts a frame as a look only with head and irises toward the lens', () => {
    expect(isLookingAtCamera(frame(0))).toBe(true);
    expect(isLookingAtCamera(frame(0, { yaw: degrees(30) }))).toBe(false);
    expect(isLookingAtCamera(frame(0, { pitch: degrees(-25) }))).toBe(false);
    // Head straight but eyes to the side: reading notes beside the camera.
    expect(isLookingAtCamera(frame(0, { irisH: 0.2 }))).toBe(false);
    expect(isLookingAtCamera(frame(0, { noFace: true }))).toBe(false);
  });

  it('measures the share of time and the length of each look', () => {
    // 3 s at the camera, 1 s down at notes, five times over: 20 s.
    const frames = sequence(40, (index) => (index % 8 < 6 ? {} : { pitch: degrees(30) }));
    const result = computeBodyLanguage(samples(frames));
    expect(result.eyeContactPercentage).toBe(75);
    expect(result.visualAnalysisMetadata.eyeContact).toEqual({
      meanLookSeconds: 3,
      longestLookSeconds: 3,
      longestLookAwaySeconds: 1,
    });
    expect(result.visualAnalysisMetadata.reasoning.eyeContact).toBe(
      'You looked into the camera for 75% of the recording. Each look lasted 3 s on average (longest 3 s).',
    );
  });

  it('asks for longer looks and fewer long look-aways when the gaze darts', () => {
    // Half a second at the camera, then 6 s away, repeated.
    const frames = sequence(42, (index) => (index % 14 === 0 ? {} : { yaw: degrees(35) }));
    const result = computeBodyLanguage(samples(frames));
    expect(result.eyeContactPercentage).toBe(7);
    expect(result.visualAnalysisMetadata.eyeContact?.longestLookAwaySeconds).toBe(6.5);
    const advice = result.visualAnalysisMetadata.recommendations.join(' ');
    expect(advice).toContain('camera lens');
    expect(advice).toContain('3.3 seconds');
  });

  it('splits runs where the test changes', () => {
    const frames = sequence(6, (index) => (index === 2 ? { noFace: true } : {}));
    expect(runLengths(frames, isLookingAtCamera, 0.5)).toEqual([1, 1.5]);
  });
});

describe('posture', () => {
  it('scores an upright, level, centred person 10', () => {
    const result = computeBodyLanguage(samples(sequence(20, () => ({}))));
    expect(result.postureScore).toBe(10);
    expect(result.visualAnalysisMetadata.posture).toMatchObject({
      uprightPercent: 100,
      measuredFrom: 'body',
      slouchPercent: 0,
    });
  });

  it('names slouching when the head drops toward the shoulders', () => {
    // The nose 0.04 above a shoulder line 0.32 wide (aspect-scaled): a neck ratio near 0.1.
    const frames = sequence(20, (index) => (index < 10 ? {} : { nose: [0.5, 0.58] }));
    const result = computeBodyLanguage(samples(frames));
    expect(result.postureScore).toBe(5);
    expect(result.visualAnalysisMetadata.posture?.slouchPercent).toBe(50);
    expect(result.visualAnalysisMetadata.reasoning.posture).toContain('slouched');
  });

  it('names uneven shoulders', () => {
    const frames = sequence(10, () => ({
      shoulders: { left: [0.62, 0.7], right: [0.38, 0.6] },
    }));
    const result = computeBodyLanguage(samples(frames));
    expect(result.postureScore).toBe(0);
    expect(result.visualAnalysisMetadata.posture?.shoulderTiltDegrees).toBeGreaterThan(7);
    expect(result.visualAnalysisMetadata.reasoning.posture).toContain('shoulders');
  });

  it('judges from the head alone when the shoulders are out of the picture', () => {
    const frames = sequence(10, (index) => ({
      shoulders: null,
      roll: index < 5 ? degrees(18) : 0,
    }));
    const result = computeBodyLanguage(samples(frames));
    expect(result.visualAnalysisMetadata.posture?.measuredFrom).toBe('head');
    expect(result.postureScore).toBe(5);
    expect(result.visualAnalysisMetadata.reasoning.posture).toContain('head alone');
  });
});

describe('gestures', () => {
  it('is not judged, and says why, when the hands are never in view', () => {
    const result = computeBodyLanguage(samples(sequence(20, () => ({}))));
    expect(result.gestureVariety).toBeNull();
    expect(result.visualAnalysisMetadata.reasoning.gestures).toContain('0% of the frames');
    expect(result.visualAnalysisMetadata.recommendations.join(' ')).toContain(
      'hands are in the picture',
    );
  });

  it('rewards hands that move through several areas around the body', () => {
    const spots: [number, number][] = [
      [0.3, 0.5],
      [0.35, 0.75],
      [0.3, 0.95],
      [0.7, 0.5],
      [0.65, 0.75],
      [0.7, 0.95],
    ];
    const varied = sequence(60, (index) => ({
      wrists: { right: spots[Math.floor(index / 4) % 6] },
    }));
    const still = sequence(60, () => ({ wrists: { right: [0.35, 0.8] } }));
    const variedResult = computeBodyLanguage(samples(varied));
    const stillResult = computeBodyLanguage(samples(still));
    expect(variedResult.visualAnalysisMetadata.gestures?.zonesUsed).toBe(6);
    expect(stillResult.visualAnalysisMetadata.gestures?.zonesUsed).toBe(1);
    expect(stillResult.visualAnalysisMetadata.gestures?.strokesPerMinute).toBe(0);
    expect(variedResult.gestureVariety).toBeGreaterThan(8);
    expect(stillResult.gestureVariety).toBeLessThan(1);
  });
});

describe('movement', () => {
  it('calls a frozen head still, a drifting one natural and a swaying one restless', () => {
    const still = computeBodyLanguage(samples(sequence(20, () => ({}))));
    // 0.02 of the frame per sample: about 0.15 face widths a second.
    const natural = computeBodyLanguage(
      samples(sequence(20, (index) => ({ faceAt: [0.4 + (index % 4) * 0.02, 0.2] }))),
    );
    // Swinging 0.15 of the frame each half second.
    const restless = computeBodyLanguage(
      samples(sequence(20, (index) => ({ faceAt: [index % 2 ? 0.55 : 0.4, 0.2] }))),
    );
    expect(still.visualAnalysisMetadata.movement?.level).toBe('still');
    expect(natural.visualAnalysisMetadata.movement?.level).toBe('natural');
    expect(restless.visualAnalysisMetadata.movement?.level).toBe('restless');
    expect(natural.movementScore).toBe(10);
    expect(still.movementScore).toBe(6);
    expect(restless.movementScore).toBeLessThan(6);
  });
});

describe('facial expressiveness', () => {
  it('is the variation in the expression scores: flat for a fixed face, high for a lively one', () => {
    const flat = computeBodyLanguage(samples(sequence(20, () => ({}))));
    const lively = computeBodyLanguage(
      samples(
        // A smile, surprise, then a neutral face, each held for two seconds.
        sequence(24, (index) => ({
          emotion:
            Math.floor(index / 4) % 3 === 0
              ? { happy: 0.8, neutral: 0.2 }
              : Math.floor(index / 4) % 3 === 1
                ? { surprise: 0.6, neutral: 0.4 }
                : { neutral: 0.95 },
        })),
      ),
    );
    expect(flat.facialExpressiveness).toBe(2);
    expect(flat.visualAnalysisMetadata.reasoning.expressiveness).toContain('mostly neutral');
    expect(lively.facialExpressiveness).toBe(10);
    expect(lively.visualAnalysisMetadata.expressiveness?.topExpression).toBe('happy');
    expect(lively.visualAnalysisMetadata.reasoning.expressiveness).toContain('a smile');
  });
});

describe('states and the overall score', () => {
  it('has nothing to score without a face, and says what to change', () => {
    const result = computeBodyLanguage(samples(sequence(20, () => ({ noFace: true }))));
    expect(result.status).toBe('no_face');
    expect(result.bodyLanguageConfidence).toBeNull();
    expect(result.eyeContactPercentage).toBeNull();
    expect(result.visualAnalysisMetadata.recommendations[0]).toContain('Centre your face');
  });

  it('reports low light when a dark picture hid the face', () => {
    const result = computeBodyLanguage(samples(sequence(20, () => ({ noFace: true, luma: 18 }))));
    expect(result.status).toBe('low_light');
    expect(result.visualAnalysisMetadata.recommendations[0]).toContain('light');
  });

  it('still scores a dim picture with a face, flagging the light', () => {
    const result = computeBodyLanguage(samples(sequence(20, () => ({ luma: 35 }))));
    expect(result.status).toBe('ok');
    expect(result.visualAnalysisMetadata.lowLight).toBe(true);
    expect(result.visualAnalysisMetadata.recommendations[0]).toContain('light');
  });

  it('weighs eye contact and posture most, and names the weakest area', () => {
    const frames = sequence(40, () => ({ yaw: degrees(40) }));
    const result = computeBodyLanguage(samples(frames));
    expect(result.eyeContactPercentage).toBe(0);
    expect(result.bodyLanguageConfidence).toBeLessThan(6);
    expect(result.visualAnalysisMetadata.reasoning.confidence).toContain(
      'the one to work on is eye contact',
    );
    expect(visualAnalysisMetadataSchema.parse(result.visualAnalysisMetadata)).toBeTruthy();
  });

  it('gives the same numbers for the same frames in any order', () => {
    const frames = sequence(30, (index) => ({ yaw: degrees(index % 5 === 0 ? 30 : 0) }));
    const forward = computeBodyLanguage(samples(frames));
    const shuffled = computeBodyLanguage(samples([...frames].reverse()));
    expect(shuffled).toEqual(forward);
  });
});
