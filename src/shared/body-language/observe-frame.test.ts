import { describe, expect, it } from 'vitest';
import { frameObservationSchema } from './observation';
import { irisOffset, meanLuma, observeFrame, type DetectorResult } from './observe-frame';

/** A 478-point mesh with both eyes 40 px wide and the irises where the test puts them. */
function meshWithIrises(shiftX: number): number[][] {
  const mesh = Array.from({ length: 478 }, () => [0, 0, 0]);
  mesh[33] = [100, 100, 0];
  mesh[133] = [140, 100, 0];
  mesh[362] = [180, 100, 0];
  mesh[263] = [220, 100, 0];
  // The mesh's iris order is not the eyes' order: 468 sits in the second eye.
  mesh[468] = [200 + shiftX, 102, 0];
  mesh[473] = [120 + shiftX, 102, 0];
  return mesh;
}

const RESULT: DetectorResult = {
  face: [
    {
      score: 0.4,
      boxRaw: [0.1, 0.1, 0.1, 0.1],
      mesh: [],
    },
    {
      score: 0.97,
      boxRaw: [0.35, 0.2, 0.3, 0.4],
      rotation: { angle: { yaw: 0.1, pitch: -0.05, roll: 0.02 } },
      mesh: meshWithIrises(4),
      emotion: [
        { score: 0.7, emotion: 'neutral' },
        { score: 0.2, emotion: 'happy' },
        { score: 0.1, emotion: 'unknown-thing' },
      ],
    },
  ],
  body: [
    {
      score: 0.8,
      keypoints: [
        { part: 'nose', positionRaw: [0.5, 0.35], score: 0.9 },
        { part: 'leftShoulder', positionRaw: [0.7, 0.7], score: 0.8 },
        { part: 'rightShoulder', positionRaw: [0.3, 0.7], score: 0.8 },
        { part: 'leftWrist', positionRaw: [0.8, 0.95], score: 0.1 },
        { part: 'leftEye', positionRaw: [0.55, 0.3], score: 0.9 },
      ],
    },
  ],
  hand: [
    { score: 0.9, boxRaw: [0.4, 0.25, 0.1, 0.1] },
    { score: 0.8, boxRaw: [0.05, 0.6, 0.1, 0.15] },
    { score: 0.2, boxRaw: [0.8, 0.6, 0.1, 0.15] },
  ],
};

describe('observeFrame', () => {
  it('keeps the most confident face, the confident keypoints and the real hands', () => {
    const observation = observeFrame(RESULT, 1.23456, 97.26);
    expect(frameObservationSchema.parse(observation)).toEqual(observation);
    expect(observation.t).toBe(1.235);
    expect(observation.luma).toBe(97.3);
    expect(observation.face).toMatchObject({
      score: 0.97,
      box: [0.35, 0.2, 0.3, 0.4],
      yaw: 0.1,
      pitch: -0.05,
      roll: 0.02,
      iris: { h: 0.1, v: 0.05 },
      emotion: { neutral: 0.7, happy: 0.2 },
    });
    // Keypoints below 0.3 and parts the metrics do not use are left out.
    expect(observation.body).toEqual({
      nose: [0.5, 0.35],
      leftShoulder: [0.7, 0.7],
      rightShoulder: [0.3, 0.7],
    });
    // The "hand" inside the face box is the detector mistaking the face; the weak one goes too.
    expect(observation.hands).toEqual([{ score: 0.8, box: [0.05, 0.6, 0.1, 0.15] }]);
  });

  it('reports no face and no body when nothing was found', () => {
    const observation = observeFrame({ face: [], body: [], hand: [] }, 0, 10);
    expect(observation).toEqual({ t: 0, luma: 10, face: null, body: null, hands: [] });
  });
});

describe('irisOffset', () => {
  it('is zero for centred irises and follows them sideways, in eye widths', () => {
    expect(irisOffset(meshWithIrises(0))).toEqual({ h: 0, v: 0.05 });
    expect(irisOffset(meshWithIrises(-8))).toEqual({ h: -0.2, v: 0.05 });
  });

  it('needs the iris points of the 478-point mesh', () => {
    expect(irisOffset(meshWithIrises(0).slice(0, 468))).toBeNull();
  });
});

describe('meanLuma', () => {
  it('weighs the channels as Rec. 601 luma does, for RGB and RGBA', () => {
    expect(meanLuma([255, 255, 255, 0, 0, 0], 3)).toBe(127.5);
    // Red (76.2) and green (149.7).
    expect(meanLuma([255, 0, 0, 255, 0, 255, 0, 255], 4)).toBe(113);
    expect(meanLuma([], 3)).toBe(0);
  });
});
