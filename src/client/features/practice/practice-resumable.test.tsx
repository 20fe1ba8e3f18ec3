import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUMABLE_UPLOAD_THRESHOLD_BYTES } from '@shared/recordings/limits';
import { RESUMABLE_UPLOADS_PATH } from '@shared/recordings/schemas';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import {
  JOB_ID,
  buildJobReply,
  buildJobStatus,
  buildRecording,
  NO_COMMENTS_ROUTE,
} from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { practiceRoutes } from '@client/test/screen-routes';
import { PracticePage } from './practice-page';
import { RESUMABLE_UPLOAD_TEXT } from './practice-notices';
import { TOO_LARGE_MESSAGE, fakeTusServer, type FakeTusServer } from './testing/fake-tus-server';
import { stubMediaMetadata } from './testing/fake-media';

/*
 * Files over RESUMABLE_UPLOAD_THRESHOLD_BYTES go up resumably (decision 143): the practice screen
 * with the fake tus server, from the file chosen to the results.
 */

const MB = 1024 * 1024;
const TRANSCRIBE = 'POST /api/transcribe';
const CREATE = `POST ${RESUMABLE_UPLOADS_PATH}`;

let server: FakeTusServer | null = null;
afterEach(() => {
  // Every request the screen made had somewhere to go.
  expect(server?.unexpected ?? []).toEqual([]);
  server = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** 9 MB of WAV: a first chunk of 8 MB, then 1 MB. */
const largeFile = () =>
  new File([new Uint8Array(9 * MB)], 'keynote.wav', {
    type: 'audio/wav',
    lastModified: 1_700_000_000_000,
  });

function renderPractice(routes: FakeRoutes = {}, tus: Parameters<typeof fakeTusServer>[0] = {}) {
  const me = signedIn();
  const api = fakeApi({
    ...practiceRoutes(),
    ...NO_COMMENTS_ROUTE,
    // A finished analysis reads the user again (their session count).
    'GET /api/auth/me': { body: me },
    [TRANSCRIBE]: { body: buildRecording({ recordingSource: 'upload' }) },
    ...routes,
  });
  server = fakeTusServer({
    other: () => ({ status: 200, body: buildRecording({ recordingSource: 'upload' }) }),
    ...tus,
  });
  stubMediaMetadata(null);
  const view = renderWithProviders(<PracticePage />, { path: '/practice', me });
  return { ...view, api, tus: server };
}

function chooseFile(file: File, label = 'Recording file') {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const ready = () => screen.findByRole('button', { name: "Use Today's Prompt" });
const results = () => screen.findByRole('heading', { name: /Practice Session Complete!/ });
const patchOffsets = (tus: FakeTusServer) =>
  tus.requestsTo('PATCH').map((request) => Number(request.headers['upload-offset']) / MB);

describe('which way a file goes', () => {
  it('sends a file up to the threshold in one multipart request, as before', async () => {
    const { api, tus } = renderPractice();
    await ready();
    chooseFile(
      new File([new Uint8Array(RESUMABLE_UPLOAD_THRESHOLD_BYTES)], 'short.wav', {
        type: 'audio/wav',
      }),
    );
    await results();
    expect(tus.requestsTo('POST /api/transcribe')).toHaveLength(1);
    expect(tus.requestsTo(CREATE)).toHaveLength(0);
    expect(api.callsTo(TRANSCRIBE)).toHaveLength(0);
  });

  it('sends a larger file resumably, then asks for its analysis by the upload id', async () => {
    const user = userEvent.setup();
    const { api, tus } = renderPractice();
    await user.click(await ready());
    chooseFile(largeFile());
    await results();

    expect(tus.requestsTo(CREATE)).toHaveLength(1);
    expect(patchOffsets(tus)).toEqual([0, 8]);
    expect(tus.requestsTo('POST /api/transcribe')).toHaveLength(0);
    expect(api.callsTo(TRANSCRIBE).map((call) => call.body)).toEqual([
      {
        uploadId: 'upload-0001',
        speakingType: 'practice',
        recordingMode: 'upload',
        practicePrompt: 'Describe a place you love & why?',
      },
    ]);
    expect(screen.getByText('Transcription Complete')).toBeInTheDocument();
  });
});

describe('a resumable upload on the practice screen', () => {
  it('shows the progress bar, the bytes sent and the controls', async () => {
    const { tus } = renderPractice();
    tus.holdPatches(true);
    await ready();
    chooseFile(largeFile());
    await waitFor(() => expect(tus.requestsTo('PATCH')).toHaveLength(1));
    tus.release();
    await waitFor(() => expect(tus.requestsTo('PATCH')).toHaveLength(2));

    const bar = screen.getByRole('progressbar', { name: RESUMABLE_UPLOAD_TEXT.progressLabel });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '88'));
    expect(bar).toHaveAttribute('aria-valuetext', '88% (8 MB of 9 MB)');
    expect(screen.getByText('keynote.wav')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RESUMABLE_UPLOAD_TEXT.pause })).toBeEnabled();
    expect(screen.getByRole('button', { name: RESUMABLE_UPLOAD_TEXT.cancel })).toBeEnabled();
    tus.holdPatches(false);
    await results();
  });

  it('pauses and resumes from the keyboard, going on from what the server holds', async () => {
    const user = userEvent.setup();
    const { tus } = renderPractice();
    tus.holdPatches(true);
    await ready();
    chooseFile(largeFile());
    await waitFor(() => expect(tus.requestsTo('PATCH')).toHaveLength(1));
    tus.release();
    await waitFor(() => expect(tus.requestsTo('PATCH')).toHaveLength(2));

    screen.getByRole('button', { name: RESUMABLE_UPLOAD_TEXT.pause }).focus();
    await user.keyboard('{Enter}');
    const resume = screen.getByRole('button', { name: RESUMABLE_UPLOAD_TEXT.resume });
    expect(resume).toHaveFocus();
    expect(screen.getByText(RESUMABLE_UPLOAD_TEXT.paused)).toBeInTheDocument();
    tus.holdPatches(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tus.requestsTo('PATCH')).toHaveLength(2);

    await user.keyboard('{Enter}');
    await results();
    expect(tus.requestsTo('HEAD')).toHaveLength(1);
    expect(patchOffsets(tus)).toEqual([0, 8, 8]);
  });

  it("shows a refusal at creation with the server's message, sent once", async () => {
    const { api, tus } = renderPractice({}, { maxBytes: 8 * MB });
    await ready();
    chooseFile(largeFile());
    expect(await screen.findByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getAllByText(TOO_LARGE_MESSAGE).length).toBeGreaterThan(0);
    expect(tus.requestsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(TRANSCRIBE)).toHaveLength(0);
  });

  it('sends a chunk again after a lost connection', async () => {
    const { tus } = renderPractice();
    tus.failNext('PATCH', 'network');
    await ready();
    chooseFile(largeFile());
    await results();
    expect(patchOffsets(tus)).toEqual([0, 0, 8]);
  });

  it("follows the analysis job of a long upload, as the form's", async () => {
    const { api } = renderPractice({
      [TRANSCRIBE]: { status: 202, body: buildJobReply() },
      [`GET /api/jobs/${JOB_ID}`]: {
        body: buildJobStatus({ status: 'completed', progress: 100, result: buildRecording() }),
      },
    });
    await ready();
    chooseFile(largeFile());
    await results();
    expect(api.callsTo(`GET /api/jobs/${JOB_ID}`)).toHaveLength(1);
  });
});

describe('an upload a reload interrupted', () => {
  /** Starts a large upload, lets its first chunk through, then leaves the page. */
  async function leaveMidUpload() {
    const first = renderPractice();
    first.tus.holdPatches(true);
    await ready();
    chooseFile(largeFile());
    await waitFor(() => expect(first.tus.requestsTo('PATCH')).toHaveLength(1));
    first.tus.release();
    await waitFor(() => expect(first.tus.requestsTo('PATCH')).toHaveLength(2));
    first.unmount();
    first.tus.holdPatches(false);
    // The next page stubs the media metadata afresh.
    vi.restoreAllMocks();
    return first.tus.uploads;
  }

  it('offers to continue, and continues the same file from what the server holds', async () => {
    const held = await leaveMidUpload();
    const { tus, api } = renderPractice();
    held.forEach((upload, id) => tus.seed(id, upload));

    const notice = await screen.findByRole('region', { name: RESUMABLE_UPLOAD_TEXT.noticeTitle });
    expect(
      within(notice).getByText(RESUMABLE_UPLOAD_TEXT.noticeDetail('keynote.wav', '9 MB')),
    ).toBeInTheDocument();
    chooseFile(largeFile(), RESUMABLE_UPLOAD_TEXT.noticeFileLabel);
    await results();

    expect(tus.requestsTo(CREATE)).toHaveLength(0);
    expect(tus.requestsTo('HEAD')).toHaveLength(1);
    expect(patchOffsets(tus)).toEqual([8]);
    expect(api.callsTo(TRANSCRIBE)[0]?.body).toMatchObject({ uploadId: 'upload-0001' });
    // Finished: nothing is offered any more.
    expect(
      screen.queryByRole('region', { name: RESUMABLE_UPLOAD_TEXT.noticeTitle }),
    ).not.toBeInTheDocument();
  });

  it('discards it on request, deleting what the server holds', async () => {
    const user = userEvent.setup();
    const held = await leaveMidUpload();
    const { tus } = renderPractice();
    held.forEach((upload, id) => tus.seed(id, upload));

    const notice = await screen.findByRole('region', { name: RESUMABLE_UPLOAD_TEXT.noticeTitle });
    await user.click(
      within(notice).getByRole('button', { name: RESUMABLE_UPLOAD_TEXT.noticeDiscard }),
    );
    expect(await screen.findByText(RESUMABLE_UPLOAD_TEXT.discarded)).toBeInTheDocument();
    expect(tus.requestsTo(`DELETE ${RESUMABLE_UPLOADS_PATH}/upload-0001`)).toHaveLength(1);
    expect(tus.uploads.size).toBe(0);
    expect(
      screen.queryByRole('region', { name: RESUMABLE_UPLOAD_TEXT.noticeTitle }),
    ).not.toBeInTheDocument();
  });

  it('is offered again after Cancel, which keeps what was sent', async () => {
    const user = userEvent.setup();
    const { tus } = renderPractice();
    tus.holdPatches(true);
    await ready();
    chooseFile(largeFile());
    await waitFor(() => expect(tus.requestsTo('PATCH')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: RESUMABLE_UPLOAD_TEXT.cancel }));
    expect(
      await screen.findByRole('region', { name: RESUMABLE_UPLOAD_TEXT.noticeTitle }),
    ).toBeInTheDocument();
    expect(tus.requestsTo('DELETE')).toHaveLength(0);
  });
});
