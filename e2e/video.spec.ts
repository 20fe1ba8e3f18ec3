import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visualAnalysisMetadataSchema } from '../src/shared/body-language/schemas';
import { CAPTURE_VIDEO } from '../src/shared/recordings/limits';
import { recordingSchema } from '../src/shared/recordings/schemas';
import { FACE_TALK_MP4 } from './support/media-fixtures';
import {
  screenshot,
  signUpAndSignIn,
  toast,
  useScreenshotWidth,
  watchForErrors,
} from './support/accounts';

/*
 * A video session in a real Chromium: the fake camera plays a real face (made from a photo
 * by the global set-up) and the fake microphone speech. The browser analyses the frames in
 * its worker while recording, and the results show the body language measured from them.
 */

const ANALYSIS_TIMEOUT = 120_000;

test.beforeEach(async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await useScreenshotWidth(page, testInfo);
});

/** The fake camera's frame rate with nothing else running: frames presented per second. */
async function cameraFpsAlone(page: Page, milliseconds: number): Promise<number> {
  return page.evaluate(
    async ({ duration, constraints }) => {
      const stream = await navigator.mediaDevices.getUserMedia({ video: constraints });
      const video = document.createElement('video');
      video.muted = true;
      video.srcObject = stream;
      video.style.cssText = 'position:fixed;bottom:0;right:0;width:160px';
      document.body.append(video);
      await video.play();
      const marks: { frames: number; at: number }[] = [];
      await new Promise<void>((resolve) => {
        const onFrame: VideoFrameRequestCallback = (now, metadata) => {
          marks.push({ frames: metadata.presentedFrames, at: now });
          if (now - (marks[0]?.at ?? now) < duration) video.requestVideoFrameCallback(onFrame);
          else resolve();
        };
        video.requestVideoFrameCallback(onFrame);
      });
      stream.getTracks().forEach((track) => track.stop());
      video.remove();
      const first = marks[0]!;
      const last = marks[marks.length - 1]!;
      return Math.round(((last.frames - first.frames) / ((last.at - first.at) / 1000)) * 10) / 10;
    },
    { duration: milliseconds, constraints: CAPTURE_VIDEO },
  );
}

test('record a video and see the body language read from the face', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'video');

  await page.goto('/record');
  const fpsAlone = await cameraFpsAlone(page, 5_000);

  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  // Picking video starts loading the detector, so it is ready when recording starts.
  const models = page.waitForResponse((response) =>
    response.url().endsWith('/models/human/handlandmark-lite.bin'),
  );
  await page.getByRole('radio', { name: /Video \+ Audio/ }).check();
  expect((await models).ok()).toBe(true);

  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  // Stop stays in view while on camera, here and on a laptop's 1280 × 800, without scrolling.
  const stop = page.getByRole('button', { name: 'Stop Recording' });
  await expect(stop).toBeInViewport({ ratio: 1 });
  const size = page.viewportSize();
  if (size && testInfo.project.name === 'desktop') {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(stop).toBeInViewport({ ratio: 1 });
    await page.setViewportSize(size);
  }
  await page.waitForTimeout(4_000);
  await screenshot(page, testInfo, 'video-recording');
  await page.waitForTimeout(8_000);

  // The video streams to a live session while it records; Stop finishes it.
  const sent = page.waitForResponse(
    (response) =>
      /\/api\/live-sessions\/[^/]+\/finish$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'POST',
    { timeout: ANALYSIS_TIMEOUT },
  );
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  const reply = await sent;
  // With the browser's samples the server scores the video in the request (no job).
  expect(reply.status(), `the live session was not stored: ${await reply.text()}`).toBe(200);
  const recording = recordingSchema.parse(await reply.json());
  const metadata = visualAnalysisMetadataSchema.parse(recording.visualAnalysisMetadata);
  expect(metadata.source).toBe('browser');
  expect(metadata.status).toBe('ok');
  // The detector samples as fast as it can: about 1 frame a second alone, but CI ran it beside
  // a second browser and a server analysing, and read 5 frames in the 12 s. Some frames
  // across the recording show it read the face while recording; more is the machine's speed.
  expect(metadata.framesAnalyzed).toBeGreaterThanOrEqual(3);

  console.log(
    `[${testInfo.project.name}] camera ${fpsAlone} fps alone; ` +
      `${metadata.recordingFps} fps while recording and analysing; ` +
      `detector ${metadata.analysisMsPerFrame} ms a frame; ` +
      `${metadata.framesAnalyzed} frames at ${metadata.sampleFps} a second; ` +
      `eye contact ${recording.eyeContactPercentage}%, posture ${recording.postureScore}, ` +
      `confidence ${recording.bodyLanguageConfidence}`,
  );
  testInfo.annotations.push({
    type: 'body language',
    description: `camera ${fpsAlone} fps alone, ${metadata.recordingFps} fps with analysis, ${metadata.analysisMsPerFrame} ms a frame`,
  });

  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  const section = page.getByRole('region', { name: 'Body Language' });
  await expect(section.getByRole('heading', { name: 'Body Language', exact: true })).toBeVisible();
  const card = (title: string) =>
    section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card('Eye Contact')).toContainText(`${recording.eyeContactPercentage}%`);
  for (const title of [
    'Posture',
    'Movement',
    'Facial Expressiveness',
    'Body Language Confidence',
  ]) {
    await expect(card(title)).toContainText(/\d+(\.\d)?\/10/);
  }
  // The photo shows a head and shoulders, no hands.
  if (recording.gestureVariety === null) {
    await expect(card('Gesture Variety')).toContainText('Hands were not in view');
  }
  // The section's top, below the sticky header, once the toast has gone.
  await expect(toast(page, 'Transcription Complete')).toBeHidden({ timeout: 10_000 });
  await section.evaluate((element) =>
    element.scrollIntoView({ block: 'start', behavior: 'instant' }),
  );
  await screenshot(page, testInfo, 'video-body-language');
  await page.screenshot({
    path: `test-results/screens/video-results-full-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
  // Readable at 390 px without sideways scrolling, and no serious accessibility problem.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="body-language-heading"]')
    .analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);

  // The recording's own page shows the same section.
  await page.goto(`/recordings/${recording.id}`);
  await expect(page.getByRole('heading', { name: 'Recording Analysis' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Body Language' }).getByRole('heading', {
      name: 'Eye Contact',
    }),
  ).toBeVisible();

  // The replay knows its length and seeks (decision 185).
  const replay = await page
    .getByLabel('Your recording', { exact: true })
    .evaluate(async (video: HTMLVideoElement) => {
      const settled = () =>
        Number.isFinite(video.duration) && video.duration > 0 && video.currentTime === 0;
      for (let i = 0; i < 100 && !settled(); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const duration = video.duration;
      const seeked = new Promise((resolve) =>
        video.addEventListener('seeked', resolve, { once: true }),
      );
      video.currentTime = duration / 2;
      await seeked;
      return { duration, at: video.currentTime };
    });
  expect(Math.abs(replay.duration - (recording.duration ?? 0))).toBeLessThan(1.5);
  expect(Math.abs(replay.at - replay.duration / 2)).toBeLessThan(0.5);

  // The same recording as if no face had been found, then as if the room had been dark:
  // the server's answer is altered on its way to the page.
  for (const state of UNREADABLE) {
    await page.route(`**/api/recordings/${recording.id}`, async (route) => {
      const response = await route.fetch();
      const body = recordingSchema.parse(await response.json());
      await route.fulfill({
        response,
        json: {
          ...body,
          ...NOT_SCORED,
          visualAnalysisMetadata: {
            ...metadata,
            status: state.status,
            lowLight: state.status === 'low_light',
            recommendations: [state.tip],
          },
        },
      });
    });
    await page.reload();
    const panel = page.getByRole('region', { name: 'Body Language' });
    await expect(panel.getByRole('heading', { name: state.title })).toBeVisible();
    await expect(panel.getByText(state.tip)).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: '/10' })).toHaveCount(0);
    await panel.evaluate((element) =>
      element.scrollIntoView({ block: 'start', behavior: 'instant' }),
    );
    await screenshot(page, testInfo, `video-${state.status.replace('_', '-')}`);
    await page.unrouteAll();
  }
  expect(errors).toEqual([]);
});

const NOT_SCORED = {
  postureScore: null,
  eyeContactPercentage: null,
  gestureVariety: null,
  movementScore: null,
  facialExpressiveness: null,
  bodyLanguageConfidence: null,
};

const UNREADABLE = [
  {
    status: 'no_face',
    title: 'No face detected',
    tip: 'Centre your face in the picture, about an arm’s length from the camera.',
  },
  {
    status: 'low_light',
    title: 'Too dark to read your face',
    tip: 'Turn on a light in front of you, or face a window.',
  },
] as const;

test('upload a video and get the body language the worker read from its frames', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'video-upload');

  await page.goto('/record');
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/transcribe') && response.request().method() === 'POST',
  );
  await page.getByLabel('Recording file').setInputFiles(FACE_TALK_MP4);
  // An uploaded video carries no samples: the worker reads its frames as a job.
  expect((await sent).status()).toBe(202);
  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  const section = page.getByRole('region', { name: 'Body Language' });
  const eyeContact = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Eye Contact', exact: true }) });
  await expect(eyeContact).toContainText(/\d+%/);
  await expect(
    section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Posture', exact: true }) }),
  ).toContainText(/\d+(\.\d)?\/10/);
  await expect(toast(page, 'Transcription Complete')).toBeHidden({ timeout: 10_000 });
  await section.evaluate((element) =>
    element.scrollIntoView({ block: 'start', behavior: 'instant' }),
  );
  await screenshot(page, testInfo, 'video-upload-body-language');
  expect(errors).toEqual([]);
});
