import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhaseMeasures } from '@shared/progress/mastery-phases';
import { MEASURES, buildMasteryOverview } from '@client/test/progress-factories';
import { renderDashboard } from '../testing/dashboard-routes';
import { MasterySection } from './mastery-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** In Confidence: 30 of 35 sessions, pace 5 of 6, fillers met; clarity at 70% of Persuasion's 7. */
const IN_CONFIDENCE: PhaseMeasures = {
  sessions: 30,
  averagePaceScore: 5,
  averageFillerPercent: 2.5,
  averageClarity: 4.9,
  averageConfidence: 6,
};

function renderMastery(measures: PhaseMeasures, currentPhase: number) {
  return renderDashboard(<MasterySection />, {
    routes: {
      'GET /api/mastery/overview': { body: buildMasteryOverview({ measures, currentPhase }) },
    },
  });
}

const tile = (name: RegExp) => screen.getByRole('button', { name });
const requirement = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('heading', { name: label }).closest('li') as HTMLElement;

describe('Continuous Skill Mastery', () => {
  it('shows four tiles: completed, current and locked', async () => {
    renderMastery(IN_CONFIDENCE, 2);
    expect(await screen.findByRole('button', { name: /Foundation/ })).toHaveAttribute(
      'data-status',
      'completed',
    );
    expect(tile(/Foundation/)).toHaveTextContent('Completed');
    expect(tile(/Confidence/)).toHaveTextContent('Current phase');
    expect(tile(/Confidence/)).toHaveTextContent(/\d+% done/);
    expect(tile(/Persuasion/)).toHaveAttribute('data-status', 'locked');
    expect(tile(/Mastery/)).toHaveTextContent('Locked');
  });

  it('explains a locked phase and what unlocks it', async () => {
    const user = userEvent.setup();
    renderMastery(IN_CONFIDENCE, 2);
    await user.click(await screen.findByRole('button', { name: /Persuasion/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Phase 3: Persuasion' });
    expect(within(dialog).getByText('Phase Locked')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Complete all Confidence requirements to unlock this phase.'),
    ).toBeInTheDocument();
    // Clarity is 4.9 of 7: exactly 70%, so 'Almost there!'.
    const clarity = requirement(dialog, 'Average clarity score');
    expect(within(clarity).getByText('In Progress')).toBeInTheDocument();
    expect(within(clarity).getByText('Almost there!')).toBeInTheDocument();
    expect(within(clarity).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  });

  it('labels each requirement Complete or In Progress with its bar, values and target', async () => {
    const user = userEvent.setup();
    renderMastery(IN_CONFIDENCE, 2);
    await user.click(await screen.findByRole('button', { name: /Confidence/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Phase 2: Confidence' });
    const fillers = requirement(dialog, 'Average filler words');
    expect(within(fillers).getByText('Complete')).toBeInTheDocument();
    expect(within(fillers).getByText('2.5%')).toBeInTheDocument();
    expect(fillers).toHaveTextContent('target at most 3%');
    const sessions = requirement(dialog, 'Practice sessions');
    expect(within(sessions).getByText('In Progress')).toBeInTheDocument();
    expect(sessions).toHaveTextContent('30 sessions · target at least 35 sessions');
    expect(within(sessions).getByText('Almost there!')).toBeInTheDocument();
    const pace = requirement(dialog, 'Average pace score');
    expect(pace).toHaveTextContent('5/10 · target at least 6/10');
    expect(within(dialog).queryByText('Phase Locked')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('All Requirements Complete!')).not.toBeInTheDocument();
  });

  it('switches to Progress with the arrow keys and lists what to focus on next', async () => {
    const user = userEvent.setup();
    renderMastery(IN_CONFIDENCE, 2);
    await user.click(await screen.findByRole('button', { name: /Confidence/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Phase 2: Confidence' });
    const requirementsTab = within(dialog).getByRole('tab', { name: 'Requirements' });
    expect(requirementsTab).toHaveAttribute('aria-selected', 'true');
    requirementsTab.focus();
    await user.keyboard('{ArrowRight}');
    const progressTab = within(dialog).getByRole('tab', { name: 'Progress' });
    expect(progressTab).toHaveFocus();
    expect(progressTab).toHaveAttribute('aria-selected', 'true');
    const panel = within(dialog).getByRole('tabpanel', { name: 'Progress' });
    expect(
      within(panel).getByRole('heading', { name: 'What to Focus On Next' }),
    ).toBeInTheDocument();
    const focus = within(panel).getAllByRole('listitem');
    // Sessions are 86% there, pace 83%: the most advanced first; fillers are met.
    expect(focus.map((item) => item.textContent?.split(':')[0])).toEqual([
      'Practice sessions',
      'Average pace score',
    ]);
    expect(focus[0]).toHaveTextContent('5 more sessions to go.');
    expect(focus[1]).toHaveTextContent(
      'Raise it from 5/10 to 6/10. Aim for 130-160 words per minute',
    );
  });

  it('closes with Escape and gives focus back to its tile', async () => {
    const user = userEvent.setup();
    renderMastery(IN_CONFIDENCE, 2);
    const confidence = await screen.findByRole('button', { name: /Confidence/ });
    await user.click(confidence);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confidence).toHaveFocus();
  });

  it("marks a past phase 'Phase Completed!'", async () => {
    const user = userEvent.setup();
    renderMastery(IN_CONFIDENCE, 2);
    await user.click(await screen.findByRole('button', { name: /Foundation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Phase 1: Foundation' });
    expect(within(dialog).getByText('Phase Completed!')).toBeInTheDocument();
  });

  it("says 'All Requirements Complete!' once every requirement of the current phase is met", async () => {
    const user = userEvent.setup();
    renderMastery({ ...MEASURES, sessions: 15 }, 1);
    await user.click(await screen.findByRole('button', { name: /Foundation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Phase 1: Foundation' });
    expect(within(dialog).getByText('All Requirements Complete!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Progress' }));
    expect(within(dialog).getByText(/Every requirement of this phase is met/)).toBeInTheDocument();
  });
});
