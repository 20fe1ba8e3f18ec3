import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEASURES, buildMasteryOverview } from '@client/test/progress-factories';
import { fakeApi } from '@client/test/fake-api';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { renderWithProviders } from '@client/test/render';
import { SiteHeader } from './site-header';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHeader(sessions: number | null, me = signedIn()) {
  const api = fakeApi(
    sessions === null
      ? { 'GET /api/mastery/overview': { status: 500, body: { message: 'x' } } }
      : {
          'GET /api/mastery/overview': {
            body: buildMasteryOverview({ measures: { ...MEASURES, sessions } }),
          },
        },
  );
  renderWithProviders(<SiteHeader />, { me });
  return { api, banner: screen.getByRole('banner') };
}

describe('the signed-in header', () => {
  it('shows the achievement tier with its award and the Basic tag', async () => {
    const { banner } = renderHeader(52);
    expect(await within(banner).findByText('Dedicated')).toBeInTheDocument();
    expect(within(banner).getByText(/Achievement badge:/)).toBeInTheDocument();
    expect(within(banner).getByText('Basic')).toBeInTheDocument();
  });

  it("says 'No badge yet' before the first tier, and tags premium users", async () => {
    const { banner } = renderHeader(3, signedIn({ subscriptionStatus: 'active' }));
    expect(await within(banner).findByText('No badge yet')).toBeInTheDocument();
    expect(within(banner).getByText('Premium')).toBeInTheDocument();
  });

  it('shows no badge when the overview cannot be read, and keeps the tag', async () => {
    const { banner, api } = renderHeader(null);
    await vi.waitFor(() => expect(api.callsTo('GET /api/mastery/overview')).toHaveLength(1));
    expect(within(banner).queryByText('No badge yet')).not.toBeInTheDocument();
    expect(within(banner).getByText('Basic')).toBeInTheDocument();
  });

  it("tags an admin 'Admin', with no plan and no badge, and asks nothing of their mastery", async () => {
    const { banner, api } = renderHeader(52, signedIn({ isAdmin: true }));
    expect(await within(banner).findByText('Admin')).toBeInTheDocument();
    expect(within(banner).queryByText(/^(Basic|Premium)$/)).not.toBeInTheDocument();
    expect(within(banner).queryByText(/Achievement badge|No badge yet/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/mastery/overview')).toHaveLength(0);
  });

  it("keeps a coach's Premium tag and badge: a coach may practise too", async () => {
    const { banner } = renderHeader(52, signedIn({ userRole: 'coach' }));
    expect(await within(banner).findByText('Dedicated')).toBeInTheDocument();
    expect(within(banner).getByText('Premium')).toBeInTheDocument();
  });

  it('repeats the badge and tag in the phone menu', async () => {
    const user = userEvent.setup();
    renderHeader(7);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByText('Rising Star')).toBeInTheDocument();
    expect(within(menu).getByText('Basic')).toBeInTheDocument();
  });

  it('asks nothing of the mastery overview for a guest', () => {
    const { api } = renderHeader(7, GUEST_RESPONSE);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/mastery/overview')).toHaveLength(0);
  });
});
