import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { buildGoal, buildGoalTemplate } from '@client/test/factories';
import { renderWithProviders } from '@client/test/render';
import { GoalSelectionStep } from './goal-selection-step';

vi.mock('@client/components/ui/dialog', () => ({
  DialogHeader: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
  DialogTitle: ({ children }: { children: React.ReactNode }) => <h2>{children}</h2>,
  DialogDescription: ({ children }: { children: React.ReactNode }) => <p>{children}</p>,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const TEMPLATES = [
  buildGoalTemplate('8c1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b60', 'Find Your Ideal Pace'),
  buildGoalTemplate('8c1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b61', 'Cut Filler Words'),
];

function renderStep(routes: FakeRoutes) {
  const api = fakeApi({ 'GET /api/goal-templates': { body: TEMPLATES }, ...routes });
  const onDone = vi.fn();
  renderWithProviders(<GoalSelectionStep onDone={onDone} />);
  return { api, onDone };
}

const goalReply = {
  body: {
    message: 'Goal selected',
    goal: buildGoal({ templateId: TEMPLATES[1]!.id, title: 'Cut Filler Words' }),
  },
};

describe('goal selection step', () => {
  it('lists the templates with their category and expected improvement', async () => {
    renderStep({});
    expect(await screen.findByRole('radio', { name: /Find Your Ideal Pace/ })).toBeInTheDocument();
    expect(screen.getByText('Cut Filler Words: what it means')).toBeInTheDocument();
    expect(screen.getAllByText('Delivery')).toHaveLength(2);
    expect(screen.getAllByText('Expected improvement: 20%')).toHaveLength(2);
  });

  it('shows the motivation and quick tip of the chosen goal, then sets it', async () => {
    const user = userEvent.setup();
    const { api, onDone } = renderStep({ 'POST /api/goals/select': goalReply });
    const setGoal = screen.getByRole('button', { name: 'Set This Goal' });
    expect(setGoal).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /Cut Filler Words/ }));
    expect(screen.getByText('Cut Filler Words matters')).toBeInTheDocument();
    expect(screen.getByText('Cut Filler Words tip')).toBeInTheDocument();
    await user.click(setGoal);
    expect(await screen.findByText('Goal Selected!')).toBeInTheDocument();
    expect(screen.getAllByText('Cut Filler Words').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/goals/select')[0]?.body).toEqual({
      templateId: TEMPLATES[1]!.id,
      category: 'practice',
    });
    expect(onDone).toHaveBeenCalled();
  });

  it.each([
    [401, 'Sign In Required', 'Please sign in to set and track your speaking goals.'],
    [500, 'Failed to Select Goal', 'Please try again or contact support if the issue persists.'],
  ])('on %i toasts %s', async (status, title, description) => {
    const user = userEvent.setup();
    const { onDone } = renderStep({
      'POST /api/goals/select': { status, body: { message: 'x' } },
    });
    await user.click(await screen.findByRole('radio', { name: /Find Your Ideal Pace/ }));
    await user.click(screen.getByRole('button', { name: 'Set This Goal' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("'Skip for now' closes without choosing", async () => {
    const user = userEvent.setup();
    const { api, onDone } = renderStep({});
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onDone).toHaveBeenCalled();
    expect(api.callsTo('POST /api/goals/select')).toHaveLength(0);
  });
});
