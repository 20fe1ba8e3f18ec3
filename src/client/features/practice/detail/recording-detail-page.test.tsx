import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { NO_COMMENTS_ROUTE, RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { RecordingDetailPage } from './recording-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = `/recordings/${RECORDING_ID}`;
const API = `/api${PATH}`;

function renderDetail(routes: FakeRoutes) {
  const api = fakeApi({ ...NO_COMMENTS_ROUTE, ...routes });
  const view = renderWithProviders(<RecordingDetailPage id={RECORDING_ID} />, {
    path: PATH,
    me: signedIn(),
  });
  return { ...view, api };
}

describe('the recording analysis page', () => {
  it('shows the date, the prompt and the results, with a way to start again', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderDetail({ [`GET ${API}`]: { body: buildRecording() } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Recording Analysis' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: /Practice Session Complete!/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Mar 14, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Describe your ideal weekend')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start New Practice/ })).toHaveAttribute(
      'href',
      '/record',
    );
    await user.click(screen.getByRole('button', { name: /Practice Again/ }));
    expect(currentPath()).toBe('/record');
  });

  it.each([404, 400])("shows 'Recording Not Found' for a %s", async (status) => {
    renderDetail({ [`GET ${API}`]: { status, body: { message: 'Recording not found' } } });
    expect(
      await screen.findByRole('heading', { name: PRACTICE_MESSAGES.recordingNotFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(PRACTICE_MESSAGES.recordingNotFoundDetail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('sends a recording waiting for its speaker to select-speaker', async () => {
    const { currentPath } = renderDetail({
      [`GET ${API}`]: { body: buildRecording({ analysisStatus: 'awaiting_speaker' }) },
    });
    await waitFor(() => expect(currentPath()).toBe(`${PATH}/select-speaker`));
  });

  it('sends a signed-out visitor to sign in, coming back here', async () => {
    const { currentPath } = renderDetail({
      [`GET ${API}`]: { status: 401, body: { message: 'x' } },
    });
    await waitFor(() => expect(currentPath()).toBe(`/?redirect=${PATH}`));
  });

  it('says when a recording is still being analysed', async () => {
    renderDetail({ [`GET ${API}`]: { body: buildRecording({ analysisStatus: 'analyzing' }) } });
    expect(await screen.findByText('This recording is still being analyzed.')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    renderDetail({ [`GET ${API}`]: new TypeError('Failed to fetch') });
    expect(await screen.findByText("We couldn't load this recording.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
