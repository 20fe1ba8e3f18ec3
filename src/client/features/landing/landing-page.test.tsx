import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GUEST_RESPONSE } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { LANDING_DESCRIPTION } from './landing-content';
import { LandingPage } from './landing-page';

function renderLanding() {
  fakeApi({ 'GET /api/auth/me': { body: GUEST_RESPONSE } });
  return renderWithProviders(<LandingPage />, { path: '/', me: GUEST_RESPONSE });
}

describe('the landing page', () => {
  it('has its sections in the order of product rules R2.17, each a named region', () => {
    renderLanding();
    const names = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .filter(Boolean); // the toast viewport is a region too
    expect(names).toEqual([
      'hero-heading',
      'master-heading',
      'why-heading',
      'how-heading',
      'phases-heading',
      'research-heading',
      'audience-heading',
      'final-heading',
    ]);
    for (const name of [
      'What you will master',
      'Why practice matters',
      'Grounded in speech research',
      'Who benefits',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('labels the sample metrics as an example session', () => {
    renderLanding();
    const master = screen.getByRole('region', { name: 'What you will master' });
    expect(within(master).getByText(/Example session/)).toBeInTheDocument();
    expect(master).toHaveTextContent('150 WPM');
    expect(master).toHaveTextContent('9 /10');
    expect(master).toHaveTextContent('8.5 /10');
    expect(master).toHaveTextContent('3 fillers');
  });

  it('cites its research sources and shows no ratings or reviews', () => {
    renderLanding();
    const research = screen.getByRole('region', { name: 'Grounded in speech research' });
    expect(research).toHaveTextContent('110-150 words per minute');
    expect(research).toHaveTextContent('Bortfeld et al. (2001)');
    expect(document.body).not.toHaveTextContent(/review|4\.8|testimonial/i);
  });

  it('names everyone who benefits', () => {
    renderLanding();
    const who = screen.getByRole('region', { name: 'Who benefits' });
    for (const group of [
      'Professionals',
      'Students',
      'Entrepreneurs',
      'Job seekers',
      'Public speakers',
      'Everyone else',
    ]) {
      expect(within(who).getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
    }
  });

  it('sets the tab title and its own meta description', () => {
    renderLanding();
    expect(document.title).toBe('Cadence');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      LANDING_DESCRIPTION,
    );
  });
});
