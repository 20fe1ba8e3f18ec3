import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TODAY } from '@client/test/screen-routes';
import { PromptOfTheDayCard, practiceWithPromptPath } from './prompt-of-the-day-card';
import { renderDashboard } from './testing/dashboard-routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Prompt of the Day', () => {
  it('shows the prompt and its category, and practises it through an encoded link', async () => {
    renderDashboard(<PromptOfTheDayCard />);
    expect(await screen.findByText(TODAY.promptText)).toBeInTheDocument();
    expect(screen.getByText('Storytelling')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice with This Prompt' })).toHaveAttribute(
      'href',
      '/record?prompt=Describe%20a%20place%20you%20love%20%26%20why%3F',
    );
    expect(
      screen.getByText('New prompts rotate daily to build diverse speaking skills'),
    ).toBeInTheDocument();
  });

  it('encodes what would break the address', () => {
    expect(practiceWithPromptPath('a&b=c #1?')).toBe('/record?prompt=a%26b%3Dc%20%231%3F');
    expect(
      new URLSearchParams(practiceWithPromptPath('50% & more').split('?')[1]).get('prompt'),
    ).toBe('50% & more');
  });

  it("says 'No prompt available today' when there is none", async () => {
    renderDashboard(<PromptOfTheDayCard />, {
      routes: { 'GET /api/daily-prompt': { status: 404, body: { message: 'No prompt' } } },
    });
    expect(await screen.findByText('No prompt available today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the same when it cannot be read, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderDashboard(<PromptOfTheDayCard />, {
      routes: {
        'GET /api/daily-prompt': () =>
          fail ? { status: 500, body: { message: 'x' } } : { body: TODAY },
      },
    });
    expect(await screen.findByText('No prompt available today')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(TODAY.promptText)).toBeInTheDocument();
  });
});
