/**
 * Records the landmark sequence the body-language unit tests compute from
 * (src/shared/body-language/fixtures/webcam-talk.json): composes a 16-second webcam video from
 * the photo inside Human's package (seated at a table: head, shoulders, arms and a hand, panning gently, leaning 15°
 * from 10 to 13 s), runs the worker's observation step on it with the real detector, and
 * writes what it saw. Run it again only when the detector or observeFrame changes:
 *
 *   node --import tsx scripts/record-body-language-fixture.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { observeVideo } from '../src/server/vision/analyze-video';
import { composeWebcamVideo } from '../src/server/vision/test/video-fixtures';

const OUT = fileURLToPath(
  new URL('../src/shared/body-language/fixtures/webcam-talk.json', import.meta.url),
);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-fixture-'));
  try {
    const video = composeWebcamVideo(path.join(dir, 'webcam.webm'), {
      seconds: 16,
      tilt: { degrees: 15, from: 10, to: 13 },
    });
    const samples = await observeVideo(video);
    // Timing says nothing about the frames, and would change on every run.
    const fixture = { ...samples, analysisMsPerFrame: null };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    // Written as prettier would, so format:check leaves it alone.
    const options = await prettier.resolveConfig(OUT);
    fs.writeFileSync(
      OUT,
      await prettier.format(JSON.stringify(fixture), { ...options, filepath: OUT }),
    );
    const faces = samples.frames.filter((frame) => frame.face).length;
    console.log(`${samples.frames.length} frames (${faces} with a face) -> ${OUT}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
