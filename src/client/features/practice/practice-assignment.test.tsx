import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT_MESSAGES, type ClientAssignment } from '@shared/assignments/schemas';
import { signedIn } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { fakeXhr, formFields, type FakeXhrReply } from '@client/test/fake-xhr';
import { buildRecording, NO_COMMENTS_ROUTE } from '@client/test/recording-factory';
import { renderWithProviders } from '@client/test/render';
import { PracticePage } from './practice-page';
import { stubMediaMetadata } from './testing/fake-media';

/* The practice screen offers a coach's open assignment as the prompt (product rules R11.2). */

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '55555555-5555-4555-8555-555555555555';
const TODAY = { promptText: 'Talk about a hobby.', category: 'Storytelling', dayNumber: 42 };

const assignment = (overrides: Partial<ClientAssignment> = {}): ClientAssignment => ({
  id: ID,
  title: 'Elevator pitch',
  prompt: 'Pitch your project in one minute',
  instructions: 'Stand up.',
  dueAt: null,
  maxAttempts: 2,
  videoRequired: false,
  status: 'open',
  closedAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  coachName: 'Maya Coach',
  attemptsUsed: 0,
  attemptsLeft: 2,
  lastSubmittedAt: null,
  ...overrides,
});

function renderPractice({
  path = '/practice',
  assignments = [assignment()],
  reply = () => ({ status: 200, body: buildRecording() }),
}: {
  path?: string;
  assignments?: ClientAssignment[];
  reply?: () => FakeXhrReply | 'hang';
} = {}) {
  const me = signedIn({ userRole: 'client', isCoachManaged: true });
  const api = fakeApi({
    ...NO_COMMENTS_ROUTE,
    'GET /api/auth/me': { body: me },
    'GET /api/user/practice-limit': {
      body: {
        practiceCount: 0,
        practiceLimit: 5,
        canPractice: true,
        resetDate: '2026-04-01T00:00:00.000Z',
        unlimited: true,
      },
    },
    'GET /api/daily-prompt': { body: TODAY },
    'GET /api/goals/active': { body: { goal: null } },
    'GET /api/live-sessions/open': { body: { session: null } },
    'GET /api/assignments': { body: assignments },
  });
  const xhr = fakeXhr(reply);
  stubMediaMetadata(null);
  renderWithProviders(<PracticePage />, { path, me });
  return { api, xhr };
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Recording file'), { target: { files: [file] } });
const audioFile = () => new File(['audio bytes'], 'talk.mp3', { type: 'audio/mpeg' });

describe('an assignment as the prompt (product rules R11.2)', () => {
  it('is offered with what it asks, and its upload carries the assignment', async () => {
    const user = userEvent.setup();
    const { xhr } = renderPractice();
    const offers = await screen.findByRole('list', { name: 'Assignments from your coach' });
    expect(offers).toHaveTextContent('Elevator pitch · from Maya Coach');
    expect(offers).toHaveTextContent('No due date · 2 attempts left');
    await user.click(screen.getByRole('button', { name: 'Use This Assignment' }));
    expect(screen.getByText('Assignment: Elevator pitch')).toBeInTheDocument();
    expect(screen.getByText('Stand up.')).toBeInTheDocument();
    chooseFile(audioFile());
    expect(
      await screen.findByRole('heading', { name: /Practice Session Complete!/ }),
    ).toBeInTheDocument();
    expect(formFields(xhr.requests[0]!.form)).toEqual({
      speakingType: 'practice',
      recordingMode: 'upload',
      practicePrompt: 'Pitch your project in one minute',
      assignmentId: ID,
    });
  });

  it('is chosen from ?assignment=, and records video when the coach requires it', async () => {
    renderPractice({
      path: `/practice?assignment=${ID}`,
      assignments: [assignment({ videoRequired: true })],
    });
    expect(await screen.findByText('Assignment: Elevator pitch')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Audio Only/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Video \+ Audio/ })).toBeChecked();
    expect(screen.getByText('Your coach asked for video for this assignment.')).toBeInTheDocument();
  });

  it('cannot be chosen with no attempts left', async () => {
    renderPractice({ assignments: [assignment({ attemptsUsed: 2, attemptsLeft: 0 })] });
    expect(await screen.findByRole('button', { name: 'No attempts left' })).toBeDisabled();
  });

  it.each([
    ['ATTEMPTS_EXHAUSTED', 409, ASSIGNMENT_MESSAGES.attemptsExhausted],
    ['ASSIGNMENT_CLOSED', 409, ASSIGNMENT_MESSAGES.closed],
    ['VIDEO_REQUIRED', 400, ASSIGNMENT_MESSAGES.videoRequired],
  ])('words the refusal %s by its code', async (code, status, message) => {
    const user = userEvent.setup();
    renderPractice({
      reply: () => ({ status, body: { code, message: 'server wording' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Use This Assignment' }));
    chooseFile(audioFile());
    expect(await screen.findByRole('heading', { name: 'Recording Error' })).toBeInTheDocument();
    // The card says it, and so does its toast.
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(within(toasts).getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.queryByText('server wording')).not.toBeInTheDocument();
  });
});
