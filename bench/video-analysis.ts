/**
 * The worker's body-language analysis of an uploaded video: a 3-minute 640x480 webcam video
 * (composed with ffmpeg from the photo inside Human's package: head, shoulders and arms),
 * read at two frames a second by the real detector on WASM, in this process. Prints the
 * detector's load time, then seconds, frames and milliseconds per frame; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeVideo } from '../src/server/vision/analyze-video';
import { loadDetector } from '../src/server/vision/human-detector';
import { composeWebcamVideo } from '../src/server/vision/test/video-fixtures';

const VIDEO_SECONDS = 180;

export async function reportVideoAnalysis() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-video-'));
  try {
    const video = composeWebcamVideo(path.join(dir, 'talk.mp4'), { seconds: VIDEO_SECONDS });
    const loadStarted = performance.now();
    await loadDetector();
    const loadMs = performance.now() - loadStarted;

    const started = performance.now();
    const { samples, bodyLanguage } = await analyzeVideo(video);
    const seconds = (performance.now() - started) / 1000;
    const frames = samples.frames.length;
    console.log(
      `\nbody language, worker (${VIDEO_SECONDS / 60}-minute 640x480 video, ${samples.sampleFps} frames/s)`,
    );
    console.log(`detector load (WASM, models)          ${(loadMs / 1000).toFixed(2)} s`);
    console.log(
      `analysis                              ${seconds.toFixed(1)} s for ${frames} frames, ` +
        `${((seconds * 1000) / frames).toFixed(0)} ms/frame (detector alone ${samples.analysisMsPerFrame} ms), ` +
        `${(seconds / VIDEO_SECONDS).toFixed(2)} x real time; status ${bodyLanguage.status}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
