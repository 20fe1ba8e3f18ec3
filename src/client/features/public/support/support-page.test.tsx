import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog } from '@client/hooks/use-auth-dialog';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { renderPublicPage } from '../testing/render-public-page';
import { SupportPage } from './support-page';

afterEach(() => {
  closeAuthDialog();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('the support page', () => {
  it('has one h1 and names the tab', async () => {
    renderPublicPage(<SupportPage />, signedIn());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Support | Cadence'));
  });

  it('walks through the quick start with links to practice, the dashboard and settings', () => {
    renderPublicPage(<SupportPage />, signedIn());
    const quickStart = within(section('Quick start'));
    const links = quickStart.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/record', '/dashboard', '/settings']);
    expect(quickStart.queryByRole('button', { name: 'Sign up free' })).not.toBeInTheDocument();
  });

  it('offers a guest the sign-up dialog', async () => {
    const user = userEvent.setup();
    renderPublicPage(<SupportPage />, GUEST_RESPONSE);
    await user.click(within(section('Quick start')).getByRole('button', { name: 'Sign up free' }));
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('open: signup');
  });

  it('gives practice tips and a way to contact us', () => {
    renderPublicPage(<SupportPage />, GUEST_RESPONSE);
    expect(
      within(section('Practice tips')).getByText(/130–160 words per minute/),
    ).toBeInTheDocument();
    const help = within(section('Still need help?'));
    expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(help.getByText(/within 24 hours/)).toBeInTheDocument();
  });
});

describe('the questions', () => {
  const question = (name: string) =>
    within(section('Frequently asked questions')).getByText(name).closest('details');

  it('open with a click and close again', async () => {
    const user = userEvent.setup();
    renderPublicPage(<SupportPage />, GUEST_RESPONSE);
    const details = question('How many sessions does the free plan include?');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('How many sessions does the free plan include?'));
    expect(details).toHaveAttribute('open');
    expect(within(details!).getByText(/5 sessions a month/)).toBeVisible();
    expect(within(details!).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await user.click(screen.getByText('How many sessions does the free plan include?'));
    expect(details).not.toHaveAttribute('open');
  });

  // Native <details>: browsers open a focused summary with Enter or Space. jsdom does not
  // emulate that activation, so this checks each question is reached with Tab.
  it('are reached from the keyboard', async () => {
    const user = userEvent.setup();
    renderPublicPage(<SupportPage />, signedIn());
    const summaries = within(section('Frequently asked questions'))
      .getAllByText(/\?$/)
      .filter((element) => element.tagName === 'SUMMARY');
    expect(summaries).toHaveLength(6);
    screen.getByRole('link', { name: 'Open Settings' }).focus();
    await user.tab();
    expect(summaries[0]).toHaveFocus();
    await user.tab();
    expect(summaries[1]).toHaveFocus();
  });

  it('answer files and limits, cancelling, coaches and deleting data, with their links', () => {
    renderPublicPage(<SupportPage />, GUEST_RESPONSE);
    const limits = question('Which files can I upload, and how long can a recording be?')!;
    expect(limits).toHaveTextContent('MP3, WAV, M4A, OGG or WebM');
    expect(limits).toHaveTextContent('after 3 minutes');
    expect(limits).not.toHaveTextContent('30 minutes');
    expect(limits).toHaveTextContent('2.5 GB and about 13 hours');
    const cancel = within(question('How do I cancel, and can I get a refund?')!);
    expect(cancel.getByText(/within 7 days of paying/)).toBeInTheDocument();
    expect(cancel.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(cancel.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(question('I practise with a coach. How does that work?')).toHaveTextContent(
      'Client Login',
    );
    const deleting = within(question('How do I delete my recordings or my account?')!);
    expect(deleting.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(deleting.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
