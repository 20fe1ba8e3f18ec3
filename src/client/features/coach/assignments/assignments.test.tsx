import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ASSIGNMENT_MESSAGES,
  type CoachAssignment,
  type CoachAssignmentDetail,
} from '@shared/assignments/schemas';
import { CLIENT_ID } from '@client/test/coach-factories';
import { signedIn } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { coachDashboardRoutes } from '@client/test/screen-routes';
import { COACH, renderCoachDashboard } from '../testing/render-coach-dashboard';
import { AssignmentDetailPage } from './assignment-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '33333333-3333-4333-8333-333333333333';
const RECORDING = '44444444-4444-4444-8444-444444444444';

const assignment = (overrides: Partial<CoachAssignment> = {}): CoachAssignment => ({
  id: ID,
  title: 'Elevator <i>pitch</i>',
  prompt: 'Pitch your project in one minute',
  instructions: null,
  dueAt: null,
  maxAttempts: 2,
  videoRequired: false,
  status: 'open',
  closedAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  clients: [
    {
      clientId: CLIENT_ID,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      status: 'submitted',
      attemptsUsed: 1,
      attemptsLeft: 1,
      lastSubmittedAt: '2026-03-02T12:00:00.000Z',
    },
  ],
  ...overrides,
});

async function openAssignmentsTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Assignments' }));
  return user;
}

describe('the Assignments tab (product rules R11.4)', () => {
  it("lists each assignment with each client's status, its title as text", async () => {
    renderCoachDashboard({ routes: { 'GET /api/coach/assignments': { body: [assignment()] } } });
    await openAssignmentsTab();
    const list = await screen.findByRole('list', { name: 'Assignments' });
    expect(within(list).getByText('Elevator <i>pitch</i>')).toBeInTheDocument();
    expect(within(list).getByText('Submitted')).toBeInTheDocument();
    expect(within(list).getByText('1 used · 1 left')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View submissions' })).toHaveAttribute(
      'href',
      `/coach/assignments/${ID}`,
    );
  });

  it('says when there is none, and creates one with the shared checks first', async () => {
    const { api } = renderCoachDashboard({
      routes: {
        'GET /api/coach/assignments': { body: [] },
        'POST /api/coach/assignments': { status: 201, body: assignment() },
      },
    });
    const user = await openAssignmentsTab();
    expect(await screen.findByText('No assignments yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New Assignment' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'New Assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    expect(within(dialog).getByText(ASSIGNMENT_MESSAGES.titleRequired)).toBeVisible();
    expect(within(dialog).getByText(ASSIGNMENT_MESSAGES.clientsRequired)).toBeVisible();
    expect(api.callsTo('POST /api/coach/assignments')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Elevator pitch');
    await user.type(within(dialog).getByLabelText('Prompt'), 'Pitch it');
    await user.clear(within(dialog).getByLabelText('Attempts'));
    await user.type(within(dialog).getByLabelText('Attempts'), '3');
    await user.click(within(dialog).getByLabelText('Video required'));
    await user.click(within(dialog).getByLabelText('Grace Hopper'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    await waitFor(() => expect(api.callsTo('POST /api/coach/assignments')).toHaveLength(1));
    expect(api.callsTo('POST /api/coach/assignments')[0]?.body).toEqual({
      title: 'Elevator pitch',
      prompt: 'Pitch it',
      // Blank instructions are none, as the shared schema has it.
      instructions: null,
      dueAt: null,
      maxAttempts: 3,
      videoRequired: true,
      clientIds: [CLIENT_ID],
    });
    expect(await screen.findByText('Assignment created')).toBeInTheDocument();
  });

  it("shows the server's field message (a client that is not the coach's)", async () => {
    renderCoachDashboard({
      routes: {
        'GET /api/coach/assignments': { body: [] },
        'POST /api/coach/assignments': {
          status: 404,
          body: {
            code: 'NOT_FOUND',
            message: 'Client not found',
            fields: { clientIds: ['Client not found'] },
          },
        },
      },
    });
    const user = await openAssignmentsTab();
    await user.click(screen.getAllByRole('button', { name: 'New Assignment' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'New Assignment' });
    await user.type(within(dialog).getByLabelText('Title'), 'Pitch');
    await user.type(within(dialog).getByLabelText('Prompt'), 'Pitch it');
    await user.click(within(dialog).getByLabelText('Grace Hopper'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    expect(await within(dialog).findByText('Client not found')).toBeVisible();
  });
});

describe('an assignment’s page (product rules R11.4)', () => {
  const detail = (): CoachAssignmentDetail => {
    const { clients, ...rest } = assignment();
    return {
      ...rest,
      clients: clients.map((client) => ({
        ...client,
        submissions: [
          {
            recordingId: RECORDING,
            submittedAt: '2026-03-02T12:00:00.000Z',
            analysisStatus: 'complete',
            mediaType: 'video',
            duration: 42,
            paceScore: 8,
            fillerScore: 6.5,
            clarityScore: 7,
            confidenceLevel: 7,
            paceWpm: 150,
            fillerWords: 2,
            fillerPercentage: 3.6,
            bodyLanguage: {
              postureScore: 8,
              eyeContactPercentage: 72,
              gestureVariety: 6,
              movementScore: 7,
              facialExpressiveness: 5,
              bodyLanguageConfidence: 0.9,
            },
          },
        ],
      })),
    };
  };

  function renderDetail() {
    const me = signedIn(COACH);
    const api = fakeApi({
      'GET /api/auth/me': { body: me },
      ...coachDashboardRoutes(),
      [`GET /api/coach/assignments/${ID}`]: { body: detail() },
      [`POST /api/coach/assignments/${ID}/close`]: {
        body: assignment({ status: 'closed', closedAt: '2026-03-03T12:00:00.000Z' }),
      },
      'GET /api/coach/assignments': { body: [] },
    });
    renderWithProviders(<AssignmentDetailPage id={ID} />, {
      path: `/coach/assignments/${ID}`,
      me,
    });
    return api;
  }

  it('shows each submission with its figures, linked to the coach’s replay', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Elevator <i>pitch</i>' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Submissions of Grace Hopper' });
    expect(within(table).getByText('150 wpm')).toBeInTheDocument();
    expect(within(table).getByText('2 (3.6%)')).toBeInTheDocument();
    expect(within(table).getByText('6.5/10')).toBeInTheDocument();
    expect(within(table).getByText(/Eye contact 72%/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /Open the submission/ })).toHaveAttribute(
      'href',
      `/coach/clients/${CLIENT_ID}/recordings/${RECORDING}`,
    );
  });

  it("closes it after the coach confirms in the app's own dialog, not the browser's", async () => {
    const browserConfirm = vi.fn(() => true);
    vi.stubGlobal('confirm', browserConfirm);
    const api = renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: /^Close ".*"\?$/ });
    expect(within(dialog).getByText(/Clients can no longer submit for it/)).toBeVisible();
    // Cancel leaves it open.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`POST /api/coach/assignments/${ID}/close`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close Assignment' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close Assignment' }),
    );
    expect(browserConfirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(api.callsTo(`POST /api/coach/assignments/${ID}/close`)).toHaveLength(1),
    );
    expect(await screen.findByText('Assignment closed')).toBeInTheDocument();
  });
});
