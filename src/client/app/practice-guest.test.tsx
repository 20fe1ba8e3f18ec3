import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { GUEST_RESPONSE } from '@client/test/factories';
import { renderApp } from '@client/app/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TODAY = { promptText: 'Talk about a hobby.', category: 'Storytelling', dayNumber: 42 };

describe('a guest on the practice screen', () => {
  it.each([
    ['Start Recording', PRACTICE_MESSAGES.loginRequiredRecord],
    ['Upload a Recording', PRACTICE_MESSAGES.loginRequiredUpload],
  ])("'%s' asks them to sign in and opens sign-up", async (button, message) => {
    const user = userEvent.setup();
    const { api } = renderApp('/practice', {
      me: GUEST_RESPONSE,
      routes: { 'GET /api/daily-prompt': { body: TODAY } },
    });
    await user.click(await screen.findByRole('button', { name: /Skip \(Free Practice\)/ }));
    await user.click(screen.getByRole('button', { name: new RegExp(button) }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/practice-limit')).toHaveLength(0);
  });
});

describe('?login=true on the practice screen', () => {
  it('opens sign-in for a guest', async () => {
    renderApp('/record?login=true', {
      me: GUEST_RESPONSE,
      routes: { 'GET /api/daily-prompt': { body: TODAY } },
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
