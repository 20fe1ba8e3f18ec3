import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClientRecording, CLIENT_ID } from '@client/test/coach-factories';
import { coachClientPath } from './session-card';
import { renderCoachDashboard } from './testing/render-coach-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const RECORDINGS_PATH = `GET /api/coach/clients/${CLIENT_ID}/recordings?limit=20`;

function recordingsReply(recordings = [buildClientRecording()], nextCursor: string | null = null) {
  return {
    body: {
      client: {
        id: CLIENT_ID,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        totalSessions: recordings.length,
        requiresPasswordChange: false,
        createdAt: '2026-03-01T12:00:00.000Z',
      },
      recordings,
      nextCursor,
    },
  };
}

async function openGrace(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View Grace Hopper' }));
  return screen.findByRole('heading', { level: 2, name: 'Grace Hopper' });
}

describe('client detail', () => {
  it('asks for sessions only once a client is selected', async () => {
    const user = userEvent.setup();
    const { api } = renderCoachDashboard({ routes: { [RECORDINGS_PATH]: recordingsReply() } });
    await screen.findByRole('button', { name: 'View Grace Hopper' });
    expect(api.callsTo(RECORDINGS_PATH)).toHaveLength(0);
    await openGrace(user);
    expect(api.callsTo(RECORDINGS_PATH)).toHaveLength(1);
  });

  it('shows the client, four averages and each session with at most 3 tips', async () => {
    const user = userEvent.setup();
    renderCoachDashboard({
      routes: {
        [RECORDINGS_PATH]: recordingsReply([
          buildClientRecording({
            recommendations: [
              'Pause before key points.',
              { title: 'Pace', description: 'Slow down in the opening.' },
              'Cut the filler words.',
              'A fourth tip that stays hidden.',
            ],
            mediaUrl: '/api/coach/clients/x/recordings/y/media',
            mediaType: 'audio',
          }),
        ]),
      },
    });
    const heading = await openGrace(user);
    expect(heading).toHaveFocus();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    const averages = screen.getByRole('list', { name: 'Averages' });
    expect(
      within(averages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Avg. Clarity72%', 'Avg. Confidence65%', 'Recent WPM141', 'Avg. Filler Words4.3']);

    const session = (await screen.findByText('Presentation')).closest('li') as HTMLElement;
    expect(session).toHaveTextContent('Clarity7.5/10');
    expect(session).toHaveTextContent('Confidence6/10');
    expect(session).toHaveTextContent('Words230');
    expect(session).toHaveTextContent('Duration1:35');
    expect(session).toHaveTextContent('Filler Words4');
    expect(within(session).getByText('Slow down in the opening.')).toBeInTheDocument();
    expect(within(session).getByText('Cut the filler words.')).toBeInTheDocument();
    expect(within(session).queryByText('A fourth tip that stays hidden.')).not.toBeInTheDocument();
    const player = session.querySelector('audio');
    expect(player).toHaveAttribute('src', '/api/coach/clients/x/recordings/y/media');
    expect(player).toHaveAttribute('controls');
  });

  it("names a session by its assignment's title, and a free practice by its kind", async () => {
    const user = userEvent.setup();
    renderCoachDashboard({
      routes: {
        [RECORDINGS_PATH]: recordingsReply([
          buildClientRecording({
            id: '7e1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b12',
            speakingType: 'practice',
            assignmentTitle: 'Elevator pitch',
            createdAt: '2026-03-15T09:30:00.000Z',
          }),
          buildClientRecording({ speakingType: 'practice', assignmentTitle: null }),
        ]),
      },
    });
    await openGrace(user);
    const submitted = (await screen.findByText('Elevator pitch')).closest('li') as HTMLElement;
    expect(within(submitted).queryByText('Practice')).not.toBeInTheDocument();
    const sessions = within(submitted.parentElement as HTMLElement).getAllByRole('listitem');
    expect(sessions).toHaveLength(2);
    expect(within(sessions[1] as HTMLElement).getByText('Practice')).toBeInTheDocument();
  });

  it('has no player when the media is gone, and an empty state without sessions', async () => {
    const user = userEvent.setup();
    renderCoachDashboard({ routes: { [RECORDINGS_PATH]: recordingsReply([]) } });
    await openGrace(user);
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
    expect(document.querySelector('audio, video')).toBeNull();
  });

  it('offers a retry when the sessions fail to load', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCoachDashboard({
      routes: {
        [RECORDINGS_PATH]: () => (fail ? { status: 500, body: {} } : recordingsReply()),
      },
    });
    await openGrace(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this client's sessions.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Presentation')).toBeInTheDocument();
  });

  it("goes back to the clients with 'Back to clients', focus on the client's View button", async () => {
    const user = userEvent.setup();
    renderCoachDashboard({ routes: { [RECORDINGS_PATH]: recordingsReply() } });
    await openGrace(user);
    await user.click(screen.getByRole('button', { name: 'Back to clients' }));
    expect(screen.getByRole('tab', { name: 'Client Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Grace Hopper' })).toHaveFocus();
  });

  it('opens the client named by ?client= (back from their recording); Back leaves the link', async () => {
    const user = userEvent.setup();
    const view = renderCoachDashboard({
      path: coachClientPath(CLIENT_ID),
      routes: { [RECORDINGS_PATH]: recordingsReply() },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Presentation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to clients' }));
    expect(await screen.findByRole('button', { name: 'View Grace Hopper' })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/coach-dashboard');
  });

  it("loads older sessions with 'Load more sessions', until there are no more", async () => {
    const user = userEvent.setup();
    const older = `GET /api/coach/clients/${CLIENT_ID}/recordings?limit=20&cursor=older`;
    const { api } = renderCoachDashboard({
      routes: {
        [RECORDINGS_PATH]: recordingsReply([buildClientRecording()], 'older'),
        [older]: recordingsReply([
          buildClientRecording({
            id: '7e1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b13',
            speakingType: 'meeting',
          }),
        ]),
      },
    });
    await openGrace(user);
    expect(await screen.findByText('Presentation')).toBeInTheDocument();
    expect(api.callsTo(older)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Load more sessions' }));
    expect(await screen.findByText('No more sessions.')).toBeInTheDocument();
    expect(screen.getByText('Presentation')).toBeInTheDocument();
    expect(screen.getByText('Meeting')).toBeInTheDocument();
    expect(api.callsTo(older)).toHaveLength(1);
  });
});
