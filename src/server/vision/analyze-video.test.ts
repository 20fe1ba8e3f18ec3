import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLanguageSamplesSchema } from '@shared/body-language/observation';
import { visualAnalysisMetadataSchema } from '@shared/body-language/schemas';
import { tempDir } from '../speech/test/fixtures';
import { analyzeVideo } from './analyze-video';
import { loadDetector } from './human-detector';
import { composeBlackVideo, composeFaceVideo } from './test/video-fixtures';

/*
 * The real detector (Human on WASM, the package's models) on videos composed from real
 * photos: what the worker does with an uploaded video.
 */

const dir = tempDir('analyze-video');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('analyzeVideo', () => {
  let faceVideo: string;
  beforeAll(() => {
    faceVideo = composeFaceVideo(path.join(dir, 'face.mp4'), { seconds: 3 });
  });

  it('finds the face in the frames and scores the body language', async () => {
    const progress: number[] = [];
    const { samples, bodyLanguage } = await analyzeVideo(faceVideo, {
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(bodyLanguageSamplesSchema.parse(samples)).toEqual(samples);
    expect(samples).toMatchObject({
      source: 'server',
      sampleFps: 2,
      frameAspect: 640 / 480,
      recordingFps: null,
    });
    expect(samples.frames.map((frame) => frame.t)).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
    expect(samples.analysisMsPerFrame).toBeGreaterThan(0);
    const faces = samples.frames.filter((frame) => frame.face);
    expect(faces.length).toBeGreaterThanOrEqual(5);
    for (const frame of faces) {
      // The face is the big square in the middle of the grey frame, looking at the lens.
      const [x = 0, y = 0, width = 0] = frame.face?.box ?? [];
      expect(x).toBeGreaterThan(0.15);
      expect(x + width).toBeLessThan(0.85);
      expect(y).toBeGreaterThan(0.05);
      expect(width).toBeGreaterThan(0.25);
      expect(frame.face?.iris).not.toBeNull();
    }
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    expect(bodyLanguage.status).toBe('ok');
    expect(bodyLanguage.eyeContactPercentage).toBeGreaterThanOrEqual(80);
    expect(bodyLanguage.postureScore).not.toBeNull();
    expect(bodyLanguage.bodyLanguageConfidence).not.toBeNull();
    const metadata = visualAnalysisMetadataSchema.parse(bodyLanguage.visualAnalysisMetadata);
    expect(metadata).toMatchObject({ source: 'server', framesAnalyzed: 6, lowLight: false });
    expect(metadata.faceVisiblePercent).toBeGreaterThanOrEqual(80);
  });

  it('leaves no tensors behind', async () => {
    const detector = await loadDetector();
    await analyzeVideo(faceVideo);
    const before = detector.liveTensors();
    await analyzeVideo(faceVideo);
    expect(detector.liveTensors()).toBe(before);
  });

  it('reads black frames as too dark, with nothing scored', async () => {
    const black = composeBlackVideo(path.join(dir, 'black.webm'), { seconds: 2 });
    const { samples, bodyLanguage } = await analyzeVideo(black);
    expect(samples.frames).toHaveLength(4);
    expect(samples.frames.every((frame) => frame.face === null && frame.luma < 5)).toBe(true);
    expect(bodyLanguage).toMatchObject({
      status: 'low_light',
      postureScore: null,
      eyeContactPercentage: null,
      bodyLanguageConfidence: null,
    });
    expect(visualAnalysisMetadataSchema.parse(bodyLanguage.visualAnalysisMetadata).status).toBe(
      'low_light',
    );
  });
});
