import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FREE_LIMIT } from '@client/test/screen-routes';
import { PracticeLimitCard } from './practice-limit-card';

describe('the monthly practice card', () => {
  it('says how many of the month’s sessions were deleted, so the count agrees with History', () => {
    const { rerender } = render(<PracticeLimitCard limit={FREE_LIMIT} />);
    expect(screen.getByText('Monthly Practice: 2 / 5 used')).toBeVisible();
    expect(screen.queryByText(/deleted/)).not.toBeInTheDocument();
    rerender(
      <PracticeLimitCard limit={{ ...FREE_LIMIT, practiceCount: 3, deletedThisMonth: 1 }} />,
    );
    expect(
      screen.getByText(
        'Includes 1 deleted session: deleting a recording does not give its session back.',
      ),
    ).toBeVisible();
  });
});
