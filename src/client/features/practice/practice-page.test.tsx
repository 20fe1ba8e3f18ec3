import { noSpeechMessage } from '@shared/recordings/audio-issues';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { ACTIVE_GOAL_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { GOAL_ID, buildGoal, signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { fakeXhr, formFields, type FakeXhrReply } from '@client/test/fake-xhr';
import {
  JOB_ID,
  RECORDING_ID,
  buildJobReply,
  buildJobStatus,
  buildRecording,
  NO_COMMENTS_ROUTE,
} from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { PracticePage } from './practice-page';
import { stubMediaMetadata } from './testing/fake-media';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TODAY = { promptText: 'Talk about a hobby.', category: 'Storytelling', dayNumber: 42 };
const LIMIT = {
  practiceCount: 2,
  practiceLimit: 5,
  canPractice: true,
  resetDate: '2026-04-01T00:00:00.000Z',
  unlimited: false,
};

function renderPractice({
  path = '/practice',
  routes = {},
  reply = () => ({ status: 200, body: buildRecording() }),
}: {
  path?: string;
  routes?: FakeRoutes;
  reply?: () => FakeXhrReply | 'hang';
} = {}) {
  const me = signedIn();
  const api = fakeApi({
    ...NO_COMMENTS_ROUTE,
    // A finished analysis reads the user again (their session count).
    'GET /api/auth/me': { body: me },
    'GET /api/user/practice-limit': { body: LIMIT },
    'GET /api/daily-prompt': { body: TODAY },
    'GET /api/goals/active': { body: { goal: null } },
    'GET /api/live-sessions/open': { body: { session: null } },
    ...routes,
  });
  const xhr = fakeXhr(reply);
  stubMediaMetadata(null);
  const view = renderWithProviders(<PracticePage />, { path, me });
  return { ...view, api, xhr };
}

const startButton = () => screen.getByRole('button', { name: /Start Recording/ });

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Recording file'), { target: { files: [file] } });
}

const audioFile = () => new File(['audio bytes'], 'talk.mp3', { type: 'audio/mpeg' });

describe('the prompt selector', () => {
  it('keeps Start disabled until an option is chosen', async () => {
    const user = userEvent.setup();
    renderPractice();
    await screen.findByText(TODAY.promptText);
    expect(startButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: "Use Today's Prompt" }));
    expect(startButton()).toBeEnabled();
    expect(screen.getByText("Today's Prompt")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to Daily Prompt/ }));
    expect(startButton()).toBeDisabled();
  });

  it("enables 'Use My Prompt' only for text, and stores it trimmed", async () => {
    const user = userEvent.setup();
    renderPractice();
    await user.click(await screen.findByRole('button', { name: /Write My Own/ }));
    const confirm = screen.getByRole('button', { name: 'Use My Prompt' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Your practice prompt'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Your practice prompt'), 'Pitch my startup  ');
    await user.click(confirm);
    expect(screen.getByText('Your Prompt')).toBeInTheDocument();
    expect(screen.getByText('Pitch my startup')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it("'Back' leaves the editor without choosing", async () => {
    const user = userEvent.setup();
    renderPractice();
    await user.click(await screen.findByRole('button', { name: /Write My Own/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Write My Own/ })).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
  });

  it("preselects today's prompt from ?prompt= when it matches", async () => {
    renderPractice({ path: `/record?prompt=${encodeURIComponent(TODAY.promptText)}` });
    await screen.findByRole('button', { name: /Back to Daily Prompt/ });
    expect(screen.getByText("Today's Prompt")).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it('takes any other ?prompt= as a confirmed custom prompt', async () => {
    renderPractice({ path: '/record?prompt=Sell%20me%20this%20pen' });
    expect(await screen.findByText('Sell me this pen')).toBeInTheDocument();
    expect(screen.getByText('Your Prompt')).toBeInTheDocument();
  });

  it("says 'No prompt available today' when there is none", async () => {
    renderPractice({
      routes: { 'GET /api/daily-prompt': { status: 404, body: { message: 'x' } } },
    });
    expect(await screen.findByText('No prompt available today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Use Today's Prompt" })).not.toBeInTheDocument();
  });
});

describe('the monthly limit', () => {
  it('shows the count of a free user', async () => {
    renderPractice();
    expect(await screen.findByText('Monthly Practice: 2 / 5 used')).toBeInTheDocument();
  });

  it('turns recording and upload off at the limit, with a way to upgrade', async () => {
    const user = userEvent.setup();
    renderPractice({
      routes: {
        'GET /api/user/practice-limit': {
          body: { ...LIMIT, practiceCount: 5, canPractice: false },
        },
      },
    });
    expect(await screen.findByText('Monthly Practice: 5 / 5 used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PRACTICE_MESSAGES.practiceLimitReached);
    expect(screen.getByRole('link', { name: /Upgrade to Premium/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await user.click(screen.getByRole('button', { name: /Skip \(Free Practice\)/ }));
    expect(startButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Upload a Recording/ })).toBeDisabled();
  });

  it('shows no count to premium users', async () => {
    renderPractice({
      routes: { 'GET /api/user/practice-limit': { body: { ...LIMIT, unlimited: true } } },
    });
    await screen.findByText(TODAY.promptText);
    expect(screen.queryByText(/Monthly Practice/)).not.toBeInTheDocument();
  });
});

describe('uploads', () => {
  it('checks the type before sending anything', async () => {
    const { xhr } = renderPractice();
    await screen.findByText(TODAY.promptText);
    chooseFile(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getByText(PRACTICE_MESSAGES.unsupportedFormat)).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('sends the file with the chosen prompt and shows the results', async () => {
    const user = userEvent.setup();
    const { xhr, api } = renderPractice();
    await user.click(await screen.findByRole('button', { name: "Use Today's Prompt" }));
    chooseFile(audioFile());
    expect(
      await screen.findByRole('heading', { name: /Practice Session Complete!/ }),
    ).toBeInTheDocument();
    expect(formFields(xhr.requests[0]!.form)).toEqual({
      speakingType: 'practice',
      recordingMode: 'upload',
      practicePrompt: TODAY.promptText,
    });
    expect(screen.getByText('Transcription Complete')).toBeInTheDocument();
    // The monthly count is read again after the session.
    await waitFor(() => expect(api.callsTo('GET /api/user/practice-limit')).toHaveLength(2));
  });

  it('counts the session toward the active goal, then marks the goals stale', async () => {
    const { api, queryClient } = renderPractice({
      routes: {
        'GET /api/goals/active': { body: { goal: buildGoal({ targetMetric: 'clarity' }) } },
        [`POST /api/goals/${GOAL_ID}/session`]: { status: 500, body: { message: 'x' } },
      },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByText(TODAY.promptText);
    chooseFile(audioFile());
    await screen.findByRole('heading', { name: /Practice Session Complete!/ });
    await waitFor(() =>
      expect(api.callsTo(`POST /api/goals/${GOAL_ID}/session`)[0]?.body).toEqual({
        goalId: GOAL_ID,
        recordingId: RECORDING_ID,
        metricValue: buildRecording().clarityScore,
      }),
    );
    // A failed goal update is only logged; the results stay and the goals go stale.
    await waitFor(() =>
      expect(queryClient.getQueryState(ACTIVE_GOAL_QUERY_KEY)?.isInvalidated).toBe(true),
    );
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
  });

  it('asks for an email when the tick box is ticked', async () => {
    const user = userEvent.setup();
    const { xhr } = renderPractice();
    await screen.findByText(TODAY.promptText);
    await user.click(screen.getByLabelText('Email me when a long analysis is ready'));
    chooseFile(audioFile());
    await screen.findByRole('heading', { name: /Practice Session Complete!/ });
    expect(formFields(xhr.requests[0]!.form)).toMatchObject({
      notification_email: 'ada@example.com',
      send_notification: 'true',
    });
  });

  it('follows a long analysis job to its results, showing its step and the time left', async () => {
    let polls = 0;
    const { api } = renderPractice({
      reply: () => ({ status: 202, body: buildJobReply() }),
      routes: {
        [`GET /api/jobs/${JOB_ID}`]: () => {
          polls += 1;
          return {
            body:
              polls < 2
                ? buildJobStatus({
                    progress: 40,
                    currentStep: 'Transcribing your speech: 1:10 of 3:00',
                    estimatedWaitTime: 130,
                  })
                : buildJobStatus({ status: 'completed', progress: 100, result: buildRecording() }),
          };
        },
      },
    });
    await screen.findByText(TODAY.promptText);
    vi.useFakeTimers();
    chooseFile(audioFile());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Analyzing Your Speech...' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('Transcribing your speech: 1:10 of 3:00')).toBeInTheDocument();
    expect(screen.getByText('40% complete · about 2 minutes left')).toBeInTheDocument();
    // The job's session counts from the 202: the monthly count is read again at once.
    expect(api.callsTo('GET /api/user/practice-limit').length).toBeGreaterThan(1);
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/jobs/${JOB_ID}`)).toHaveLength(2);
  });

  it('shows a queued upload its place in the queue and the time left, as they change', async () => {
    let polls = 0;
    renderPractice({
      reply: () => ({
        status: 202,
        body: buildJobReply({ queuePosition: 3, estimatedWaitTime: 150 }),
      }),
      routes: {
        [`GET /api/jobs/${JOB_ID}`]: () => {
          polls += 1;
          return {
            body:
              polls < 2
                ? buildJobStatus({
                    status: 'queued',
                    currentStep: 'Queued',
                    queuePosition: 1,
                    estimatedWaitTime: 50,
                  })
                : buildJobStatus({ status: 'completed', progress: 100, result: buildRecording() }),
          };
        },
      },
    });
    await screen.findByText(TODAY.promptText);
    vi.useFakeTimers();
    chooseFile(audioFile());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(
      screen.getByText(
        /2 sessions are ahead of yours in the queue\. It should be ready in about 3 minutes\./,
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      screen.getByText(/yours is next in the queue\. It should be ready in about a minute\./),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('heading', { name: /Practice Session Complete!/ })).toBeInTheDocument();
  });

  it('shows a failed job with its error', async () => {
    renderPractice({
      reply: () => ({ status: 202, body: buildJobReply() }),
      routes: {
        [`GET /api/jobs/${JOB_ID}`]: {
          body: buildJobStatus({ status: 'dead_letter', error: 'The audio could not be decoded.' }),
        },
      },
    });
    await screen.findByText(TODAY.promptText);
    vi.useFakeTimers();
    chooseFile(audioFile());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getAllByText('The audio could not be decoded.').length).toBeGreaterThan(0);
  });

  it.each([
    ['inline', { status: 422, body: { code: 'NO_SPEECH_DETECTED', reason: 'silence' } }],
    ['from a job', { status: 202, body: buildJobReply() }],
  ] as const)(
    'says no speech was heard, why and what to do, with no results (%s)',
    async (_how, answer) => {
      const message = noSpeechMessage('silence');
      renderPractice({
        reply: () =>
          answer.status === 422 ? { ...answer, body: { ...answer.body, message } } : answer,
        routes: {
          [`GET /api/jobs/${JOB_ID}`]: {
            body: buildJobStatus({
              status: 'failed',
              error: message,
              errorCode: 'NO_SPEECH_DETECTED',
            }),
          },
        },
      });
      await screen.findByText(TODAY.promptText);
      chooseFile(audioFile());
      expect(
        await screen.findByRole('heading', { name: 'No Speech Heard' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
      expect(screen.queryByText(/Complete!/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Successfully transcribed/)).not.toBeInTheDocument();
    },
  );

  it("shows a recording that is too long with the server's minutes", async () => {
    renderPractice({
      reply: () => ({
        status: 413,
        body: {
          message: 'Too long',
          code: 'RECORDING_TOO_LONG',
          maxMinutes: 800,
          estimatedMinutes: 950,
        },
      }),
    });
    await screen.findByText(TODAY.promptText);
    chooseFile(audioFile());
    const card = await screen.findByRole('alert');
    expect(
      within(card).getByText(PRACTICE_MESSAGES.recordingTooLong(800, 950)),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Recording Error').length).toBeGreaterThan(1);
  });

  it('says the monthly limit is reached when the server refuses for it', async () => {
    const { api } = renderPractice({
      reply: () => ({
        status: 403,
        body: { code: 'PRACTICE_LIMIT_REACHED', message: 'Monthly limit reached' },
      }),
    });
    await screen.findByText(TODAY.promptText);
    chooseFile(audioFile());
    expect(await screen.findByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    expect(screen.getAllByText(PRACTICE_MESSAGES.practiceLimitReached).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo('GET /api/user/practice-limit')).toHaveLength(2));
  });

  it('uses the upload wording of product rules R8.19 for a failure R8.18 does not word', async () => {
    renderPractice({ reply: () => ({ status: 200, body: { unexpected: true } }) });
    await screen.findByText(TODAY.promptText);
    chooseFile(audioFile());
    expect(await screen.findAllByText(PRACTICE_MESSAGES.uploadFailed)).not.toHaveLength(0);
  });

  it('sends a recording with several voices to the select-speaker screen', async () => {
    const { currentPath } = renderPractice({
      reply: () => ({
        status: 200,
        body: buildRecording({ analysisStatus: 'awaiting_speaker' }),
      }),
    });
    await screen.findByText(TODAY.promptText);
    chooseFile(audioFile());
    await waitFor(() => expect(currentPath()).toBe(`/recordings/${RECORDING_ID}/select-speaker`));
  });

  it('ignores a second file while one is being analysed', async () => {
    const { xhr } = renderPractice({ reply: () => 'hang' });
    await screen.findByText(TODAY.promptText);
    chooseFile(audioFile());
    await screen.findByRole('heading', { name: 'Analyzing Your Speech...' });
    expect(screen.queryByLabelText('Recording file')).not.toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
  });
});
