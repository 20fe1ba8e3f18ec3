import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_RESPONSE } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { ContactPage } from './contact-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderContact(routes: FakeRoutes = {}) {
  const api = fakeApi({ 'GET /api/auth/me': { body: GUEST_RESPONSE }, ...routes });
  renderWithProviders(<ContactPage />, { path: '/contact', me: GUEST_RESPONSE });
  return api;
}

type User = ReturnType<typeof userEvent.setup>;
const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Billing question',
  message: 'Can I switch from monthly to yearly?',
};

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('Name'), VALID.name);
  await user.type(screen.getByLabelText('Email'), VALID.email);
  await user.type(screen.getByLabelText('Subject'), VALID.subject);
  await user.type(screen.getByLabelText('Message'), VALID.message);
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('the contact page', () => {
  it('names the tab and shows the address, the location and the 24-hour promise', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Cadence');
    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(details).getByRole('link', { name: 'support@cadence.app' })).toHaveAttribute(
      'href',
      'mailto:support@cadence.app',
    );
    expect(within(details).getByText('Atlanta, GA')).toBeInTheDocument();
    expect(within(details).getByText('We reply within 24 hours.')).toBeInTheDocument();
  });
});

describe('the contact form', () => {
  it("shows the schema's messages on submit, sends nothing and focuses the first field", async () => {
    const user = userEvent.setup();
    const api = renderContact();
    await user.click(send());
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.callsTo('POST /api/contact')).toHaveLength(0);
  });

  it('updates a message as the field is corrected', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.type(screen.getByLabelText('Message'), 'too short');
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), '!');
    expect(screen.queryByText('Message must be at least 10 characters')).not.toBeInTheDocument();
  });

  it("sends the four fields, toasts 'Message Sent!' and clears the form", async () => {
    const user = userEvent.setup();
    const api = renderContact({
      'POST /api/contact': { body: { message: 'Thanks! Your message has been received.' } },
    });
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getAllByText("We'll get back to you within 24 hours.")[0]).toBeInTheDocument();
    expect(api.callsTo('POST /api/contact')[0]?.body).toEqual(VALID);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('disables the button while the message is on its way', async () => {
    const user = userEvent.setup();
    renderContact({ 'POST /api/contact': () => new Promise<never>(() => {}) });
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it.each([
    [
      { status: 429, body: { message: 'Too many messages. Please try again later.' } },
      'Too many messages. Please try again later.',
    ],
    [{ status: 500, body: {} }, 'Failed to send message'],
  ])("toasts 'Error' with the server's reason or the fallback (%j)", async (reply, text) => {
    const user = userEvent.setup();
    renderContact({ 'POST /api/contact': reply });
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue(VALID.subject);
  });
});
