import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@shared/goals/schemas';
import { buildGoal, buildGoalProgress, buildGoalTemplate } from '@client/test/factories';
import type { FakeRoutes } from '@client/test/fake-api';
import { renderDashboard } from '../testing/dashboard-routes';
import { GoalSection } from './goal-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PACE = buildGoalTemplate('8c1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b60', 'Find Your Ideal Pace');
const FILLERS = buildGoalTemplate('8c1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b61', 'Cut Filler Words');

function Harness() {
  const [open, setOpen] = useState(false);
  return <GoalSection dialogOpen={open} onDialogOpenChange={setOpen} />;
}

function renderGoal(routes: FakeRoutes = {}) {
  return renderDashboard(<Harness />, {
    routes: { 'GET /api/goal-templates': { body: [PACE, FILLERS] }, ...routes },
  });
}

describe('the goal card', () => {
  it('shows the active goal: baseline, current and target, progress, milestone, sessions, streak', async () => {
    renderGoal();
    expect(await screen.findByRole('heading', { name: 'Cut Filler Words' })).toBeInTheDocument();
    expect(screen.getByText('Halfway there')).toBeInTheDocument();
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['6%', '5.2%', '4.5%']);
    expect(screen.getByRole('progressbar', { name: 'Cut Filler Words progress' })).toHaveAttribute(
      'aria-valuenow',
      '53',
    );
    expect(screen.getByText('53% of the way to your target')).toBeInTheDocument();
    expect(screen.getByText('4 sessions')).toBeInTheDocument();
    expect(screen.getByText('2-day streak')).toBeInTheDocument();
  });

  it("offers 'Choose a goal' when there is none", async () => {
    const user = userEvent.setup();
    renderGoal({ 'GET /api/goals/active': { body: { goal: null } } });
    expect(await screen.findByText('No active goal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Speaking Goal' });
    expect(
      await within(dialog).findByRole('radio', { name: /Find Your Ideal Pace/ }),
    ).not.toBeChecked();
  });
});

describe('the goal card in each state: the bar and its words agree', () => {
  const pace = (overrides: Partial<Goal>) =>
    buildGoal({
      title: 'Find Your Ideal Pace',
      targetMetric: 'pace',
      targetType: 'range',
      ...overrides,
    });

  async function card(goal: Goal) {
    renderGoal({
      'GET /api/goals/active': { body: { goal } },
      [`GET /api/goals/${goal.id}/progress`]: { body: buildGoalProgress(goal, []) },
    });
    const heading = await screen.findByRole('heading', { name: goal.title });
    const bar = screen.getByRole('progressbar', { name: `${goal.title} progress` });
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    return { heading, bar, values };
  }

  it('not started: 0% with no session, even when the baseline already meets the target', async () => {
    // A pace inside the ideal band: once '100% of the way' beside 'Not started'.
    const { bar, values } = await card(
      pace({
        baselineValue: 150,
        targetValue: 145,
        currentValue: 150,
        sessionsCount: 0,
        milestoneLevel: 'none',
      }),
    );
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(values).toEqual(['150 wpm', '–', '145 wpm']);
    const sentence = '0% so far: record a session toward this goal to start.';
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuetext', sentence);
    expect(screen.getByText('Not started')).toBeInTheDocument();
    expect(screen.getByText('0 sessions')).toBeInTheDocument();
    expect(screen.queryByText(/100%/)).not.toBeInTheDocument();
  });

  it('not started before anything is measured', async () => {
    const { bar, values } = await card(
      pace({ baselineValue: null, targetValue: null, currentValue: null, sessionsCount: 0 }),
    );
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(values).toEqual(['–', '–', '–']);
    expect(
      screen.getByText('0% so far: record a session toward this goal to start.'),
    ).toBeInTheDocument();
  });

  it('in progress: the share of the way from the baseline to the target', async () => {
    const { bar } = await card(buildGoal());
    expect(bar).toHaveAttribute('aria-valuenow', '53');
    expect(screen.getByText('53% of the way to your target')).toBeInTheDocument();
    expect(screen.getByText('Halfway there')).toBeInTheDocument();
  });

  it('reached: 100% when the current value shows as the target', async () => {
    const { bar, values } = await card(
      buildGoal({ currentValue: 4.52, milestoneLevel: 'achieved' }),
    );
    expect(values).toEqual(['6%', '4.5%', '4.5%']);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%: you reached your target.')).toBeInTheDocument();
    expect(screen.getByText('Goal achieved')).toBeInTheDocument();
  });

  it('passed: 100%, and by how much', async () => {
    const { bar } = await card(
      buildGoal({
        title: 'Speak With Crystal Clarity',
        targetMetric: 'clarity',
        targetType: 'increase',
        baselineValue: 5,
        targetValue: 6,
        currentValue: 6.4,
      }),
    );
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%: you passed your target by 0.4 points.')).toBeInTheDocument();
  });

  it('a goal approached from above: lower is better, from 190 wpm to 150', async () => {
    const { bar, values } = await card(
      pace({ baselineValue: 190, targetValue: 150, currentValue: 170 }),
    );
    expect(values).toEqual(['190 wpm', '170 wpm', '150 wpm']);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50% of the way to your target')).toBeInTheDocument();
  });

  it('a goal approached from above, passed below its target', async () => {
    const passed = await card(pace({ baselineValue: 190, targetValue: 150, currentValue: 140 }));
    expect(passed.bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%: you passed your target by 10 wpm.')).toBeInTheDocument();
  });

  it('overshot: past the ideal band on the far side is not the goal reached', async () => {
    const { bar } = await card(pace({ baselineValue: 190, targetValue: 160, currentValue: 120 }));
    expect(bar).toHaveAttribute('aria-valuenow', '67');
    expect(
      screen.getByText('67%: now 10 wpm too slow for the ideal 130-160 wpm.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Halfway there')).toBeInTheDocument();
  });

  it('a pace goal begun inside the ideal band is reached while it stays there', async () => {
    const { bar, values } = await card(
      pace({ baselineValue: 150, targetValue: 145, currentValue: 152, milestoneLevel: 'achieved' }),
    );
    expect(values).toEqual(['150 wpm', '152 wpm', '145 wpm']);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%: you are inside the ideal 130-160 wpm.')).toBeInTheDocument();
  });
});

describe('changing the goal', () => {
  async function openDialog() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Your Goal' });
    await within(dialog).findByRole('radio', { name: /Find Your Ideal Pace/ });
    return { user, dialog };
  }

  it('starts from the current goal and sets the chosen one, toasting its title', async () => {
    let active = buildGoal();
    const { api } = renderGoal({
      'GET /api/goals/active': () => ({ body: { goal: active } }),
      'POST /api/goals/select': () => {
        active = buildGoal({ templateId: PACE.id, title: 'Find Your Ideal Pace' });
        return { body: { goal: active, message: 'Goal selected' } };
      },
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: /Cut Filler Words/ })).toBeChecked();
    expect(within(dialog).getByText('Current goal')).toBeInTheDocument();
    const setGoal = within(dialog).getByRole('button', { name: 'Set This Goal' });
    expect(setGoal).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Find Your Ideal Pace/ }));
    expect(within(dialog).getByText('Find Your Ideal Pace tip')).toBeInTheDocument();
    await user.click(setGoal);

    expect(await screen.findByText('Goal Selected!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/goals/select')[0]?.body).toEqual({
      templateId: PACE.id,
      category: 'practice',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The goal queries are read again: the card shows the new goal.
    expect(
      await screen.findByRole('heading', { name: 'Find Your Ideal Pace' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/goals/active')).toHaveLength(2);
  });

  it.each([
    [500, 'Failed to Select Goal', 'Please try again or contact support if the issue persists.'],
    [401, 'Sign In Required', 'Please sign in to set and track your speaking goals.'],
  ])('on %i toasts %s and keeps the dialog open', async (status, title, description) => {
    renderGoal({ 'POST /api/goals/select': { status, body: { message: 'x' } } });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Find Your Ideal Pace/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Set This Goal' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Your Goal' })).toBeInTheDocument();
  });
});

describe('goal history', () => {
  it("draws the active goal's sessions against its target, with the numbers on request", async () => {
    const user = userEvent.setup();
    renderGoal();
    const chart = await screen.findByRole('img', { name: /^Cut Filler Words: 4 sessions/ });
    expect(chart).toHaveAccessibleName(/from 6% to 5\.2%; target 4\.5%/);
    expect(within(chart).getByText('Target 4.5%')).toBeInTheDocument();
    expect(within(chart).getByText('Filler words (%)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show sessions' }));
    const table = screen.getByRole('table', {
      name: 'Sessions toward Cut Filler Words, oldest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('6%No change'),
      expect.stringContaining('5.6%+7%'),
      expect.stringContaining('4.8%+20%'),
      expect.stringContaining('5.2%+13%'),
    ]);
  });

  it('waits for two sessions before drawing a line', async () => {
    const goal = buildGoal({ sessionsCount: 1 });
    renderGoal({
      'GET /api/goals/active': { body: { goal } },
      [`GET /api/goals/${goal.id}/progress`]: { body: buildGoalProgress(goal, [5.8]) },
    });
    expect(
      await screen.findByText('The chart of this goal starts after 2 sessions toward it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Cut Filler Words/ })).not.toBeInTheDocument();
  });

  it('lists past goals with how far they got, and opens each one’s chart', async () => {
    const user = userEvent.setup();
    const past = buildGoal({
      id: '3e1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b6c',
      title: 'Find Your Ideal Pace',
      targetMetric: 'pace',
      targetType: 'range',
      isActive: false,
      baselineValue: 178,
      currentValue: 158,
      bestScore: 152,
      targetValue: 160,
      sessionsCount: 3,
      milestoneLevel: 'achieved',
      createdAt: '2026-02-01T12:00:00.000Z',
    });
    renderGoal({
      'GET /api/goals': { body: { goals: [buildGoal(), past] } },
      [`GET /api/goals/${past.id}/progress`]: { body: buildGoalProgress(past, [178, 166, 158]) },
    });
    expect(await screen.findByRole('heading', { name: 'Past goals' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Find Your Ideal Pace/ });
    expect(toggle).toHaveTextContent('Goal achieved');
    expect(toggle).toHaveTextContent('178 wpm → 158 wpm · 3 sessions');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Best 152 wpm · target 160 wpm')).toBeInTheDocument();
    const paceChart = await screen.findByRole('img', { name: /^Find Your Ideal Pace: 3 sessions/ });
    // A pace goal aims into the ideal band, from above or below.
    expect(within(paceChart).getByText('Ideal 130-160 wpm')).toBeInTheDocument();
    expect(within(paceChart).getByText('Words per minute')).toBeInTheDocument();
  });

  it('shows no past goals section while the active goal is the only one', async () => {
    renderGoal();
    await screen.findByRole('heading', { name: 'Cut Filler Words' });
    expect(screen.queryByRole('heading', { name: 'Past goals' })).not.toBeInTheDocument();
  });
});
