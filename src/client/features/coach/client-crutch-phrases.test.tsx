import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClientRecording, CLIENT_ID } from '@client/test/coach-factories';
import { NO_CRUTCH_PHRASES } from '@client/test/crutch-phrase-factories';
import { renderCoachDashboard } from './testing/render-coach-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = `GET /api/coach/clients/${CLIENT_ID}/crutch-phrases`;
const RECORDINGS = {
  [`GET /api/coach/clients/${CLIENT_ID}/recordings?limit=20`]: {
    body: {
      client: {
        id: CLIENT_ID,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        totalSessions: 1,
        requiresPasswordChange: false,
        createdAt: '2026-03-01T12:00:00.000Z',
      },
      recordings: [buildClientRecording()],
      nextCursor: null,
    },
  },
};

async function openGrace() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Grace Hopper' }));
  await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' });
}

const card = () => screen.getByRole('region', { name: 'Crutch Phrases' });

describe("a client's crutch phrases on the coach's view", () => {
  it("shows the client's card once the client is opened", async () => {
    const { api } = renderCoachDashboard({ routes: RECORDINGS });
    await screen.findByRole('button', { name: 'View Grace Hopper' });
    expect(api.callsTo(PATH)).toHaveLength(0);
    await openGrace();
    await within(card()).findByRole('heading', { name: '“um”' });
    expect(card()).toHaveTextContent('1.2 per minute now, down from 2.0.');
    expect(api.callsTo(PATH)).toHaveLength(1);
  });

  it('names the client in the empty state', async () => {
    renderCoachDashboard({ routes: { ...RECORDINGS, [PATH]: { body: NO_CRUTCH_PHRASES } } });
    await openGrace();
    expect(
      await within(card()).findByText(
        "Grace Hopper's crutch phrases will appear after their first analysed session.",
      ),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the client is no longer there', async () => {
    renderCoachDashboard({
      routes: {
        ...RECORDINGS,
        [PATH]: { status: 404, body: { code: 'NOT_FOUND', message: 'Client not found' } },
      },
    });
    await openGrace();
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'This client could not be found.',
    );
  });
});
