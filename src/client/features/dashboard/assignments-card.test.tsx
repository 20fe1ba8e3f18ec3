import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientAssignment } from '@shared/assignments/schemas';
import { signedIn } from '@client/test/factories';
import { AssignmentsCard } from './assignments-card';
import { renderDashboard } from './testing/dashboard-routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const client = signedIn({ userRole: 'client', isCoachManaged: true });

const assignment = (overrides: Partial<ClientAssignment> = {}): ClientAssignment => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Elevator <b>pitch</b>',
  prompt: 'Pitch your project in one minute',
  instructions: null,
  dueAt: '2030-03-14T12:00:00.000Z',
  maxAttempts: 2,
  videoRequired: true,
  status: 'open',
  closedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  coachName: 'Carla Coach',
  attemptsUsed: 1,
  attemptsLeft: 1,
  lastSubmittedAt: null,
  ...overrides,
});

describe('Assignments from your coach (product rules R11.2)', () => {
  it('lists each open assignment with its due date and attempts left, as text, linked to practice', async () => {
    renderDashboard(<AssignmentsCard />, {
      me: client,
      routes: {
        'GET /api/assignments': {
          body: [
            assignment(),
            assignment({
              id: '22222222-2222-4222-8222-222222222222',
              title: 'Done',
              attemptsLeft: 0,
            }),
          ],
        },
      },
    });
    expect(await screen.findByText('Elevator <b>pitch</b>')).toBeInTheDocument();
    expect(
      screen.getByText('Due March 14, 2030 · 1 attempt left · Video required'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Elevator <b>pitch</b>' })).toHaveAttribute(
      'href',
      '/practice?assignment=11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByText('All attempts used')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Done' })).not.toBeInTheDocument();
  });

  it('says when there is none, and offers a retry when they cannot be read', async () => {
    const { unmount } = renderDashboard(<AssignmentsCard />, {
      me: client,
      routes: { 'GET /api/assignments': { body: [] } },
    });
    expect(await screen.findByText('No open assignments')).toBeInTheDocument();
    unmount();
    renderDashboard(<AssignmentsCard />, {
      me: client,
      routes: { 'GET /api/assignments': { status: 500, body: { message: 'Down' } } },
    });
    expect(await screen.findByText("We couldn't load your assignments.")).toBeInTheDocument();
  });
});
