import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_RESPONSE } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { PrivacyPage } from './privacy-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPrivacy() {
  fakeApi({ 'GET /api/auth/me': { body: GUEST_RESPONSE } });
  return renderWithProviders(<PrivacyPage />, { path: '/privacy', me: GUEST_RESPONSE });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the privacy policy', () => {
  it('is titled, dated October 2025 and names the tab', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated October 2025')).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Cadence');
  });

  it('states what happens to recordings, as product rules R1.18 has it', () => {
    renderPrivacy();
    const recordings = section('Your recordings');
    expect(recordings).toHaveTextContent(
      'By default we keep the media file of each recording, encrypted at rest with AES-256-GCM, so you can replay it later.',
    );
    expect(recordings).toHaveTextContent(
      'If you turn on “Delete my audio after analysis” in Settings, we remove the media file once its analysis is stored.',
    );
    expect(recordings).toHaveTextContent('The transcript and the scores are kept either way');
    expect(recordings).toHaveTextContent('Nothing you record is ever used for training');
    expect(recordings).toHaveTextContent('never sold or shared');
  });

  it('covers deletion, Stripe, emails and cookies', () => {
    renderPrivacy();
    expect(section('Deleting your data')).toHaveTextContent('Deleting a recording removes it');
    expect(section('Deleting your data')).toHaveTextContent(
      'Deleting your account, from Settings, removes your account and everything in it.',
    );
    expect(section('Payments')).toHaveTextContent('Payments are processed by Stripe');
    expect(section('Payments')).toHaveTextContent('never sees your card number');
    expect(section('Emails and cookies')).toHaveTextContent(
      'We email you only about your account and the service',
    );
    expect(section('Emails and cookies')).toHaveTextContent(
      'We use cookies only to keep you signed in to your session.',
    );
  });

  it('links to the terms, contact and settings', () => {
    renderPrivacy();
    const questions = within(section('Questions'));
    expect(questions.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(questions.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(
      within(section('Your recordings')).getByRole('link', { name: 'Settings' }),
    ).toHaveAttribute('href', '/settings');
  });
});
