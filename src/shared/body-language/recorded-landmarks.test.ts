import { describe, expect, it } from 'vitest';
import webcamTalk from './fixtures/webcam-talk.json';
import { computeBodyLanguage } from './metrics';
import { bodyLanguageSamplesSchema } from './observation';
import { visualAnalysisMetadataSchema } from './schemas';

/*
 * A landmark sequence recorded from the real detector (scripts/record-body-language-fixture.ts):
 * 16 s of a person seated at a table, head, shoulders, arms and a hand in view, facing the
 * camera, the picture panning gently, and leaning 15° to one side from 10 to 13 s.
 */
const samples = bodyLanguageSamplesSchema.parse(webcamTalk);
const analysis = computeBodyLanguage(samples);
const metadata = visualAnalysisMetadataSchema.parse(analysis.visualAnalysisMetadata);

describe('the recorded webcam talk', () => {
  it('is 32 frames, the face found in every one', () => {
    expect(samples.frames).toHaveLength(32);
    expect(metadata).toMatchObject({
      status: 'ok',
      framesAnalyzed: 32,
      durationSeconds: 16,
      faceVisiblePercent: 100,
      lowLight: false,
    });
    // A dim restaurant, but light enough on the face.
    expect(metadata.meanBrightness).toBeCloseTo(66.7, 1);
  });

  it('counts every frame as eye contact: the head faces the lens and the irises are centred', () => {
    expect(analysis.eyeContactPercentage).toBe(100);
    expect(metadata.eyeContact).toEqual({
      meanLookSeconds: 16,
      longestLookSeconds: 16,
      longestLookAwaySeconds: null,
    });
  });

  it('finds the lean: the 6 frames from 10 to 12.5 s are not upright', () => {
    const leaning = samples.frames.filter((frame) => frame.t >= 10 && frame.t < 13);
    expect(leaning).toHaveLength(6);
    expect(metadata.posture).toMatchObject({
      measuredFrom: 'body',
      uprightPercent: 81, // 26 of 32
      slouchPercent: 0,
    });
    expect(analysis.postureScore).toBe(8);
  });

  it('sees the hands throughout, and the two jumps of the lean as gestures', () => {
    expect(metadata.gestures).toEqual({
      handsVisiblePercent: 100,
      zonesUsed: 4,
      // Two strokes in 16 s: the wrists jump as the lean starts and as it ends.
      strokesPerMinute: 7.5,
    });
    expect(analysis.gestureVariety).toBe(8);
  });

  it('reads the gentle panning as natural movement', () => {
    expect(metadata.movement).toEqual({ meanSpeed: 0.151, level: 'natural' });
    expect(analysis.movementScore).toBe(10);
  });

  it('scores the whole from its parts, eye contact strongest and expression weakest', () => {
    expect(analysis.bodyLanguageConfidence).toBe(8.5);
    expect(metadata.reasoning.confidence).toBe(
      'Combines your eye contact, posture, movement, facial expression and gestures, weighted toward eye contact and posture. Your strongest area was eye contact; the one to work on is facial expression.',
    );
  });

  it('reads the still photo as a steady expression: two-second windows cancel the model’s frame-to-frame noise', () => {
    // Frame by frame the emotion scores wander although the photo never changes; averaged
    // over two-second windows they vary by 0.18, under the 0.2 line for a flat face.
    expect(metadata.expressiveness).toEqual({
      variation: 0.181,
      expressivePercent: 100,
      topExpression: 'happy',
    });
    expect(analysis.facialExpressiveness).toBe(2);
    expect(metadata.reasoning.expressiveness).toBe(
      'Your expression changed little during the recording: it held a smile most of the time.',
    );
  });
});
