import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { connectionLost } from '@client/test/fake-api';
import { buildLiveSession, buildRecording } from '@client/test/recording-factory';
import { refusal } from '../testing/fake-live-server';
import { leavePractice, renderPractice } from '../testing/live-practice';

afterEach(async () => {
  // Before the fake server and timers go: see leavePractice.
  await leavePractice();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = () => screen.getByRole('region', { name: PRACTICE_MESSAGES.unfinishedTitle });
const finishButton = () =>
  within(card()).getByRole('button', { name: PRACTICE_MESSAGES.unfinishedFinish });
const discardButton = () =>
  within(card()).getByRole('button', { name: PRACTICE_MESSAGES.unfinishedDiscard });

async function renderWithUnfinished(
  options: Parameters<typeof renderPractice>[1] & {
    reply?: Parameters<typeof renderPractice>[0];
  } = {},
) {
  const { reply, live, ...rest } = options;
  const view = await renderPractice(reply, {
    ...rest,
    live: {
      open: buildLiveSession({ receivedSeconds: 72.6, pieceCount: 15 }),
      ...(live === 'unavailable' ? {} : live),
    },
  });
  await screen.findByRole('heading', { name: PRACTICE_MESSAGES.unfinishedTitle });
  return view;
}

describe('an unfinished recording', () => {
  it('is offered above the recorder with how much of it reached Cadence', async () => {
    await renderWithUnfinished();
    expect(card()).toHaveTextContent(PRACTICE_MESSAGES.unfinishedDetail('1:12'));
    expect(finishButton()).toBeEnabled();
    expect(discardButton()).toBeEnabled();
  });

  it('must be finished or discarded before a new recording starts', async () => {
    const user = userEvent.setup();
    await renderWithUnfinished();
    await user.click(screen.getByRole('button', { name: /Skip \(Free Practice\)/ }));
    const start = screen.getByRole('button', { name: /Start Recording/ });
    expect(start).toBeDisabled();
    expect(screen.getByText(PRACTICE_MESSAGES.liveSessionOpen)).toBeInTheDocument();
  });

  it('is finished and analysed as after Stop, with the keyboard', async () => {
    const user = userEvent.setup();
    const { finishCalls } = await renderWithUnfinished();
    finishButton().focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: /Practice Session Complete!/ }),
    ).toBeInTheDocument();
    expect(finishCalls().map((call) => call.body)).toEqual([{}]);
    expect(screen.getByText('Transcription Complete')).toBeInTheDocument();
  });

  it('shows a finish the server refuses as a recording error, and offers it again after', async () => {
    const user = userEvent.setup();
    await renderWithUnfinished({
      reply: () => ({ status: 422, body: { code: 'RECORDING_TOO_SHORT', message: 'Too short' } }),
    });
    await user.click(finishButton());
    expect(await screen.findByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getAllByText(PRACTICE_MESSAGES.recordingTooShort).length).toBeGreaterThan(0);
    // The server kept the session: 'Try Again' offers it once more.
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('region', { name: PRACTICE_MESSAGES.unfinishedTitle }),
    ).toBeVisible();
  });

  it('is discarded, with a toast, and recording can start again', async () => {
    const user = userEvent.setup();
    const { discardCalls } = await renderWithUnfinished();
    await user.click(discardButton());
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: PRACTICE_MESSAGES.unfinishedTitle }),
      ).not.toBeInTheDocument(),
    );
    expect(discardCalls()).toHaveLength(1);
    expect(screen.getByText(PRACTICE_MESSAGES.unfinishedDiscarded)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Skip \(Free Practice\)/ }));
    expect(screen.getByRole('button', { name: /Start Recording/ })).toBeEnabled();
  });

  it('shows that it is discarding, and stays with a way to retry when that fails', async () => {
    const user = userEvent.setup();
    let answer: (value: Error) => void = () => {};
    const { discardCalls } = await renderWithUnfinished({
      live: {
        discard: () =>
          new Promise<Error>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await user.click(discardButton());
    expect(discardButton()).toBeDisabled();
    expect(finishButton()).toBeDisabled();
    expect(card()).toHaveAttribute('aria-busy', 'true');
    answer(connectionLost());
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'The unfinished recording could not be discarded. Check your connection and try again.',
    );
    expect(discardButton()).toBeEnabled();
    expect(discardCalls()).toHaveLength(1);
  });

  it('goes when the server says it was already finished elsewhere', async () => {
    const user = userEvent.setup();
    const { server } = await renderWithUnfinished({
      live: {
        discard: () => {
          // Finished from another tab meanwhile.
          server.state.open = null;
          return refusal(409, 'LIVE_SESSION_CLOSED');
        },
      },
    });
    await user.click(discardButton());
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: PRACTICE_MESSAGES.unfinishedTitle }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('without an unfinished recording', () => {
  it('shows no card for a session already being finished', async () => {
    await renderPractice(undefined, {
      live: { open: buildLiveSession({ status: 'finishing' }) },
    });
    expect(screen.queryByText(PRACTICE_MESSAGES.unfinishedTitle)).not.toBeInTheDocument();
  });

  it('shows no card when the server answers 401', async () => {
    await renderPractice(() => ({ status: 200, body: buildRecording() }), {
      routes: {
        'GET /api/live-sessions/open': { status: 401, body: { code: 'UNAUTHENTICATED' } },
      },
    });
    expect(screen.queryByText(PRACTICE_MESSAGES.unfinishedTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
